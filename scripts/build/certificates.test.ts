// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openEntry } from "#app/lib/certificates/lookup.ts";
import {
  certificateFiles,
  writeCertificates,
} from "#scripts/build/certificates.ts";
import { readPreviewContent } from "#scripts/build/vite/editor-preview.ts";
import {
  readPublicKeys,
  readSigningKey,
} from "#scripts/build/certificate-keys.ts";
import { contentFolders, requireContent } from "#scripts/content/load.ts";
import {
  PRIYA,
  PRIYA_RECORD,
  SNEHA,
} from "#tests/fixtures/certificates/records.ts";
import {
  FIXTURE_CERTIFICATE_KEYS,
  FIXTURE_CONTENT_DIR,
  FIXTURE_DAY,
  FIXTURE_SIGNING_KEY_FILE,
  fixtureEnv,
} from "#tests/fixtures/settings.ts";

const { localized } = requireContent(
  contentFolders(process.cwd(), FIXTURE_CONTENT_DIR),
);
const keys = readPublicKeys(process.cwd(), fixtureEnv);
const signer = {
  key: readSigningKey(process.cwd(), fixtureEnv)!.key,
  id: "25058c48",
};

describe("the certificates' files of a build", () => {
  it("are a sealed file per certificate named by a hash, the revocation list of the day, and the keys", async () => {
    const files = await certificateFiles({
      localized,
      keys,
      signer,
      day: "2026-11-20",
    });
    expect(Object.keys(files).sort()).toEqual([
      "certificates/0b127063c2fcd4b450c67a5c584e27e7.json",
      "certificates/32807a49f870a9c22d8fe2161191658a.json",
      "certificates/4a11fac6de4c0c00834df4dcd24a5d2b.json",
      "certificates/keys.json",
      "certificates/revoked.json",
    ]);
    expect(JSON.parse(files["certificates/revoked.json"]!)).toEqual({
      asOf: "2026-11-20",
      revoked: ["20c06ed6fe6a08986761553581306f88"],
    });
    expect(JSON.parse(files["certificates/keys.json"]!)).toEqual({
      keys: [
        {
          id: "25058c48",
          key: "XQ38BB4CllEpTWcv5Vrd7nNb4ie_QVs_tx5ZtJc9C7M",
          from: "2026-01-01",
        },
      ],
    });
    // No file names a student or a number.
    for (const text of Object.values(files))
      for (const words of ["Priya", "Rohan", "Sneha", "स्नेहा", "NCI-2026"])
        expect(text).not.toContain(words);
  });

  it("carry the signed record the QR code prints, and a revocation with its reason in both languages", async () => {
    const files = await certificateFiles({
      localized,
      keys,
      signer,
      day: "2026-11-20",
    });
    const open = async (number: string) => {
      for (const text of Object.values(files)) {
        const entry = await openEntry(number, text);
        if (entry) return entry;
      }
      return null;
    };
    expect(await open(PRIYA)).toEqual({ record: PRIYA_RECORD });
    expect((await open(SNEHA))?.revoked).toEqual({
      on: "2026-10-02",
      reason: {
        en: "Issued in error: the course was not completed",
        mr: "चुकून दिले: कोर्स पूर्ण झाला नव्हता",
      },
    });
  });

  it("without a signing key, carry the facts unsigned: no signature, no key named", async () => {
    const files = await certificateFiles({
      localized,
      keys,
      day: "2026-11-20",
    });
    let record = "";
    for (const text of Object.values(files))
      record = (await openEntry(PRIYA, text))?.record ?? record;
    expect(record).not.toContain(".");
    expect(
      Buffer.from(record, "base64url").toString("utf8").split("\n").slice(0, 4),
    ).toEqual(["nimbus-certificate/1", "", PRIYA, "Priya Patil"]);
  });

  it("are not in the editor's preview, whose bundle is published under /admin/preview/", () => {
    const { parsed } = readPreviewContent(
      contentFolders(process.cwd(), FIXTURE_CONTENT_DIR),
    );
    expect(parsed.certificates).toEqual({ en: [], mr: [] });
    const text = JSON.stringify(parsed);
    for (const words of ["Priya Patil", PRIYA, SNEHA])
      expect(text).not.toContain(words);
    // The rest of the content is there for the pages.
    expect(parsed.courses?.en).not.toHaveLength(0);
  });
});

describe("the build's certificates step", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0))
      rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the step as the build does, into a folder of its own; what it printed, and its files. */
  async function build(env: NodeJS.ProcessEnv) {
    const clientDir = mkdtempSync(join(tmpdir(), "certificates-"));
    made.push(clientDir);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await writeCertificates(clientDir, process.cwd(), {
      CONTENT_DIR: FIXTURE_CONTENT_DIR,
      BUILD_DAY: FIXTURE_DAY,
      CERTIFICATE_KEYS: FIXTURE_CERTIFICATE_KEYS,
      ...env,
    });
    const read = (path: string) => readFileSync(join(clientDir, path), "utf8");
    return {
      logged: log.mock.calls.map((call) => call.join(" ")),
      warned: warn.mock.calls.map((call) => call.join(" ")),
      files: readdirSync(join(clientDir, "certificates")).sort(),
      read,
    };
  }

  it("without a signing key, still writes every file, unsigned, and warns that they are not signed", async () => {
    const { logged, warned, files, read } = await build({});
    expect(warned).toEqual([
      'certificates: 3 NOT signed: no signing key (CERTIFICATE_SIGNING_KEY or CERTIFICATE_SIGNING_KEY_FILE). The verify page shows them as "not signed".',
    ]);
    expect(logged).toEqual([]);
    expect(files).toEqual([
      "0b127063c2fcd4b450c67a5c584e27e7.json",
      "32807a49f870a9c22d8fe2161191658a.json",
      "4a11fac6de4c0c00834df4dcd24a5d2b.json",
      "keys.json",
      "revoked.json",
    ]);
    let record = "";
    for (const file of files)
      record =
        (await openEntry(PRIYA, read(`certificates/${file}`)))?.record ??
        record;
    // Facts alone: no signature after a dot.
    expect(record).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(read("certificates/revoked.json"))).toEqual({
      asOf: "2026-11-20",
      revoked: ["20c06ed6fe6a08986761553581306f88"],
    });
    // The staff's printing page needs no key either.
    expect(read("admin/certificate/index.html")).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
  });

  it("with the key, says which key signed them and warns of nothing", async () => {
    const { logged, warned } = await build({
      CERTIFICATE_SIGNING_KEY_FILE: FIXTURE_SIGNING_KEY_FILE,
    });
    expect(logged).toEqual([
      "certificates: 3 signed with key 25058c48 (from tests/fixtures/certificates/TEST-ONLY-signing-key.pem)",
    ]);
    expect(warned).toEqual([]);
  });
});
