import type { Messages } from "#app/i18n/messages/en.ts";

/* Page titles, descriptions and headings of the routes, in Marathi. */
export const routes: Messages["routes"] = {
  towns: (towns) => towns.join(" आणि "),
  home: {
    crumb: "मुख्यपृष्ठ",
    readMore: "अधिक वाचा",
    readMoreAbout: (site) => ` (${site} विषयी)`,
    title: (towns) => `${towns} येथे Java, Python व IT कोर्सेस`,
  },
  notFound: {
    title: "पान सापडले नाही",
    description:
      "या पत्त्यावर कोणतेही पान नाही. आमचे कोर्सेस, बॅचेस आणि संपर्क इथून शोधा.",
    intro:
      "तुम्ही शोधत असलेले पान आम्हाला सापडले नाही. ते हलवले गेले असेल, किंवा पत्त्यात टायपिंगची चूक असेल.",
    home: "मुख्यपृष्ठावर जा",
    courses: "सर्व कोर्सेस पाहा",
  },
  error: {
    loading: "लोड होत आहे…",
    title: "काहीतरी चुकले",
    notHere: "तुम्ही मागितलेले पान इथे नाही.",
    detail: "हे पान दाखवता आले नाही. कृपया पुन्हा प्रयत्न करा, किंवा आम्हाला कॉल करा.",
    reach: (phone, email) => `${phone} वर कॉल करा किंवा ${email} वर लिहा.`,
  },
};
