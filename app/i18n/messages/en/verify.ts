import type { Widen } from "#app/i18n/messages/en.ts";

/*
 * The certificate check (/verify), in English. Not in the language packs: only the verify page
 * loads these texts (app/i18n/verify-texts.ts).
 */
export const verify = {
  title: "Check a certificate",
  description: (site: string) =>
    `Check that a certificate from ${site} is genuine: scan its QR code or type its number.`,
  intro:
    "Scan the QR code printed on the certificate with your phone's camera: it opens this page, which checks the institute's signature right here on your phone, even without a connection. Or type the certificate's number below.",
  noScript:
    "Checking a certificate needs JavaScript: turn it on in your browser and open this page again.",
  idle: "No certificate checked yet.",
  checking: "Checking the certificate…",
  genuine: "Genuine",
  genuineLead: (site: string) => `This certificate was issued by ${site}.`,
  revoked: "Revoked",
  revokedLead: (site: string) =>
    `${site} issued this certificate, then withdrew it. It is no longer valid.`,
  revokedOn: (day: string, reason: string) => `Revoked on ${day}: ${reason}`,
  revokedOffline: "The reason is shown when you check it with a connection.",
  notIssued: "Not issued by this institute",
  notIssuedLead: (site: string) =>
    `This code was not signed by ${site}: the certificate has been changed, or it is not ours. Do not rely on what it says.`,
  unsigned: "Not signed",
  unsignedLead: (site: string) =>
    `This certificate carries no signature: it was printed from a copy of the site built without the institute's signing key, so nothing here can prove it. Ask ${site} to confirm it.`,
  unknownLead: (site: string, number: string) =>
    `No certificate of ${site} has the number ${number}. Check the number on the certificate and try again.`,
  notANumber: (typed: string) =>
    `"${typed}" is not a certificate number. Numbers look like NCI-2026-7A3F09BC-1D2E88F0.`,
  offlineLookup:
    "You are offline. Looking a number up needs a connection; scanning the certificate's QR code works without one.",
  name: "Name",
  course: "Course",
  batch: "Batch",
  batchDates: (start: string, end: string) => `${start} to ${end}`,
  issued: "Issued on",
  grade: "Grade",
  number: "Certificate number",
  online: "Checked against the institute's records just now.",
  unsignedOnline:
    "It matches the institute's records for this number, checked just now.",
  noRecord:
    "The signature is the institute's. Its online record of this certificate has been removed (a student may ask for that).",
  offline: (day: string) =>
    `Checked on this phone without a connection, against the certificates revoked as of ${day}.`,
  offlineNoList:
    "Checked on this phone without a connection. This phone does not know of any revoked certificates yet: check again with a connection to be sure.",
  form: "Check a number",
  numberLabel: "Certificate number",
  numberHint: "As printed under the QR code, e.g. NCI-2026-7A3F09BC-1D2E88F0.",
  check: "Check",
};

export type VerifyTexts = Widen<typeof verify>;
