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

/*
 * Quoting text that is not ours. Commit messages, content problems (which can repeat a value a
 * staff member typed), course files and notes come from a save anyone with write access can
 * make, or from an editor token someone stole; in an issue body they must stay text. GitHub
 * renders bodies as CommonMark (GFM), then links @mentions, #references and URLs in the text it
 * produced, but never inside code. So each such text goes inside code, built by CommonMark's own
 * rules so that nothing in it can end the code early. A backslash would not do: "\@name" is
 * still a mention once rendered.
 */

/** CommonMark's line endings. In an inline place, one would let the text start a new block. */
const LINE_ENDING = /\r\n|\r|\n/g;

/** The longest run of backticks in `text` (0 without one). */
const longestBackticks = (text: string) =>
  Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));

/**
 * `text` as an inline code span (CommonMark 6.1): line endings folded to spaces, between fences
 * one backtick longer than any run inside (a run of another length never closes a span), padded
 * with a space on each side when the text starts or ends with a backtick (which would join the
 * fence) or starts and ends with a space (of which CommonMark strips one each side).
 */
export function codeSpan(text: string): string {
  const flat = text.replace(LINE_ENDING, " ");
  // A span cannot be empty: "``" is two backticks of text.
  if (flat === "") return "` `";
  const fence = "`".repeat(longestBackticks(flat) + 1);
  const pad =
    /^`|`$/.test(flat) || (/^ [^]* $/.test(flat) && flat.trim() !== "")
      ? " "
      : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** The text of a span codeSpan wrote, from between its fences. */
function spanText(inner: string): string {
  return /^ [^]* $/.test(inner) && inner.trim() !== ""
    ? inner.slice(1, -1)
    : inner;
}

/**
 * `text` as a fenced code block (CommonMark 4.5), for the log's tail: a backtick fence of at
 * least three, longer than any backtick run inside, so no line of the text can close it. Only a
 * fence of the same character closes one, so lines of tildes (~~~) stay text too.
 */
export function codeBlock(text: string, info = "text"): string {
  const fence = "`".repeat(Math.max(3, longestBackticks(text) + 1));
  return [fence + info, text.replace(LINE_ENDING, "\n"), fence].join("\n");
}

/** U+2060 WORD JOINER: invisible, and no word boundary for GitHub's linking. */
const JOINER = "\u2060";

/**
 * A title is plain text, not markdown, but GitHub still links `#123`, `owner/name#123`,
 * `GH-123` and `@name` in it. A word joiner after each `#` and `@` (and inside `GH-`) keeps any
 * from forming while the title reads the same; line ends and other control characters become
 * spaces. Backticks are left: in a title they only show text as code, which links nothing.
 */
export function plainTitle(text: string): string {
  const plain = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/[#@]/g, (sign) => sign + JOINER)
    .replace(/\b(gh)-/gi, `$1${JOINER}-`)
    .trim();
  const chars = [...plain];
  return chars.length > MAX_TITLE
    ? `${chars.slice(0, MAX_TITLE - 1).join("")}…`
    : plain;
}

/** A GitHub login: letters, digits and single hyphens inside, at most 39 characters. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

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

/** The author: mentioned by login (so GitHub mails them), else their name, quoted. */
export const who = (save: Save) =>
  save.login && LOGIN.test(save.login) ? `@${save.login}` : codeSpan(save.name);
export const short = (save: Save) => save.sha.slice(0, 7);
export const firstLine = (message: string) =>
  message.split(LINE_ENDING)[0]!.trim();

export function failureTitle(f: Failure): string {
  const [first, ...more] = f.problems;
  const title = first
    ? `Publishing stopped: ${first}${more.length ? ` (and ${more.length} more)` : ""}`
    : f.step === "deploy"
      ? "Publishing stopped: the upload to the host failed"
      : "Publishing stopped: the build failed";
  return plainTitle(title);
}

/** What went wrong, as the build said it. */
function whatWentWrong(f: Failure): string[] {
  if (f.problems.length)
    return [
      "The build found these problems in the content (file > entry > field: what is wrong):",
      "",
      ...f.problems.map((p) => `- ${codeSpan(p)}`),
      "",
      "Open the file in /admin, correct the field and save. Publishing starts again by itself.",
    ];
  if (f.step === "deploy")
    return [
      "The site was built, but Cloudflare could not publish it. This is not a problem in the content: whoever looks after the site should open the Worker's builds in Cloudflare's dashboard (Workers & Pages, the Worker, Deployments) to see why.",
    ];
  if (!f.tail)
    return [
      "The build failed before it printed anything (see the full log), and not because of a field in the content.",
    ];
  return [
    "The build failed, and not because of a field in the content. The end of its output:",
    "",
    codeBlock(f.tail),
  ];
}

export function failureBody(f: Failure): string {
  return [
    `${who(f.save)}, the save in commit ${short(f.save)} (${codeSpan(firstLine(f.save.message))}) cannot be published. The live site stays as it was, and no later save (anyone's seat changes and the nightly rebuild too) is published until this is fixed.`,
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
      ? f.problems.map((p) => `- ${codeSpan(p)}`)
      : [failureTitle(f)]),
    "",
    `The full log: ${f.runUrl}`,
  ].join("\n");
}

export function fixedComment(save: Save, runUrl: string): string {
  return `Fixed: commit ${short(save)} by ${who(save)} built and passed its checks, so publishing runs again (${runUrl}).`;
}

const courseLine = (c: CourseToUpdate) =>
  `- ${codeSpan(c.file)}: ${codeSpan(c.note)}`;

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
  // A line as courseLine writes it: "- " and the file's span (a fence, then text that neither
  // starts nor ends with a backtick, then the same fence), then ":".
  return [...body.matchAll(/^- (`+)(?!`)(.*?[^`])\1(?!`):/gm)].map((m) =>
    spanText(m[2]!),
  );
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
