import { Link, useLocation, useMatches } from "react-router";
import { rememberLanguage } from "#app/hooks/use-remembered-language.ts";
import { type Locale, switchLocale } from "#app/content/locales.ts";
import { useLocale, useMessages } from "#app/i18n/use-i18n.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * The link to the same page in the other language, written in that language ("मराठी" on
 * English pages, "English" on Marathi ones). A plain link, so it works before the app has
 * loaded; the document is reloaded, as each language loads its own texts. Following it
 * remembers the choice (see useRememberedLanguage). Its name is its visible text; the longer
 * invitation is its title. On the not-found page there is no same page: it leads to the other
 * language's home page.
 */
export function LanguageSwitch({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const m = useMessages();
  const other: Locale = useLocale() === "en" ? "mr" : "en";
  const notFound = useMatches().some((m) => m.id === "routes/not-found");
  return (
    <Link
      reloadDocument
      to={switchLocale(notFound ? "/" : pathname, other)}
      hrefLang={other}
      lang={other}
      title={m.language.switchLabel}
      data-slot="language-switch"
      onClick={() => {
        rememberLanguage(other);
        onNavigate?.();
      }}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center rounded-md font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 hover:text-brand-800",
        className,
      )}
    >
      {m.language.switchTo}
    </Link>
  );
}
