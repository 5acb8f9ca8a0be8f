import type { KeyObject } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SiteContent } from "#app/content/collections.ts";
import type { Locale } from "#app/content/locales.ts";
import {
  CERTIFICATES_FOLDER,
  type LookupEntry,
  lookupId,
  REVOCATIONS_PATH,
  type Revocations,
  revocationId,
  sealEntry,
} from "#app/lib/certificates/lookup.ts";
import {
  type CertificateFacts,
  encodeFacts,
  encodeRecord,
} from "#app/lib/certificates/record.ts";
import type { PublicKey } from "#app/lib/certificates/verify.ts";
import {
  listedKeyFor,
  publicKeysFile,
  readPublicKeys,
  readSigningKey,
  signBytes,
} from "#scripts/build/certificate-keys.ts";
import { writeCertificatePrinter } from "#scripts/build/certificate-printer.ts";
import { buildDay } from "#scripts/content/build-day.ts";
import {
  contentFolders,
  DEFAULT_CONTENT_DIR,
  requireContent,
} from "#scripts/content/load.ts";

/*
 * The certificates' files of the build (app/lib/certificates/ says what each is):
 * - certificates/<hash of the number>.json, one per certificate: its signed record and whether
 *   it was revoked, sealed with a key made from its number;
 * - certificates/revoked.json: a hash per revoked number and the day of the build, which the
 *   service worker keeps for checks without a connection;
 * - certificates/keys.json: the public keys the verify page checks against.
 * No file names a student or lists numbers.
 */

/** The certificate's facts as printed: its course named as the menu names it, in each language. */
export function factsOf(
  certificate: SiteContent["certificates"][number],
  courseNames: Record<Locale, ReadonlyMap<string, string>>,
): CertificateFacts {
  const course = (l: Locale) => courseNames[l].get(certificate.course)!;
  return {
    number: certificate.number,
    name: certificate.name,
    ...(certificate.nameMarathi
      ? { nameMarathi: certificate.nameMarathi }
      : {}),
    course: { en: course("en"), mr: course("mr") },
    start: certificate.start,
    end: certificate.end,
    issued: certificate.issued,
    ...(certificate.grade ? { grade: certificate.grade } : {}),
  };
}

/** The record the QR code carries: signed when `signer` is given, else facts alone. */
export function recordOf(
  facts: CertificateFacts,
  signer?: { key: KeyObject; id: string },
): string {
  const bytes = encodeFacts(facts, signer?.id ?? "");
  return encodeRecord(bytes, signer && signBytes(signer.key, bytes));
}

/** Every certificate file of a build, by its path under build/client. */
export async function certificateFiles({
  localized,
  keys,
  signer,
  day,
}: {
  localized: Record<Locale, Pick<SiteContent, "certificates" | "navCourses">>;
  keys: readonly PublicKey[];
  signer?: { key: KeyObject; id: string };
  day: string;
}): Promise<Record<string, string>> {
  const courseNames = Object.fromEntries(
    Object.entries(localized).map(([locale, c]) => [
      locale,
      new Map(c.navCourses.map((n) => [n.slug, n.name])),
    ]),
  ) as Record<Locale, Map<string, string>>;
  const files: Record<string, string> = {};
  const revoked: string[] = [];
  const file = (path: string) => path.slice(1);
  for (const [i, certificate] of localized.en.certificates.entries()) {
    const entry: LookupEntry = {
      record: recordOf(factsOf(certificate, courseNames), signer),
    };
    if (certificate.revoked) {
      entry.revoked = {
        on: certificate.revoked.on,
        reason: {
          en: certificate.revoked.reason,
          mr: localized.mr.certificates[i]!.revoked!.reason,
        },
      };
      revoked.push(await revocationId(certificate.number));
    }
    files[
      `${file(CERTIFICATES_FOLDER)}${await lookupId(certificate.number)}.json`
    ] = await sealEntry(certificate.number, entry);
  }
  const revocations: Revocations = { asOf: day, revoked: revoked.sort() };
  files[file(REVOCATIONS_PATH)] = `${JSON.stringify(revocations)}\n`;
  files[`${file(CERTIFICATES_FOLDER)}keys.json`] =
    `${JSON.stringify({ keys }, null, 2)}\n`;
  return files;
}

/**
 * Writes the certificates' files into build/client, and says whether they are signed. `env` is
 * the build's settings: the content it reads and its day, its public keys and its signing key.
 */
export async function writeCertificates(
  clientDir: string,
  root = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
) {
  const { localized } = requireContent(
    contentFolders(root, env.CONTENT_DIR || DEFAULT_CONTENT_DIR),
  );
  const keys = readPublicKeys(root, env);
  const signing = readSigningKey(root, env);
  const signer = signing && {
    key: signing.key,
    id: listedKeyFor(signing.key, keys, publicKeysFile(root, env)).id,
  };
  const files = await certificateFiles({
    localized,
    keys,
    ...(signer ? { signer } : {}),
    day: buildDay(new Date(), env.BUILD_DAY),
  });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true });
    writeFileSync(join(clientDir, path), text);
  }
  await writeCertificatePrinter(clientDir, {
    site: localized.en.site.url,
    name: localized.en.site.name,
  });
  const count = localized.en.certificates.length;
  if (signer)
    console.log(
      `certificates: ${count} signed with key ${signer.id} (from ${signing.from})`,
    );
  else
    console.warn(
      `certificates: ${count} NOT signed: no signing key (CERTIFICATE_SIGNING_KEY or CERTIFICATE_SIGNING_KEY_FILE). The verify page shows them as "not signed".`,
    );
}
