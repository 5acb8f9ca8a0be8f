import { Link } from "react-router";
import { useMessages, usePaths, useSite } from "#app/i18n/use-i18n.ts";
import { cn } from "#app/lib/utils.ts";

/** The institute's mark and name, linking home. */
export function Logo({
  className,
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  const m = useMessages();
  const paths = usePaths();
  const site = useSite();
  return (
    <Link
      to={paths.home}
      className={cn("inline-flex items-center gap-2 rounded-md", className)}
    >
      <svg
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        className="shrink-0"
      >
        <rect width="40" height="40" rx="9" className="fill-brand-700" />
        <path
          d="M11 29V11h4.2l9.6 11.4V11H29v18h-4.2l-9.6-11.4V29z"
          className="fill-white"
        />
      </svg>
      <span className="flex flex-col leading-tight">
        <span
          className={cn(
            "text-lg font-bold",
            inverted ? "text-white" : "text-ink",
          )}
        >
          {site.shortName}
        </span>{" "}
        <span
          className={cn(
            "text-[0.7rem] font-medium tracking-wide uppercase",
            inverted ? "text-slate-300" : "text-muted",
          )}
        >
          {site.logoSubtitle}
        </span>
        <span className="sr-only">{m.layout.logoHome}</span>
      </span>
    </Link>
  );
}
