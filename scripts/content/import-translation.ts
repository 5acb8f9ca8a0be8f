import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { collections } from "#app/content/collections.ts";
import type { Locale } from "#app/content/locales.ts";
import { jsonSchemaOf } from "#scripts/content/json-schema.ts";
import { translatedPart } from "#scripts/content/languages.ts";
import { contentFolders } from "#scripts/content/load.ts";

/*
 * Takes in a translation made outside the editor: a folder of full copies of the data files
 * (same names, same structure, texts in the other language), e.g. from a translator. Each data
 * file keeps only the translated texts under the language's key; everything else stays the
 * English. Then `npm run build` checks the result like any edit.
 *
 *   npm run content:import-translation -- mr path/to/copies
 */

export function importTranslation(
  contentDir: string,
  copiesDir: string,
  locale: Locale,
): string[] {
  const written: string[] = [];
  for (const spec of Object.values(collections)) {
    const names =
      "file" in spec
        ? [spec.file]
        : existsSync(join(copiesDir, spec.folder))
          ? readdirSync(join(copiesDir, spec.folder))
              .filter((f) => f.endsWith(".json"))
              .map((f) => `${spec.folder}/${f}`)
          : [];
    for (const name of names) {
      const copyPath = join(copiesDir, name);
      const dataPath = join(contentDir, name);
      if (!existsSync(copyPath) || !existsSync(dataPath)) continue;
      const copy: unknown = JSON.parse(readFileSync(copyPath, "utf8"));
      const data = JSON.parse(readFileSync(dataPath, "utf8")) as Record<
        string,
        unknown
      >;
      data[locale] = translatedPart(jsonSchemaOf(spec.schema), copy) ?? {};
      writeFileSync(dataPath, `${JSON.stringify(data, null, 2)}\n`);
      written.push(relative(contentDir, dataPath));
    }
  }
  return written;
}

if (import.meta.main) {
  const [locale, dir] = process.argv.slice(2);
  if (!locale || !dir) {
    console.error(
      "Usage: npm run content:import-translation -- <language, e.g. mr> <folder of copies>",
    );
    process.exit(1);
  }
  const written = importTranslation(
    contentFolders().contentDir,
    dir,
    locale as Locale,
  );
  console.log(`Took in ${written.length} files:\n  ${written.join("\n  ")}`);
}
