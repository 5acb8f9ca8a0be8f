import { readFileSync } from "node:fs";

/*
 * The preview address of a Worker version wrangler uploaded, from the file wrangler writes
 * where WRANGLER_OUTPUT_FILE_PATH says (one JSON object per line; `wrangler versions upload`
 * writes one of type "version-upload", with `preview_alias_url` when it was given
 * --preview-alias and Cloudflare gives the Worker preview addresses). Run by
 * .github/workflows/preview.yml:
 *
 *   node scripts/publish/wrangler-output.ts wrangler-output.json >> "$GITHUB_OUTPUT"
 *
 * prints `url=<address>`, the step's output.
 */

type VersionUpload = {
  type: "version-upload";
  preview_url?: string | null;
  preview_alias_url?: string | null;
};

/** The alias's address (it stays the same for every save of the pull request). */
export function previewAddress(output: string): string {
  const uploads = output
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { type?: string })
    .filter((entry): entry is VersionUpload => entry.type === "version-upload");
  const upload = uploads.at(-1);
  if (!upload)
    throw new Error(
      "wrangler wrote no version-upload: was the version uploaded?",
    );
  const url = upload.preview_alias_url;
  if (!url || !/^https:\/\/[^\s/]+$/.test(url))
    throw new Error(
      `wrangler gave no preview address (${JSON.stringify(url ?? null)}): are "preview_urls": true in wrangler.jsonc and the --preview-alias given?`,
    );
  return url;
}

if (import.meta.main) {
  const file = process.argv[2];
  if (!file)
    throw new Error("Usage: node scripts/publish/wrangler-output.ts <file>");
  console.log(`url=${previewAddress(readFileSync(file, "utf8"))}`);
}
