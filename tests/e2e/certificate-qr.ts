import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import { FIXTURE_BUILD_DIR, fixtureEnv } from "#tests/fixtures/settings.ts";

/*
 * A certificate as a person holds it: printed by `npm run certificates` from the build under
 * test, its first page rendered to pixels by poppler's pdftoppm, and its QR code read back by
 * jsQR, a QR decoder that knows nothing of how the code was made.
 */

/** The build under the e2e suite: the fixture build, or PREVIEW_ROOT's. */
const E2E_BUILD = dirname(
  resolve(process.env.PREVIEW_ROOT ?? `${FIXTURE_BUILD_DIR}/client`),
);

/** A build to print from: its folder (holding client/) and the environment it was built in. */
export type PrintedFrom = { build: string; env: Record<string, string> };

/** The text of the QR code in a picture (PNG, any size), or null when none is found. */
export async function readQr(png: Buffer | string): Promise<string | null> {
  const { data, info } = await sharp(png)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
  );
}

/**
 * The address in the QR code of a certificate's printed PDF (its English page, at 100 dpi),
 * printed from the e2e suite's build unless `from` names another (the host suites': build/).
 */
export async function printedQrAddress(
  number: string,
  from: PrintedFrom = { build: E2E_BUILD, env: fixtureEnv },
): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), "certificate-"));
  try {
    const made = spawnSync(
      process.execPath,
      ["scripts/tools/certificates.ts", number, "--out", out],
      {
        encoding: "utf8",
        env: { ...process.env, ...from.env, BUILD_DIR: resolve(from.build) },
      },
    );
    if (made.status !== 0)
      throw new Error(`npm run certificates: ${made.stderr}`);
    const rendered = spawnSync(
      "pdftoppm",
      [
        "-r",
        "100",
        "-png",
        "-f",
        "1",
        "-l",
        "1",
        join(out, `${number}.pdf`),
        join(out, "page"),
      ],
      { encoding: "utf8" },
    );
    if (rendered.status !== 0) throw new Error(`pdftoppm: ${rendered.stderr}`);
    const png = readdirSync(out).find((f) => f.endsWith(".png"))!;
    const address = await readQr(join(out, png));
    if (!address)
      throw new Error(`no QR code found on ${number}'s certificate`);
    return address;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
