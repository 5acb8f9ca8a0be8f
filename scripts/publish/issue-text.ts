import type { CourseToUpdate } from "#scripts/publish/build-log.ts";

/*
 * The words of the two issues the publishing workflow keeps, for the staff who read them in
 * GitHub's mail on a phone: what happened, what to do, and that the issue closes by itself.
 */

/** The issue's label: how the script finds its one open issue again. */
export const PUBLISH_FAILED_LABEL = "publish-failed";
export const COURSES_LABEL = "courses-to-update";
export const COURSES_TITLE = "Courses to update";

/** GitHub refuses titles over 256 characters. */
const MAX_TITLE = 256;

/** The save a run built: its commit and, when GitHub knows it, the author's login. */
export type Save = {
  sha: string;
  message: string;
  /** GitHub login, without the @; undefined when the commit's e-mail is not on any account. */
  login?: string;
  /** The name in the commit, for when there is no login. */
  name: string;
};

export type Failure = {
  /** Content problems as the build printed them; empty when the build failed for another reason. */
  problems: string[];
  /** The end of the log, shown when there are no content problems. */
  tail: string;
  /** Which part failed: the build (with its checks) or the upload to the host. */
  step: "build" | "deploy";
  save: Save;
  runUrl: string;
};

const who = (save: Save) => (save.login ? `@${save.login}` : save.name);
const short = (save: Save) => save.sha.slice(0, 7);
const firstLine = (message: string) => message.split("\n")[0]!.trim();

export function failureTitle(f: Failure): string {
  const [first, ...more] = f.problems;
  const title = first
    ? `Publishing stopped: ${first}${more.length ? ` (and ${more.length} more)` : ""}`
    : f.step === "deploy"
      ? "Publishing stopped: the upload to the host failed"
      : "Publishing stopped: the build failed";
  return title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1)}…` : title;
}

/** What went wrong, as the build said it. */
function whatWentWrong(f: Failure): string[] {
  if (f.problems.length)
    return [
      "The build found these problems in the content (file > entry > field: what is wrong):",
      "",
      ...f.problems.map((p) => `- \`${p}\``),
      "",
      "Open the file in /admin, correct the field and save. Publishing starts again by itself.",
    ];
  if (f.step === "deploy")
    return [
      "The site was built and checked, but the upload to the host failed. This is not a problem in the content: whoever looks after the site should check the host's token and account (the secrets CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID).",
    ];
  if (!f.tail)
    return [
      "The build failed before it printed anything (see the full log), and not because of a field in the content.",
    ];
  return [
    "The build failed, and not because of a field in the content. The end of its output:",
    "",
    "```text",
    f.tail,
    "```",
  ];
}

export function failureBody(f: Failure): string {
  return [
    `${who(f.save)}, the save in commit ${short(f.save)} ("${firstLine(f.save.message)}") cannot be published. The live site stays as it was, and no later save (anyone's seat changes and the nightly rebuild too) is published until this is fixed.`,
    "",
    ...whatWentWrong(f),
    "",
    `The full log: ${f.runUrl}`,
    "",
    "This issue closes by itself when the next build succeeds.",
  ].join("\n");
}

/** Posted when a later save still fails: a comment mails the new author, an edit would not. */
export function stillFailingComment(f: Failure): string {
  return [
    `Still failing after commit ${short(f.save)} by ${who(f.save)}. The description above now lists what the latest build said.`,
    "",
    ...(f.problems.length
      ? f.problems.map((p) => `- \`${p}\``)
      : [failureTitle(f)]),
    "",
    `The full log: ${f.runUrl}`,
  ].join("\n");
}

export function fixedComment(save: Save, runUrl: string): string {
  return `Fixed: commit ${short(save)} by ${who(save)} built and passed its checks, so publishing runs again (${runUrl}).`;
}

const courseLine = (c: CourseToUpdate) => `- \`${c.file}\`: ${c.note}`;

export function coursesBody(asOf: string, courses: CourseToUpdate[]): string {
  return [
    `As of ${asOf}, these courses need their batches updated in /admin (a course whose batches have all started shows 'No Upcoming Batches'; one whose next batch starts within 14 days needs the batch after it):`,
    "",
    ...courses.map(courseLine),
    "",
    "The nightly build keeps this list current and closes this issue when every course has a batch more than two weeks ahead.",
  ].join("\n");
}

/** The course files an earlier body of this issue listed. */
export function coursesListed(body: string): string[] {
  return [...body.matchAll(/^- `([^`]+)`:/gm)].map((m) => m[1]!);
}

/** Posted when courses join the list, so the change reaches the staff's mail. */
export function newCoursesComment(
  asOf: string,
  added: CourseToUpdate[],
): string {
  return [`New on the list as of ${asOf}:`, "", ...added.map(courseLine)].join(
    "\n",
  );
}

export const COURSES_DONE_COMMENT =
  "Every course now has a batch more than two weeks ahead. Closing; the nightly build opens a new issue when a course needs updating again.";
