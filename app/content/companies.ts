import type { Company } from "./schema";

/**
 * Employers of former students, for the 'Our Students Work In' strip. The names and logos are
 * fictional (made in scripts/media); placements.ts refers to these by `name`.
 */
export const companies = [
  {
    name: "Bluequay Data",
    logo: {
      src: "/images/companies/bluequay-data.svg",
      alt: "Bluequay Data logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Ambertrail IT Services",
    logo: {
      src: "/images/companies/ambertrail.svg",
      alt: "Ambertrail IT Services logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Tessellate Infotech",
    logo: {
      src: "/images/companies/tessellate-infotech.svg",
      alt: "Tessellate Infotech logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Lumora Analytics",
    logo: {
      src: "/images/companies/lumora-analytics.svg",
      alt: "Lumora Analytics logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Marigold Fintech",
    logo: {
      src: "/images/companies/marigold-fintech.svg",
      alt: "Marigold Fintech logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Kestrel Loop Labs",
    logo: {
      src: "/images/companies/kestrel-loop-labs.svg",
      alt: "Kestrel Loop Labs logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Orchidsoft Digital",
    logo: {
      src: "/images/companies/orchidsoft-digital.svg",
      alt: "Orchidsoft Digital logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Deccan Cloudworks",
    logo: {
      src: "/images/companies/deccan-cloudworks.svg",
      alt: "Deccan Cloudworks logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Nimbleforge Technologies",
    logo: {
      src: "/images/companies/nimbleforge.svg",
      alt: "Nimbleforge Technologies logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Sahyadri Codeworks",
    logo: {
      src: "/images/companies/sahyadri-codeworks.svg",
      alt: "Sahyadri Codeworks logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Zephyrine Software",
    logo: {
      src: "/images/companies/zephyrine-software.svg",
      alt: "Zephyrine Software logo",
      width: 200,
      height: 60,
    },
  },
  {
    name: "Quillbyte Systems",
    logo: {
      src: "/images/companies/quillbyte-systems.svg",
      alt: "Quillbyte Systems logo",
      width: 200,
      height: 60,
    },
  },
] as const satisfies readonly Company[];
