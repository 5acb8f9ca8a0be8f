/** A branch of the institute: the town shows in headings and lists, the rest on cards and maps. */
export type Branch = {
  /** Stable key used in form values and React keys. */
  id: string;
  town: string;
  address: string;
  /** What the maps service is asked to show for this branch. */
  mapQuery: string;
};

export type SocialLink = {
  name: "Facebook" | "Instagram" | "YouTube" | "LinkedIn" | "X";
  href: string;
};

export type SiteConfig = {
  name: string;
  shortName: string;
  /** Second line of the logo, under the short name. */
  logoSubtitle: string;
  /** Public origin of the deployed site, without a trailing slash. */
  url: string;
  description: string;
  foundedYear: number;
  /** Browser UI colour (theme-color, web manifest). */
  themeColor: string;
  /** Display form of the phone number, e.g. "+91 98765 43210". */
  phone: string;
  email: string;
  branches: readonly [Branch, Branch];
  hrAddress: string;
  social: readonly SocialLink[];
};

/**
 * The one home of the institute's details. Every page, the footer, structured data and
 * the brochure read them from here; change a town here and it changes everywhere.
 */
export const siteConfig = {
  name: "Nimbus Computer Institute",
  shortName: "Nimbus",
  logoSubtitle: "Computer Institute",
  url: "https://www.nimbus-institute.example.com",
  description:
    "Job-oriented software and computer training in Kolhapur and Sangli: Java, Python, data science, web design, cloud and more, with 80% practical classes and placement support.",
  foundedYear: 2011,
  themeColor: "#b91c1c",
  phone: "+91 98765 43210",
  email: "admissions@nimbus-institute.example.com",
  branches: [
    {
      id: "kolhapur",
      town: "Kolhapur",
      address:
        "2nd Floor, Shivaji Complex, Rajarampuri 5th Lane, Kolhapur, Maharashtra 416008",
      mapQuery: "Rajarampuri, Kolhapur, Maharashtra 416008",
    },
    {
      id: "sangli",
      town: "Sangli",
      address:
        "101 Vishrambag Plaza, Near Vishrambag Chowk, Sangli, Maharashtra 416415",
      mapQuery: "Vishrambag, Sangli, Maharashtra 416415",
    },
  ],
  hrAddress:
    "HR & Placement Cell, Shivaji Complex, Rajarampuri 5th Lane, Kolhapur 416008",
  social: [
    {
      name: "Facebook",
      href: "https://www.facebook.com/nimbus.institute.example",
    },
    {
      name: "Instagram",
      href: "https://www.instagram.com/nimbus.institute.example",
    },
    {
      name: "YouTube",
      href: "https://www.youtube.com/@nimbus-institute-example",
    },
    {
      name: "LinkedIn",
      href: "https://www.linkedin.com/company/nimbus-institute-example",
    },
  ],
} as const satisfies SiteConfig;

/** Digits only, with the country code, as messaging and tel: links want it. */
export const phoneDigits = siteConfig.phone.replace(/\D/g, "");

/** "Kolhapur & Sangli" */
export const branchTowns = siteConfig.branches.map((b) => b.town).join(" & ");
