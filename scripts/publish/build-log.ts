/*
 * Reads what the publishing build printed (the workflow saves it with `tee`), so the issues say
 * exactly what the build said. Two reports are known by their headings, both written in
 * scripts/content/load.ts and scripts/build/vite/content.ts:
 *   Content check failed, 1 problem in app/content (file > entry > field: what is wrong):
 *     - courses/java.json > batches[0] > seats: must be 0 or more
 *   [plugin nimbus:content] Batches to update (as of 2026-11-24):
 *     - courses/java.json: the next batch starts on 2026-12-07; check its seats and add the one after.
 * Nothing here imports the build: this runs in a job that installs no packages.
 */

// Colour codes, in case a build ever prints to a terminal-like log.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

const linesOf = (log: string) => log.replace(ANSI, "").split(/\r?\n/);

/** The items ("  - …") right after the first line matching `heading`, or undefined without one. */
function listAfter(log: string, heading: RegExp) {
  const lines = linesOf(log);
  const start = lines.findIndex((l) => heading.test(l));
  if (start < 0) return undefined;
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s+- (.+)$/.exec(line);
    if (!item) break;
    items.push(item[1]!.trim());
  }
  return { heading: lines[start]!, items };
}

/** The content problems the build reported ("file > entry > field: what is wrong"), if any. */
export function contentProblems(log: string): string[] {
  return (
    listAfter(log, /Content check failed, \d+ problems? in app\/content/)
      ?.items ?? []
  );
}

/** A course the build asked the staff to update. */
export type CourseToUpdate = {
  /** `courses/java.json` */
  file: string;
  /** What the build said about it. */
  note: string;
};

/**
 * The build's list of courses to update, `[]` when it said every course has a batch far enough
 * ahead, or undefined when it said neither (the build stopped before it checked the batches).
 */
export function coursesToUpdate(
  log: string,
): { asOf: string; courses: CourseToUpdate[] } | undefined {
  if (/Batches: every course has a batch/.test(log.replace(ANSI, "")))
    return { asOf: "", courses: [] };
  const list = listAfter(log, /Batches to update \(as of \d{4}-\d\d-\d\d\):/);
  if (!list) return undefined;
  const asOf = /\(as of (\d{4}-\d\d-\d\d)\)/.exec(list.heading)![1]!;
  const courses = list.items.flatMap((item) => {
    const match = /^(\S+\.json): (.+)$/.exec(item);
    return match ? [{ file: match[1]!, note: match[2]! }] : [];
  });
  return { asOf, courses };
}

/** The last `count` lines of the log that say something: for failures that are not content. */
export function logTail(log: string, count = 40): string {
  return linesOf(log)
    .filter((l) => l.trim() !== "")
    .slice(-count)
    .join("\n");
}
