import { useMessages } from "#app/i18n/use-i18n.ts";

/**
 * A link that opens in a new tab, and says so to a screen reader in hidden text after its
 * label: by default " (opens in a new tab)" in the page's language, or `note`, which is written
 * into the hidden text as given (spaces and brackets included), for a link that says more
 * ("on WhatsApp", "PDF"). The page it opens gets no handle on this one (noopener) and no
 * address of it (noreferrer).
 */
export function ExternalLink({
  href,
  note,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  note?: React.ReactNode;
}) {
  const m = useMessages();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{note ?? <> {m.common.newTab}</>}</span>
    </a>
  );
}
