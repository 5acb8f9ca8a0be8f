// What a search engine, a link preview and a visitor without scripts read from each page's
// HTML alone: its language, title, description, one heading, canonical address, the same page
// in every language (hreflang, and a visible switch), Open Graph and Twitter cards, the page
// links and footer that work without scripts, and text in the page's language; the home page and
// the catalogue name the branch towns in their titles and descriptions. Pages kept
// from search engines are marked noindex.
import {
  localeCodes,
  localeOf,
  locales,
  localizePath,
  stripLocale,
  type Locale,
  defaultLocale,
} from "#app/content/locales.ts";
import { textContent } from "domutils";
import { headerPages, pages } from "#app/config/pages.ts";
import {
  $,
  $$,
  type CheckResult,
  type Site,
  pageFile,
  publicPages,
  text,
} from "#scripts/check-build/site.ts";

/** The header's page links (app/config/pages.ts), shown as plain links until the app runs. */
export const PAGE_LINKS = headerPages.map((name) => pages[name].path);

/** The pages people find by searching for a course in a town: their titles name every town. */
export const TOWN_PAGES = ["/", "/courses"];

/** The branch towns in `locale`, from its home page's structured data (the institute's places). */
function townsOf(site: Site, locale: ReturnType<typeof localeOf>): string[] {
  const file = pageFile(site, localizePath("/", locale));
  if (!file) return [];
  for (const script of $$('script[type="application/ld+json"]', site.dom(file)))
    try {
      const data = JSON.parse(textContent(script)) as {
        "@type"?: string;
        location?: { address?: { addressLocality?: string } }[];
      };
      if (data["@type"] === "EducationalOrganization")
        return (data.location ?? []).flatMap(
          (place) => place.address?.addressLocality ?? [],
        );
    } catch {
      // The structured-data check names a block that does not parse.
    }
  return [];
}

/** Pages answered for unknown addresses before the app names them: no heading of their own. */
const FALLBACKS = ["404.html", "__spa-fallback.html"];

/** Share of the letters in `text` that are Devanagari (digits, spaces and signs not counted). */
export function devanagariShare(value: string): number {
  const letters = [...value].filter((c) => /\p{L}|\p{M}/u.test(c));
  const devanagari = letters.filter((c) => /[\u0900-\u097F]/.test(c));
  return letters.length ? devanagari.length / letters.length : 0;
}

/** Below this share of Devanagari letters a Marathi page's main text is taken as untranslated. */
export const MARATHI_SHARE = 0.6;

const meta = (dom: ReturnType<Site["dom"]>, key: string) =>
  $(`meta[name="${key}"], meta[property="${key}"]`, dom)?.attribs.content;

function contentPageFacts(site: Site, path: string, file: string): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${path}: ${what}`);
  const dom = site.dom(file);
  const locale = localeOf(path);
  const page = stripLocale(path);
  const url = (p: string) => `${site.origin}${p}`;

  const lang = $("html", dom)?.attribs.lang;
  if (lang !== locales[locale].lang)
    say(`<html lang="${lang ?? ""}">, expected "${locales[locale].lang}"`);
  const titles = $$("head > title", dom);
  const title = text(titles[0]);
  if (titles.length !== 1 || !title)
    say(`${titles.length} <title> with text, expected 1`);
  const description = meta(dom, "description") ?? "";
  if (description.length < 20)
    say(`meta description "${description}" is shorter than 20 characters`);
  if (TOWN_PAGES.includes(page)) {
    // What search results show in full.
    if (title.length > 60) say(`title "${title}" is longer than 60 characters`);
    if (description.length < 50 || description.length > 160)
      say(
        `description is ${description.length} characters, expected 50 to 160`,
      );
    for (const town of townsOf(site, locale)) {
      if (!title.includes(town)) say(`title "${title}" does not name ${town}`);
      if (!description.includes(town)) say(`description does not name ${town}`);
    }
  }
  const h1s = $$("h1", dom);
  if (h1s.length !== 1 || !text(h1s[0]))
    say(`${h1s.length} <h1> with text, expected 1`);
  if (meta(dom, "robots")?.includes("noindex"))
    say("is in the sitemap but marked noindex");

  const canonical = $("link[rel=canonical]", dom)?.attribs.href;
  if (canonical !== url(path))
    say(`canonical ${canonical ?? "missing"}, expected ${url(path)}`);
  const alternates = $$("head > link[rel=alternate][hreflang]", dom).map(
    (l) => `${l.attribs.hreflang} ${l.attribs.href}`,
  );
  const expected = [
    ...localeCodes.map((l) => `${l} ${url(localizePath(page, l))}`),
    `x-default ${url(localizePath(page, defaultLocale))}`,
  ];
  if (alternates.join(", ") !== expected.join(", "))
    say(
      `hreflang alternates [${alternates.join(", ")}], expected [${expected.join(", ")}]`,
    );
  for (const other of localeCodes.filter((l) => l !== locale)) {
    const href = localizePath(page, other);
    if (!$(`a[hreflang="${other}"][href="${href}"]`, dom))
      say(
        `no link to the same page in ${locales[other].name} (a[hreflang="${other}"][href="${href}"])`,
      );
  }

  const cards: [string, string | undefined][] = [
    ["og:title", title],
    ["og:description", description],
    ["og:url", url(path)],
    ["og:image", undefined],
    ["og:type", undefined],
    ["twitter:card", undefined],
    ["twitter:title", title],
    ["twitter:description", description],
    ["twitter:image", undefined],
  ];
  for (const [key, value] of cards) {
    const found = meta(dom, key);
    if (!found) say(`no ${key}`);
    else if (value !== undefined && found !== value)
      say(`${key} "${found}", expected "${value}"`);
  }
  for (const key of ["og:image", "twitter:image"]) {
    const image = meta(dom, key);
    if (
      image &&
      (!image.startsWith(`${site.origin}/`) ||
        site.resolve(new URL(image).pathname)?.status !== 200)
    )
      say(`${key} ${image} is not a file of this site`);
  }

  // Without scripts: the hamburger is a link to the row of page links, which leads to every
  // page in this language; the footer's sections are <details>; the main text is there.
  if (!$('header a[href="#page-links"]', dom))
    say('no link to the page links (header a[href="#page-links"])');
  const links = $$("nav#page-links a", dom).map((a) => a.attribs.href);
  const pageLinks = PAGE_LINKS.map((p) => localizePath(p, locale));
  if (links.join(" ") !== pageLinks.join(" "))
    say(
      `page links without scripts [${links.join(" ")}], expected [${pageLinks.join(" ")}]`,
    );
  if (!$("footer details > summary", dom))
    say("no <details> in the footer (its sections open without scripts)");
  const main = $("main", dom);
  const mainText = main ? textContent(main) : "";
  if (mainText.trim().length < 100)
    say("<main> has almost no text in the HTML");
  if (locale === "mr") {
    const share = devanagariShare(mainText);
    if (share < MARATHI_SHARE)
      say(
        `only ${Math.round(share * 100)}% of <main>'s letters are Devanagari (at least ${MARATHI_SHARE * 100}%)`,
      );
  }
  if (page.startsWith("/branches/"))
    problems.push(
      ...branchPageFacts(dom, title, description).map((p) => `${path}: ${p}`),
    );
  if (page.startsWith("/courses/") || page === "/policies")
    problems.push(
      ...honestPageFacts(dom, page, locale).map((p) => `${path}: ${p}`),
    );
  return problems;
}

/**
 * Tutors and policies in plain sight before anyone enrols, in the HTML: a course page links to its tutors'
 * cards on the Tutors page and to the Policies page; the Policies page has its refund part.
 */
export function honestPageFacts(
  dom: ReturnType<Site["dom"]>,
  page: string,
  locale: Locale,
): string[] {
  const problems: string[] = [];
  if (page === "/policies") {
    if (!$("main section#refunds h2", dom))
      problems.push("no refund policy (main section#refunds h2)");
    return problems;
  }
  const faculty = `${localizePath("/faculty", locale)}#`;
  if (!$(`main a[href^="${faculty}"]`, dom))
    problems.push(`no link to a tutor's card (main a[href^="${faculty}"])`);
  const policies = localizePath("/policies", locale);
  if (!$(`main a[href^="${policies}"]`, dom))
    problems.push(`no link to the Policies page (main a[href^="${policies}"])`);
  return problems;
}

/**
 * A branch's page is what a search from its town lands on: a title and description that fit in
 * a search result, and, without scripts, links to call the branch and to the way there.
 */
export function branchPageFacts(
  dom: ReturnType<Site["dom"]>,
  title: string,
  description: string,
): string[] {
  const problems: string[] = [];
  if (title.length > 60)
    problems.push(`title has ${title.length} characters (at most 60)`);
  if (description.length < 50 || description.length > 160)
    problems.push(
      `meta description has ${description.length} characters (50 to 160)`,
    );
  if (!$('main a[href^="tel:"]', dom))
    problems.push('no link to call the branch (main a[href^="tel:"])');
  if (!$('main a[href^="https://www.google.com/maps/dir/"]', dom))
    problems.push("no directions link to the maps service in <main>");
  return problems;
}

export function checkPageFacts(site: Site): CheckResult {
  const problems: string[] = [];
  const contentFiles = new Set<string>();
  for (const path of site.sitemapPaths) {
    for (const other of localeCodes) {
      const same = localizePath(stripLocale(path), other);
      if (!site.sitemapPaths.includes(same))
        problems.push(`sitemap.xml lists ${path} but not ${same}`);
    }
    const file = pageFile(site, path);
    if (!file) continue; // the link check names it
    contentFiles.add(file);
    problems.push(...contentPageFacts(site, path, file));
  }
  // Every other page (My enquiries, the not-found pages, redirects, offline pages) is kept from
  // search engines; the fallbacks get their noindex when the app names the page.
  let others = 0;
  for (const file of publicPages(site).filter(
    (f) => !contentFiles.has(f) && !FALLBACKS.includes(f),
  )) {
    others++;
    const dom = site.dom(file);
    if (!meta(dom, "robots")?.includes("noindex"))
      problems.push(
        `${file}: not in the sitemap, so it must be marked noindex`,
      );
    if (!$("html", dom)?.attribs.lang)
      problems.push(`${file}: <html> without lang`);
    if (!text($("head > title", dom))) problems.push(`${file}: no <title>`);
  }
  for (const file of FALLBACKS.filter((f) => site.pages.includes(f))) {
    const dom = site.dom(file);
    if ($("html", dom)?.attribs.lang !== locales[defaultLocale].lang)
      problems.push(
        `${file}: <html lang> is not "${locales[defaultLocale].lang}"`,
      );
    if (!text($("head > title", dom))) problems.push(`${file}: no <title>`);
  }
  return {
    problems,
    figures: [
      `page facts            ${contentFiles.size} content pages (title, description, h1, canonical, hreflang, cards, page links); ${others} others noindex`,
    ],
  };
}
