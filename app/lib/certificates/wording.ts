import type { Locale } from "#app/content/locales.ts";

/*
 * The words printed on a certificate, in each language: the printable page at
 * /admin/certificate (app/certificate-print/) and the PDFs of `npm run certificates`
 * (scripts/tools/certificate-pdf.ts) both print these.
 */
export type CertificateWording = {
  lang: string;
  title: string;
  certify: string;
  completed: string;
  batch: (start: string, end: string) => string;
  grade: (grade: string) => string;
  issued: (day: string) => string;
  number: string;
  check: (address: string) => string;
};

export const certificateWording: Record<Locale, CertificateWording> = {
  en: {
    lang: "en-IN",
    title: "Certificate of Completion",
    certify: "This is to certify that",
    completed: "has successfully completed the course",
    batch: (start, end) => `in the batch held from ${start} to ${end}`,
    grade: (grade) => `with grade ${grade}`,
    issued: (day) => `Issued on ${day}`,
    number: "Certificate number",
    check: (address) =>
      `Scan the code, or type the number at ${address}, to check this certificate.`,
  },
  mr: {
    lang: "mr",
    title: "कोर्स पूर्णत्वाचे प्रमाणपत्र",
    certify: "प्रमाणित करण्यात येते की",
    completed: "यांनी हा कोर्स यशस्वीपणे पूर्ण केला आहे",
    batch: (start, end) => `बॅच: ${start} ते ${end}`,
    grade: (grade) => `ग्रेड: ${grade}`,
    issued: (day) => `दिल्याची तारीख: ${day}`,
    number: "प्रमाणपत्र क्रमांक",
    check: (address) =>
      `हे प्रमाणपत्र तपासण्यासाठी कोड स्कॅन करा, किंवा ${address} वर क्रमांक टाइप करा.`,
  },
};
