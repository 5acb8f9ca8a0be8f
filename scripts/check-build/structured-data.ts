// Structured data on the content pages (those in the sitemap): every JSON-LD block parses and
// names schema.org, and each kind of page has its types (the institute on the home page, the
// course and its breadcrumbs on a course page, breadcrumbs elsewhere).
import { stripLocale } from "#app/i18n/locales.ts";
import { textContent } from "domutils";
import {
  $$,
  type CheckResult,
  type Site,
  pageFile,
} from "#scripts/check-build/site.ts";

export function expectedTypes(path: string): string[] {
  const page = stripLocale(path);
  if (page === "/") return ["EducationalOrganization"];
  if (page.startsWith("/courses/")) return ["Course", "BreadcrumbList"];
  return ["BreadcrumbList"];
}

export function checkStructuredData(site: Site): CheckResult {
  const problems: string[] = [];
  let blocks = 0;
  for (const path of site.sitemapPaths) {
    const file = pageFile(site, path);
    if (!file) continue;
    const types: string[] = [];
    for (const script of $$(
      'script[type="application/ld+json"]',
      site.dom(file),
    )) {
      blocks++;
      try {
        const data = JSON.parse(textContent(script)) as {
          "@context"?: string;
          "@type"?: string;
        };
        if (data["@context"] !== "https://schema.org")
          problems.push(`${path}: JSON-LD without the schema.org @context`);
        types.push(String(data["@type"]));
      } catch {
        problems.push(`${path}: JSON-LD that does not parse`);
      }
    }
    for (const type of expectedTypes(path))
      if (!types.includes(type))
        problems.push(
          `${path}: no ${type} JSON-LD (has ${types.join(", ") || "none"})`,
        );
  }
  return {
    problems,
    figures: [
      `structured data       ${blocks} JSON-LD blocks on the content pages`,
    ],
  };
}
