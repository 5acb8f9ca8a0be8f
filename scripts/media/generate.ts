/*
 * Makes every picture and video clip the site uses, from the content itself: each image object
 * in app/content names a file, and this script draws that file. Run it after adding a course,
 * a student, a tutor or a company:   npm run media
 * The outputs are committed; builds and CI do not run this (they need no ffmpeg).
 */
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { siteConfig } from "#app/config/site.ts";
import type { ImageAsset } from "#app/content/schemas/image.ts";
import type * as Load from "#scripts/content/load.ts";
import {
  appIconSvg,
  faviconSvg,
  ogImageSvg,
} from "#scripts/media/art/brand.ts";
import { cardSvg } from "#scripts/media/art/cards.ts";
import { courseSvg } from "#scripts/media/art/courses.ts";
import { labSvg, placementSvg, trainerSvg } from "#scripts/media/art/hero.ts";
import { logoSvg } from "#scripts/media/art/logos.ts";
import {
  placeholderPortraitSvg,
  portraitSvg,
} from "#scripts/media/art/people.ts";
import {
  defaultPosterSvg,
  posterScene,
  posterSvg,
} from "#scripts/media/art/posters.ts";
import {
  MAX_IMAGE_BYTES,
  renderSvg,
  writePng,
  writeResponsive,
  type Written,
} from "#scripts/media/lib/raster.ts";
import { writeClip } from "#scripts/media/lib/video.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const publicDir = join(root, "public");
/** The sample clips together stay under this, so that a clone stays small. */
const MAX_VIDEO_BYTES_TOTAL = 1024 * 1024;

// Loaded through Vite, which resolves the app's modules as the build does. The pictures must
// exist already (it reads their widths from the files); it redraws them.
const { module: load } = await runnerImport<typeof Load>(
  join(root, "scripts/content/load.ts"),
  { root, configFile: false, logLevel: "error" },
);
const { content } = load.requireContent(load.contentFolders(root));

const written: Written[] = [];
const stem = (image: ImageAsset) =>
  basename(image.src)
    .replace(/-\d+\.webp$/, "")
    .replace(/\.svg$/, "");

async function raster(svg: string, image: ImageAsset) {
  if (!image.widths) throw new Error(`${image.src} is not a raster picture`);
  written.push(
    ...(await writeResponsive(svg, {
      publicDir,
      ...image,
      widths: image.widths,
    })),
  );
}

function vector(svg: string, image: ImageAsset) {
  const path = join(publicDir, image.src);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${svg}\n`);
  written.push({ file: image.src, bytes: statSync(path).size });
}

/** What the students say in the sample clips, a few words typed out under their name. */
const clipWords: Record<string, string> = {
  "aditya-kumbhojkar": "Real datasets, from the very first week.",
  "farhan-mulla": "Five apps on GitHub before my interview.",
  "kiran-bhise": "Practical classes made all the difference.",
};

console.log("Courses and testimonials…");
for (const course of content.courses) {
  await raster(courseSvg(course.slug), course.image);
  for (const t of course.testimonials) await raster(portraitSvg(t.name), t.img);
}
await raster(
  placeholderPortraitSvg(),
  content.defaults.placeholderTestimonial.img,
);

console.log("Tutors…");
for (const tutor of content.faculty)
  await raster(portraitSvg(tutor.name), tutor.photo);

console.log("Placements and companies…");
for (const p of content.placements)
  await raster(portraitSvg(p.studentName), p.img);
for (const company of content.companies)
  vector(
    logoSvg(
      stem(company.logo),
      company.name,
      company.logo.width,
      company.logo.height,
    ),
    company.logo,
  );

console.log("Popular course cards…");
for (const [index, card] of content.popularCourses.entries())
  await raster(cardSvg(stem(card.image), index), card.image);

console.log("Hero slides…");
const heroArt: Record<string, () => string> = {
  "computer-lab": labSvg,
  "trainer-session": trainerSvg,
  "placement-success": placementSvg,
};
for (const slide of content.home.hero.slides) {
  const draw = heroArt[stem(slide)];
  if (!draw)
    throw new Error(
      `No artwork for hero slide ${slide.src}: add it to heroArt in ${relative(root, fileURLToPath(import.meta.url))}`,
    );
  await raster(draw(), slide);
}

console.log("Video posters and clips…");
await raster(defaultPosterSvg(), content.defaults.defaultPoster);
for (const video of content.videoTestimonials) {
  await raster(posterSvg(video.name, video.role), video.poster);
  if (video.videoType !== "mp4") continue;
  const words = (
    clipWords[video.id] ?? "Practical classes made all the difference."
  ).split(" ");
  written.push(
    await writeClip({
      publicDir,
      file: video.videoUrl,
      width: 640,
      height: 360,
      seconds: 4,
      fps: 24,
      frame: (i, count) => {
        const t = i / 24;
        const speaking = t < 3.4;
        return posterScene({
          name: video.name,
          role: video.role,
          bob: Math.sin(t * Math.PI * 1.4) * 4,
          expression:
            speaking && Math.floor(t * 7) % 2 === 0 ? "open" : "smile",
          caption: words
            .slice(0, Math.min(words.length, 1 + Math.floor(t / 0.4)))
            .join(" "),
          progress: (i + 1) / count,
        });
      },
    }),
  );
}

console.log("Favicon, app icons and the social image…");
writeFileSync(join(publicDir, "favicon.svg"), faviconSvg());
written.push({
  file: "/favicon.svg",
  bytes: statSync(join(publicDir, "favicon.svg")).size,
});
// The institute's logo in its structured data: Google wants a raster image of at least
// 112 × 112 px (app/lib/structured-data.ts; scripts/check-build/structured-data.ts checks it).
written.push(await writePng(faviconSvg(), publicDir, "logo.png", 256, 256));
written.push(
  await writePng(appIconSvg(true), publicDir, "apple-touch-icon.png", 180, 180),
);
written.push(
  await writePng(appIconSvg(false), publicDir, "icons/icon-192.png", 192, 192),
);
written.push(
  await writePng(appIconSvg(false), publicDir, "icons/icon-512.png", 512, 512),
);
written.push(
  await writePng(
    appIconSvg(true),
    publicDir,
    "icons/icon-maskable-512.png",
    512,
    512,
  ),
);
written.push(
  await writePng(ogImageSvg(siteConfig), publicDir, "og-image.png", 1200, 630),
);
const icoParts = mkdtempSync(join(tmpdir(), "nimbus-ico-"));
try {
  const sizes = [16, 32, 48];
  for (const size of sizes)
    writeFileSync(
      join(icoParts, `${size}.png`),
      await renderSvg(appIconSvg(false), size, size),
    );
  // ImageMagick packs the three sizes into one .ico, for browsers that ask for /favicon.ico.
  execFileSync("convert", [
    ...sizes.map((s) => join(icoParts, `${s}.png`)),
    join(publicDir, "favicon.ico"),
  ]);
  written.push({
    file: "/favicon.ico",
    bytes: statSync(join(publicDir, "favicon.ico")).size,
  });
} finally {
  rmSync(icoParts, { recursive: true, force: true });
}

// ---------------------------------------------------------------- report
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const images = written.filter((w) => !w.file.endsWith(".mp4"));
const videos = written.filter((w) => w.file.endsWith(".mp4"));
const tooBig = images.filter((w) => w.bytes > MAX_IMAGE_BYTES);
const videoTotal = videos.reduce((sum, w) => sum + w.bytes, 0);
const largest = [...images].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
console.log(
  `\n${images.length} image files, ${kb(images.reduce((s, w) => s + w.bytes, 0))} in all; largest:`,
);
for (const w of largest) console.log(`  ${kb(w.bytes).padStart(9)}  ${w.file}`);
console.log(
  `${videos.length} clips, ${kb(videoTotal)} in all: ${videos.map((v) => `${v.file} ${kb(v.bytes)}`).join(", ")}`,
);

// Files in the generated folders that no content refers to any more (after a rename).
const referenced = new Set(written.map((w) => w.file));
const listFiles = (dir: string): string[] =>
  readdirSync(join(publicDir, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(`${dir}/${e.name}`) : [`/${dir}/${e.name}`],
  );
const stale = ["images", "videos"]
  .flatMap(listFiles)
  .filter((f) => !referenced.has(f));
if (stale.length)
  console.warn(
    `\nNot referenced by any content (delete them if they are leftovers):\n  ${stale.join("\n  ")}`,
  );

const check = load.loadContent(load.contentFolders(root));
if (!check.ok) console.error(`\n${load.formatContentReport(check.issues)}`);
if (tooBig.length)
  console.error(
    `\nOver ${kb(MAX_IMAGE_BYTES)}: ${tooBig.map((w) => w.file).join(", ")}`,
  );
if (videoTotal > MAX_VIDEO_BYTES_TOTAL)
  console.error(`\nThe clips together pass ${kb(MAX_VIDEO_BYTES_TOTAL)}.`);
if (!check.ok || tooBig.length || videoTotal > MAX_VIDEO_BYTES_TOTAL)
  process.exit(1);
console.log("\nAll media written and checked.");
