import type { AboutTexts } from "#app/i18n/messages/en/about.ts";

/* The texts of the pages about the institute, in Marathi (glossary: docs/marathi.md). */
export const about: AboutTexts = {
  /** The About Us page. */
  page: {
    title: "आमच्याविषयी",
    heading: (site) => `${site} विषयी`,
    description: (site, year) =>
      `आम्ही कोण आहोत: ${site}, ${year} पासून विद्यार्थ्यांना सॉफ्टवेअर करिअरसाठी घडवणारी संस्था.`,
  },
  /** The Learn More page: the institute's story in full. */
  learnMore: {
    title: "अधिक माहिती",
    heading: (site) => `${site} विषयी अधिक माहिती`,
    description: (site, year) =>
      `${year} मध्ये सुरू झालेल्या ${site} ची वाटचाल, ध्येय आणि शिकवण्याची पद्धत.`,
  },
  /** The facts and calls of the pages about the institute. */
  established: "स्थापना",
  centres: "शाखा",
  storyInDetail: "आमची वाटचाल सविस्तर",
  visitOrContact: "भेट द्या किंवा संपर्क करा",
  requestCall: "कॉलसाठी विनंती करा",
};
