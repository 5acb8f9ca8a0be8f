/*
 * The promises no text of the site may make, in either language: India's Guidelines for
 * Prevention of Misleading Advertisement in Coaching Sector (2024) forbid claiming 100 %
 * selection or placement, or a guaranteed job. The build reads every text of every data file in
 * app/content, English and Marathi, and stops on any of these phrases, naming the file, the field
 * and the words (scripts/content/claims.ts does the reading; its tests write every case out).
 *
 * How a phrase is written:
 * - in lower case, as it is read; the check ignores capitals and extra spaces, reads Devanagari
 *   digits as digits (१०० is 100) and "100 %", "100 percent", "100 per cent", "hundred percent",
 *   "100 टक्के" and "शंभर टक्के" all as "100%";
 * - `*` ends a word that may go on: "guarantee*" is guarantee, guaranteed, guarantees;
 *   "नोकरी*" is नोकरी, नोकरीची, नोकरीच्या;
 * - `…` stands for up to three other words of the same sentence: "guarantee* … job*" is also
 *   "guarantees you a job"; words joined by a hyphen count as one ("job-ready" is not "job").
 *
 * What still passes:
 * - a sentence that denies the promise: "We do not promise a job", "नोकरीचे वचन देत नाही".
 *   English denies before the words ("not", "never", "no" up to three words earlier, or inside
 *   them: "a job is not guaranteed"); Marathi after them ("नाही", "नसते" … up to five words
 *   later, or inside), within the same part of the sentence (up to a comma, a full stop, a "?").
 * - a yes-or-no question in a list of questions and answers ("Do you guarantee a job?",
 *   "नोकरीची हमी देता का?"): it asks, and its answer is read like every other text.
 *
 * Add a phrase here when someone finds a new way to say the same thing; add its case to
 * scripts/content/claims.test.ts.
 */

/** The phrases, grouped by the promise they make (the group names it in the build's message). */
export const falsePromises = {
  "claims 100 % placement or selection": [
    "100% placement*",
    "100% selection*",
    "100% job*",
    "100% employment",
    "100% success",
    "100% result*",
    "100% नोकरी*",
    "100% प्लेसमेंट*",
    "100% निवड*",
    "100% जॉब*",
    "100% यश*",
  ],
  "promises a guaranteed or assured job": [
    "guarantee* … job*",
    "guarantee* … placement*",
    "guarantee* … selection*",
    "guarantee* … employment",
    "guarantee* … offer letter*",
    "job* … guarantee*",
    "placement* … guarantee*",
    "selection* … guarantee*",
    "gaurantee* … job*",
    "guarentee* … job*",
    "assure* … job*",
    "assure* … placement*",
    "job* … assured",
    "job assurance",
    "placement* … assured",
    "promise* … job*",
    "promise* … placement*",
    "sure-shot job*",
    "sure-shot placement*",
    "sure-shot selection*",
    "confirmed job*",
    "confirmed placement*",
    "नोकरी* … हमी",
    "नोकरी* खात्री",
    "नोकरी* वचन",
    "नोकरी* गॅरंटी",
    "हमी* … नोकरी*",
    "हमखास नोकरी*",
    "खात्रीशीर नोकरी*",
    "प्लेसमेंट* हमी",
    "प्लेसमेंट* खात्री",
    "प्लेसमेंट* गॅरंटी",
    "जॉब गॅरंटी",
    "गॅरंटीड नोकरी*",
    "गॅरंटीड जॉब*",
    "गॅरंटीड प्लेसमेंट*",
  ],
} as const satisfies Record<string, readonly string[]>;

/** Words that deny what follows them in English ("we do not promise a job"). */
export const denialsBefore = [
  "not",
  "no",
  "never",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "cannot",
  "can't",
  "without",
  "nobody",
  "neither",
  "nor",
] as const;

/** Words that deny what comes before them in Marathi ("नोकरीचे वचन देत नाही"). */
export const denialsAfter = [
  "नाही",
  "नाहीत",
  "नसते",
  "नसतो",
  "नसतात",
  "नसेल",
  "नये",
  "नसून",
] as const;

/** Denial words that deny nothing in these phrases: "not only a job guarantee", "नाही तर". */
export const notDenials = [
  "not only",
  "not just",
  "no other",
  "नाही तर",
  "नाहीतर",
] as const;

/** How a yes-or-no question starts (English) or ends (Marathi), in a list of questions. */
export const yesNoQuestions = {
  startsWith: [
    "do",
    "does",
    "did",
    "is",
    "are",
    "will",
    "would",
    "can",
    "could",
    "should",
    "shall",
  ],
  endsWith: ["का?", "काय?"],
} as const;
