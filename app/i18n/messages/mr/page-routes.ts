import type { PageRouteTexts } from "#app/i18n/messages/en/page-routes.ts";

/* The titles, descriptions and headings of the pages other than the home page, in Marathi. */
export const pageRoutes: PageRouteTexts = {
  contact: {
    title: "संपर्क",
    description: (towns, phone, email) =>
      `${towns} येथील शाखेत भेट द्या, ${phone} वर कॉल करा किंवा ${email} वर लिहा.`,
  },
  courses: {
    title: "सर्व कोर्सेस",
    crumb: "कोर्सेस",
    searchTitle: (towns) => `कोर्सेस: ${towns}`,
    description: (count, towns) =>
      `आमच्या ${towns} शाखांमध्ये शिकवले जाणारे सर्व ${count} सॉफ्टवेअर आणि कॉम्प्युटर कोर्सेस: Java, Python पासून क्लाउड, डिझाइन आणि ऑफिस कौशल्यांपर्यंत.`,
  },
  course: {
    overview: "कोर्सची ओळख",
    batches: "आगामी बॅचेस",
    batchesCaption: (course) => `${course} च्या आगामी बॅचेस`,
    testimonials: (course) => `${course}: विद्यार्थ्यांचे अनुभव`,
    stories: (course) => `${course} च्या विद्यार्थ्यांचे अनुभव`,
    curriculum: "अभ्यासक्रम",
    shareImageAlt: (course, site, towns) =>
      `${course}: ${site}, ${towns} येथील कोर्स`,
  },
  myEnquiries: {
    title: "माझ्या चौकश्या",
    description:
      "या डिव्हाइसवरून तुम्ही पाठवलेल्या कोर्सच्या चौकश्या. त्या फक्त इथेच, याच ब्राउझरमध्ये ठेवल्या जातात.",
  },
};
