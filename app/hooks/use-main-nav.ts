import { headerNav } from "#app/config/pages.ts";
import type { Messages } from "#app/i18n/messages/en.ts";
import { useMessages, usePaths } from "#app/i18n/use-i18n.ts";

/** A page the header leads to: a key of `paths` and of the `layout.nav` messages alike. */
export type NavKey = keyof Messages["layout"]["nav"];

export type NavItem = { label: string; href: string };

/** The header's items (config/pages.ts), each also a key of the `layout.nav` messages. */
const mainNav = headerNav satisfies {
  home: NavKey;
  courses: NavKey;
  rest: readonly NavKey[];
};

/** The header's items in the page's language: their labels and addresses. */
export function useMainNav() {
  const m = useMessages();
  const paths = usePaths();
  const item = (key: NavKey): NavItem => ({
    label: m.layout.nav[key],
    href: paths[key],
  });
  return {
    home: item(mainNav.home),
    courses: item(mainNav.courses),
    rest: mainNav.rest.map(item),
  };
}
