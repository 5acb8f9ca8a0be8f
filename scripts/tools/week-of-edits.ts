import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/*
 * `node scripts/tools/week-of-edits.ts [content folder]`: makes in a working copy the edits a
 * week of routine staff work leaves in app/content, so that what they cost CI and the build can
 * be timed (docs/performance.md, "CI time"). Run it on a scratch clone, never on the
 * repository you commit from:
 * - eight photos uploaded from a phone (4000×3000 JPEG, with the fine detail that makes them
 *   compress badly), six as the portraits of new success stories and two as course pictures;
 * - a new batch on every course;
 * - twenty new certificates.
 * The texts are made up and marked as such; nothing here is published.
 */

const dir = process.argv[2] ?? "app/content";
const readJson = (file: string) =>
  JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<
    string,
    Record<string, unknown>
  >;
const writeJson = (file: string, value: unknown) =>
  writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);

/** A phone photo: smooth light across the frame, with grain and edges everywhere. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  const grain = randomBytes(pixels.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const light = ((x + y + seed * 97) % 1024) >> 2;
      const edge = ((x >> 5) + (y >> 5) + seed) % 3 === 0 ? 60 : 0;
      for (let c = 0; c < 3; c++)
        pixels[at + c] = Math.min(
          255,
          ((light + edge + (c * 40 + seed * 13)) % 200) + (grain[at + c]! >> 3),
        );
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const courses = [
  "java",
  "python",
  "web-design",
  "aws",
  "devops",
  "data-science",
  "fullstack-mern",
];

for (let i = 0; i < 8; i++) {
  const file = `week-photo-${i + 1}.jpg`;
  writeFileSync(join(dir, "media", file), await phonePhoto(i + 1));
  const img = {
    src: `/images/uploads/${file}`,
    alt: `Photo ${i + 1} of the week (made up)`,
  };
  if (i < 6) {
    const id = `week-story-${i + 1}`;
    writeJson(`placements/${id}.json`, {
      en: {
        id,
        studentName: `Week Student ${i + 1}`,
        img,
        course: courses[i % courses.length],
        company: "Ambertrail IT Services",
        role: "Trainee",
        ctc: "₹3.0 LPA",
        placedYear: "2026",
        note: "A made-up story for timing a week of edits.",
        batch: { start: "2026-01-05", end: "2026-03-20" },
        fee: "Paid",
        consentRecorded: "2026-11-20",
      },
      mr: {
        studentName: `आठवड्याचा विद्यार्थी ${i + 1}`,
        img: { alt: `आठवड्याचा फोटो ${i + 1}` },
        role: "ट्रेनी",
        note: "आठवड्याच्या बदलांचे मोजमाप करण्यासाठी रचलेली गोष्ट.",
      },
    });
  } else {
    const course = readJson(`courses/${courses[i - 6]}.json`);
    course.en!.image = img;
    course.mr!.image = { alt: `आठवड्याचा फोटो ${i + 1}` };
    writeJson(`courses/${courses[i - 6]}.json`, course);
  }
}

for (const [n, id] of courses.entries()) {
  const course = readJson(`courses/${id}.json`);
  const batches = course.en!.batches as Record<string, unknown>[];
  batches.push({
    start: `2027-0${(n % 5) + 3}-1${n}`,
    mode: "Online",
    seats: 20,
    time: "19:00-21:00",
    language: "English",
  });
  writeJson(`courses/${id}.json`, course);
}

for (let i = 0; i < 20; i++) {
  const part = () => randomBytes(4).toString("hex").toUpperCase();
  const number = `NCI-2026-${part()}-${part()}`;
  writeJson(`certificates/${number}.json`, {
    en: {
      number,
      name: `Week Graduate ${i + 1}`,
      course: courses[i % courses.length],
      start: "2026-06-15",
      end: "2026-08-07",
      issued: "2026-11-2" + (i % 7),
      grade: "A",
    },
    mr: {},
  });
}
console.log(
  `week-of-edits: 8 photos, 6 stories, ${courses.length} batches, 20 certificates in ${dir}`,
);
