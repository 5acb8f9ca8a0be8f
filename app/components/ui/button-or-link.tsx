import type { VariantProps } from "class-variance-authority";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";
import { cn } from "#app/lib/utils.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";

/**
 * A control that needs the app (an enquiry dialog's opener): until the app runs (scripts off,
 * or not loaded yet on a slow phone) it is a link that serves the same purpose without it,
 * opened in a new tab; once the app runs, a button.
 */
export function ButtonOrLink({
  href,
  linkNote,
  onClick,
  variant,
  size,
  className,
  children,
}: {
  /** Where the link leads until the app runs. */
  href: string;
  /**
   * Screen-reader text after the link's label, saying where it leads; by default "on WhatsApp,
   * opens in a new tab" in the page's language.
   */
  linkNote?: string;
  onClick: (event: React.MouseEvent<HTMLElement>) => void;
  className?: string;
  children: React.ReactNode;
} & VariantProps<typeof buttonVariants>) {
  const m = useMessages();
  const hydrated = useHydrated();
  const look = cn(buttonVariants({ variant, size }), className);
  if (!hydrated)
    return (
      <ExternalLink
        href={href}
        note={<> ({linkNote ?? m.layout.chatLinkNote})</>}
        data-slot="button"
        className={look}
      >
        {children}
      </ExternalLink>
    );
  return (
    <button type="button" data-slot="button" className={look} onClick={onClick}>
      {children}
    </button>
  );
}
