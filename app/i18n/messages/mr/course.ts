import type { CourseGroup, StoryFee } from "#app/content/vocabulary.ts";
import type { Messages } from "#app/i18n/messages/en.ts";

/**
 * The catalogue groups (app/content/vocabulary.ts), as a Marathi page shows them: keyed by the
 * vocabulary's type, so a group added there fails the type check until it is translated.
 */
const groups: Readonly<Record<CourseGroup, string>> = {
  Programming: "प्रोग्रामिंग",
  "Web & App Development": "वेब आणि अ‍ॅप डेव्हलपमेंट",
  "Data & AI": "डेटा आणि AI",
  "Cloud & Infrastructure": "क्लाउड आणि इन्फ्रास्ट्रक्चर",
  "Design & Marketing": "डिझाइन आणि मार्केटिंग",
  "Office & Analytics": "ऑफिस आणि अ‍ॅनालिटिक्स",
};

/** What a success story's student paid (glossary: docs/marathi.md). */
const storyFees: Readonly<Record<StoryFee, string>> = {
  Paid: "सशुल्क",
  Free: "मोफत",
  Scholarship: "शिष्यवृत्ती",
};

/** "2.5 months" → "2.5 महिने", "1 week" → "1 आठवडा"; anything else as given. */
function duration(value: string): string {
  const m = /^(\d+(?:\.\d+)?) (week|month)s?$/.exec(value);
  if (!m) return value;
  const one = m[1] === "1";
  const unit =
    m[2] === "week" ? (one ? "आठवडा" : "आठवडे") : one ? "महिना" : "महिने";
  return `${m[1]} ${unit}`;
}

/* The course texts in Marathi (glossary: docs/marathi.md). */
export const course: Messages["course"] = {
  durationLabel: duration,
  storyFee: (fee) => storyFees[fee],
  groupName: (group) => groups[group],

  catalogue: {
    viewDetails: "कोर्सची माहिती पाहा",
    viewDetailsFor: (course) => ` (${course})`,
    comingSoon: "या कोर्सची सविस्तर माहिती लवकरच येत आहे.",
    enquireAbout: (course) => `${course} बद्दल चौकशी करा`,
  },

  videos: {
    play: (name) => `${name} यांचा व्हिडिओ सुरू करा`,
    frameTitle: (name) => `${name} यांचा व्हिडिओ अनुभव`,
    openOn: (platform) => `${platform} वर पाहा`,
    unsupported: "तुमच्या ब्राउझरमध्ये हा व्हिडिओ चालू शकत नाही.",
  },
};
