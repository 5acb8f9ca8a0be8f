import type { SiteConfig } from "#app/content/schemas/site.ts";
// Relative, with the JSON attribute: build steps running on plain Node import this file too.
import site from "#app/content/site.json" with { type: "json" };

/**
 * The one home of the institute's details, edited as app/content/site.json (checked against
 * `siteSchema` by the build, hence the cast). Every page, the footer, structured data and the brochure read them
 * from here; change a town there and it changes everywhere.
 */
export const siteConfig = site.en as unknown as SiteConfig;
