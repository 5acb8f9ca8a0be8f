// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  branchPageFacts,
  checkPageFacts,
  devanagariShare,
  honestPageFacts,
} from "#scripts/check-build/page-facts.ts";
import { ORIGIN, siteOf, sitemap } from "#scripts/check-build/test-site.ts";

type Parts = {
  lang: string;
  title: string;
  description: string;
  canonical: string;
  alternates: string;
  cards: string;
  switch: string;
  pageLinks: string;
  main: string;
  footer: string;
};

const ENGLISH_TEXT =
  "Java Full Stack Development: six months of hands-on training with projects, mock interviews and placement support.";
const MARATHI_TEXT =
  "जावा फुल स्टॅक डेव्हलपमेंट: प्रकल्प, सराव मुलाखती आणि नोकरीसाठी मदतीसह सहा महिन्यांचे प्रत्यक्ष प्रशिक्षण. जावा फुल स्टॅक डेव्हलपमेंट.";

/** The About page in English, as the build writes it; `parts` replaces any piece. */
function about(parts: Partial<Parts> = {}): string {
  const p: Parts = {
    lang: "en-IN",
    title: "About Us | Nimbus",
    description: "Who we are and how we train our students.",
    canonical: `${ORIGIN}/about`,
    alternates: `<link rel="alternate" hrefLang="en" href="${ORIGIN}/about"/><link rel="alternate" hrefLang="mr" href="${ORIGIN}/mr/about"/><link rel="alternate" hrefLang="x-default" href="${ORIGIN}/about"/>`,
    cards: `<meta property="og:type" content="website"/><meta property="og:title" content="About Us | Nimbus"/><meta property="og:description" content="Who we are and how we train our students."/><meta property="og:url" content="${ORIGIN}/about"/><meta property="og:image" content="${ORIGIN}/og-image.png"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:title" content="About Us | Nimbus"/><meta name="twitter:description" content="Who we are and how we train our students."/><meta name="twitter:image" content="${ORIGIN}/og-image.png"/>`,
    switch: `<a hrefLang="mr" href="/mr/about">मराठी</a>`,
    pageLinks: ["/", "/courses", "/about", "/placements", "/contact"]
      .map((href) => `<li><a href="${href}">x</a></li>`)
      .join(""),
    main: `<h1>About Us</h1><p>${ENGLISH_TEXT}</p>`,
    footer: `<details><summary><h2>Quick Links</h2></summary><a href="/">Home</a></details>`,
    ...parts,
  };
  return `<!DOCTYPE html><html lang="${p.lang}"><head><title>${p.title}</title><meta name="description" content="${p.description}"/><link rel="canonical" href="${p.canonical}"/>${p.alternates}${p.cards}</head><body><header>${p.switch}<a href="#page-links" aria-label="Open menu"></a><nav id="page-links" aria-label="Pages"><ul>${p.pageLinks}</ul></nav></header><main>${p.main}</main><footer>${p.footer}</footer></body></html>`;
}

const base = {
  "og-image.png": "",
  // The Marathi page is left out of most builds here: the link check names a missing page.
  "sitemap.xml": sitemap("/about", "/mr/about"),
};

describe("page facts", () => {
  it("passes a page with its title, description, heading, addresses, cards and scripts-off links", () => {
    expect(
      checkPageFacts(siteOf({ ...base, "about/index.html": about() })),
    ).toEqual({
      problems: [],
      figures: [
        "page facts            1 content pages (title, description, h1, canonical, hreflang, cards, page links); 0 others noindex",
      ],
    });
  });

  it("names each missing or wrong fact of a content page", () => {
    const html = about({
      lang: "en",
      title: "",
      description: "Too short",
      canonical: `${ORIGIN}/about/`,
      alternates: `<link rel="alternate" hrefLang="en" href="${ORIGIN}/about"/>`,
      cards: `<meta property="og:title" content="Another title"/><meta property="og:image" content="https://cdn.example/og.png"/>`,
      switch: `<a hrefLang="mr" href="/mr">मराठी</a>`,
      pageLinks: `<li><a href="/">x</a></li>`,
      main: `<h1>About</h1><h1>Us</h1>`,
      footer: "<p>Quick Links</p>",
    });
    expect(
      checkPageFacts(siteOf({ ...base, "about/index.html": html })).problems,
    ).toEqual([
      '/about: <html lang="en">, expected "en-IN"',
      "/about: 1 <title> with text, expected 1",
      '/about: meta description "Too short" is shorter than 20 characters',
      "/about: 2 <h1> with text, expected 1",
      `/about: canonical ${ORIGIN}/about/, expected ${ORIGIN}/about`,
      `/about: hreflang alternates [en ${ORIGIN}/about], expected [en ${ORIGIN}/about, mr ${ORIGIN}/mr/about, x-default ${ORIGIN}/about]`,
      '/about: no link to the same page in मराठी (a[hreflang="mr"][href="/mr/about"])',
      '/about: og:title "Another title", expected ""',
      "/about: no og:description",
      "/about: no og:url",
      "/about: no og:type",
      "/about: no twitter:card",
      "/about: no twitter:title",
      "/about: no twitter:description",
      "/about: no twitter:image",
      "/about: og:image https://cdn.example/og.png is not a file of this site",
      "/about: page links without scripts [/], expected [/ /courses /about /placements /contact]",
      "/about: no <details> in the footer (its sections open without scripts)",
      "/about: <main> has almost no text in the HTML",
    ]);
  });

  it("checks a Marathi page's language, addresses and that its text is Marathi", () => {
    const marathi = (text: string) =>
      about({
        lang: "mr",
        title: "आमच्याविषयी | Nimbus",
        description: "आम्ही कोण आहोत आणि प्रशिक्षण कसे देतो.",
        canonical: `${ORIGIN}/mr/about`,
        cards: about()
          .match(/<meta property="og:type".*twitter:image"[^>]*>/)![0]
          .replaceAll("About Us | Nimbus", "आमच्याविषयी | Nimbus")
          .replaceAll(
            "Who we are and how we train our students.",
            "आम्ही कोण आहोत आणि प्रशिक्षण कसे देतो.",
          )
          .replace(`${ORIGIN}/about`, `${ORIGIN}/mr/about`),
        switch: `<a hrefLang="en" href="/about">English</a>`,
        pageLinks: [
          "/mr",
          "/mr/courses",
          "/mr/about",
          "/mr/placements",
          "/mr/contact",
        ]
          .map((href) => `<li><a href="${href}">x</a></li>`)
          .join(""),
        main: `<h1>आमच्याविषयी</h1><p>${text}</p>`,
      });
    const site = (text: string) =>
      siteOf({
        ...base,
        "mr/about/index.html": marathi(text),
      });
    expect(checkPageFacts(site(MARATHI_TEXT)).problems).toEqual([]);
    expect(checkPageFacts(site(ENGLISH_TEXT)).problems).toEqual([
      "/mr/about: only 10% of <main>'s letters are Devanagari (at least 60%)",
    ]);
  });

  it("requires noindex on every page the sitemap leaves out, and a language and title on the fallbacks", () => {
    const site = siteOf({
      ...base,
      "about/index.html": about(),
      "my-enquiries/index.html": `<!doctype html><html lang="en-IN"><head><title>My Enquiries</title><meta name="robots" content="noindex"/></head></html>`,
      "mr/404/index.html": `<!doctype html><html><head></head></html>`,
      "404.html": `<!doctype html><html lang="en"><head><title>Nimbus</title></head></html>`,
      "admin/index.html": `<!doctype html><html><head></head></html>`,
    });
    expect(checkPageFacts(site).problems).toEqual([
      "mr/404/index.html: not in the sitemap, so it must be marked noindex",
      "mr/404/index.html: <html> without lang",
      "mr/404/index.html: no <title>",
      '404.html: <html lang> is not "en-IN"',
    ]);
  });

  it("requires every page of the sitemap in every language", () => {
    const site = siteOf({
      "og-image.png": "",
      "sitemap.xml": sitemap("/about", "/mr/contact"),
    });
    expect(checkPageFacts(site).problems).toEqual([
      "sitemap.xml lists /about but not /mr/about",
      "sitemap.xml lists /mr/contact but not /contact",
    ]);
  });

  it("expects the home page and the catalogue to name every town in a title and description that fit", () => {
    const organization = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"EducationalOrganization","location":[{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Kolhapur"}},{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Sangli"}}]}</script>`;
    /** The About page moved to `path`, with this title and description. */
    const at = (path: string, title: string, description: string) =>
      about({
        title,
        description,
        cards: about()
          .match(/<meta property="og:type".*twitter:image"[^>]*>/)![0]
          .replaceAll("About Us | Nimbus", title)
          .replaceAll("Who we are and how we train our students.", description),
      })
        .replaceAll(`${ORIGIN}/about`, `${ORIGIN}${path}`)
        .replaceAll("/mr/about", path === "/" ? "/mr" : `/mr${path}`);
    const site = (home: [string, string], courses: [string, string]) =>
      siteOf({
        "og-image.png": "",
        "sitemap.xml": sitemap("/", "/mr", "/courses", "/mr/courses"),
        "index.html": at("/", ...home).replace(
          "</head>",
          `${organization}</head>`,
        ),
        "courses/index.html": at("/courses", ...courses),
      });
    expect(
      checkPageFacts(
        site(
          [
            "Java, Python & IT Courses in Kolhapur & Sangli | Nimbus",
            "Job-oriented computer courses in Kolhapur & Sangli: Java, Python, data science, web design and cloud.",
          ],
          [
            "Courses in Kolhapur & Sangli | Nimbus Computer Institute",
            "All 26 software and computer courses taught at our Kolhapur & Sangli branches.",
          ],
        ),
      ).problems,
    ).toEqual([]);
    expect(
      checkPageFacts(
        site(
          [
            "Nimbus Computer Institute",
            "Job-oriented software and computer training in Kolhapur and Sangli: Java, Python, data science, web design, cloud and more, with 80% practical classes and placement support.",
          ],
          [
            "All Software and Computer Courses in Kolhapur | Nimbus Computer Institute",
            "All our courses, in one place.",
          ],
        ),
      ).problems,
    ).toEqual([
      "/: description is 173 characters, expected 50 to 160",
      '/: title "Nimbus Computer Institute" does not name Kolhapur',
      '/: title "Nimbus Computer Institute" does not name Sangli',
      '/courses: title "All Software and Computer Courses in Kolhapur | Nimbus Computer Institute" is longer than 60 characters',
      "/courses: description is 30 characters, expected 50 to 160",
      "/courses: description does not name Kolhapur",
      '/courses: title "All Software and Computer Courses in Kolhapur | Nimbus Computer Institute" does not name Sangli',
      "/courses: description does not name Sangli",
    ]);
  });

  it("measures the share of Devanagari letters, leaving out digits and signs", () => {
    expect(devanagariShare("जावा Java 2026!")).toBe(0.5);
    expect(devanagariShare("123 – ?")).toBe(0);
  });
});

describe("branch page facts", () => {
  const dom = (main: string) =>
    siteOf({
      "index.html": `<!DOCTYPE html><html><body><main>${main}</main></body></html>`,
    }).dom("index.html");
  const links =
    '<a href="tel:+919876543211">Call</a><a href="https://www.google.com/maps/dir/?api=1&amp;destination=Kolhapur">Get directions</a>';

  it("passes a title and description that fit a search result, with call and directions links", () => {
    expect(
      branchPageFacts(
        dom(links),
        "Computer classes in Kolhapur | Nimbus Computer Institute",
        "Our Kolhapur branch: address, opening hours, phone and directions.",
      ),
    ).toEqual([]);
  });

  it("names a long title, a short description and missing links", () => {
    expect(
      branchPageFacts(
        dom("<p>No links</p>"),
        "Computer classes in Kolhapur and everywhere | Nimbus Computer Institute",
        "Our Kolhapur branch.",
      ),
    ).toEqual([
      "title has 71 characters (at most 60)",
      "meta description has 20 characters (50 to 160)",
      'no link to call the branch (main a[href^="tel:"])',
      "no directions link to the maps service in <main>",
    ]);
  });

  it("expects a course page to link to its tutors and the policies, and the Policies page to hold its refund part", () => {
    const dom = (main: string) =>
      siteOf({
        "index.html": `<!DOCTYPE html><html><body><main>${main}</main></body></html>`,
      }).dom("index.html");
    expect(
      honestPageFacts(
        dom(
          '<a href="/mr/faculty#rohan-patil">रोहन पाटील</a><a href="/mr/policies#fees">फी</a>',
        ),
        "/courses/devops",
        "mr",
      ),
    ).toEqual([]);
    expect(
      honestPageFacts(
        dom('<a href="/faculty">Tutors</a><a href="/mr/policies">Policies</a>'),
        "/courses/devops",
        "en",
      ),
    ).toEqual([
      'no link to a tutor\'s card (main a[href^="/faculty#"])',
      'no link to the Policies page (main a[href^="/policies"])',
    ]);
    expect(
      honestPageFacts(
        dom('<section id="refunds"><h2>Refunds</h2></section>'),
        "/policies",
        "en",
      ),
    ).toEqual([]);
    expect(
      honestPageFacts(
        dom('<section id="fees"><h2>Fees</h2></section>'),
        "/policies",
        "en",
      ),
    ).toEqual(["no refund policy (main section#refunds h2)"]);
  });
});
