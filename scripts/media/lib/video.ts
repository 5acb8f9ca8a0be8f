import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { Written } from "#scripts/media/lib/raster.ts";

type Clip = {
  publicDir: string;
  /** Where the clip goes, e.g. /videos/farhan-mulla.mp4. */
  file: string;
  /** Draws frame `index` of `count` as SVG. */
  frame: (index: number, count: number) => string;
  width: number;
  height: number;
  seconds: number;
  fps: number;
};

/**
 * Renders every frame and encodes them with Debian's ffmpeg as H.264 (yuv420p, the profile every
 * browser plays) with the index at the front (+faststart), so playback starts before the whole
 * file has arrived. No audio track: the clips are silent samples.
 */
export async function writeClip(clip: Clip): Promise<Written> {
  const frames = mkdtempSync(join(tmpdir(), "nimbus-clip-"));
  try {
    const count = Math.round(clip.seconds * clip.fps);
    for (let i = 0; i < count; i++) {
      await sharp(Buffer.from(clip.frame(i, count)))
        .resize(clip.width, clip.height)
        .png()
        .toFile(join(frames, `frame-${String(i).padStart(4, "0")}.png`));
    }
    const out = join(clip.publicDir, clip.file);
    mkdirSync(dirname(out), { recursive: true });
    execFileSync(
      "ffmpeg",
      [
        ...["-y", "-loglevel", "error", "-framerate", String(clip.fps)],
        ...["-i", join(frames, "frame-%04d.png")],
        ...["-c:v", "libx264", "-profile:v", "high", "-pix_fmt", "yuv420p"],
        ...["-preset", "veryslow", "-tune", "animation", "-crf", "27"],
        ...["-movflags", "+faststart", "-an", out],
      ],
      { stdio: "inherit" },
    );
    return { file: clip.file, bytes: statSync(out).size };
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}
