import { contentProblems, logTail } from "#scripts/publish/build-log.ts";
import type { Comment, GitHub } from "#scripts/publish/github.ts";
import {
  codeBlock,
  codeSpan,
  firstLine,
  type Save,
  short,
  who,
} from "#scripts/publish/issue-text.ts";

/*
 * What a pull request is told once its checks have run (draft → review → live, deploy
 * configuration's EDITORIAL_WORKFLOW: each save in the editor is a pull request). Run by
 * .github/workflows/pull-request.yml through report.ts:
 * - a run that failed: a new comment (which mails the author) naming the file, the entry and
 *   the field as the build printed them, the words a failing `main` gets in its issue, and a
 *   failed "Site preview" status;
 * - a run that passed: the branch's preview address, which Workers Builds uploaded and
 *   commented on the pull request (`--preview cloudflare`: read from Cloudflare's own comment,
 *   never anyone else's), as the commit status the editor links as "View Preview" and in one
 *   comment kept up to date (an edit mails nobody); nothing when Cloudflare has not commented.
 */

/**
 * The commit status whose link is the preview address. The editor's configuration names the
 * same (scripts/content/editor/config.ts, PREVIEW_STATUS_CONTEXT; scripts/publish imports
 * nothing else, and scripts/publish/workflow.test.ts checks the two agree).
 */
export const PREVIEW_CONTEXT = "Site preview";

/**
 * The bot of the GitHub App through which Workers Builds builds this repository ("Cloudflare
 * Workers and Pages", github.com/apps/cloudflare-workers-and-pages): its comment on a pull
 * request carries the branch's preview address.
 */
export const CLOUDFLARE_BOT = "cloudflare-workers-and-pages[bot]";

/** A branch's preview alias as wrangler makes it: `cms/courses/java` → `cms-courses-java`. */
export const branchAlias = (branch: string) =>
  branch
    .replace(/[^a-zA-Z0-9-]/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();

/**
 * The branch's preview address, `https://<alias>-<worker>.<subdomain>.workers.dev`, from the
 * newest comment of Cloudflare's bot that names one (a comment by anyone else, who could name
 * their own Worker's address, is never read). Undefined when there is none, or when the branch's
 * name is too long for wrangler to use whole (it then shortens it with a hash).
 */
export function cloudflarePreview(
  comments: readonly Comment[],
  branch: string,
): string | undefined {
  const alias = branchAlias(branch);
  if (!alias) return undefined;
  for (const comment of [...comments].reverse()) {
    if (comment.user?.login !== CLOUDFLARE_BOT) continue;
    for (const [url, label] of (comment.body ?? "").matchAll(
      /https:\/\/([a-z0-9-]+)\.[a-z0-9-]+\.workers\.dev(?![\w.-])/g,
    ))
      if (label!.startsWith(`${alias}-`)) return url;
  }
  return undefined;
}

/** The first line of the one comment carrying the preview address, by which it is found again. */
export const PREVIEW_MARKER = "<!-- nimbus:site-preview -->";

export function previewComment(url: string, save: Save): string {
  return [
    PREVIEW_MARKER,
    `**Preview:** ${url}`,
    "",
    `The site as it will be once this pull request is published, built from commit ${short(save)} (${codeSpan(firstLine(save.message))}) and checked like the live site. Open it on a phone to see the pages as students will. It is kept out of search engines, and every new save to this pull request replaces it.`,
    "",
    "To publish: when the repository asks for a second person's approval, they open this pull request, check the preview and approve it (Files changed → Review changes → Approve). Then **Publish** in the editor (or **Merge** here) puts it live.",
  ].join("\n");
}

export function failureComment(
  save: Save,
  log: string,
  runUrl: string,
): string {
  const problems = contentProblems(log);
  const tail = logTail(log);
  return [
    `${who(save)}, the change in commit ${short(save)} (${codeSpan(firstLine(save.message))}) cannot be published yet.`,
    "",
    ...(problems.length
      ? [
          "The build found these problems in the content (file > entry > field: what is wrong):",
          "",
          ...problems.map((p) => `- ${codeSpan(p)}`),
          "",
          "Open the entry in /admin, correct the field and save it again: this pull request is built again, and its preview address follows once the build passes.",
        ]
      : tail
        ? [
            "The build failed, and not because of a field in the content. The end of its output:",
            "",
            codeBlock(tail),
          ]
        : [
            "The build failed before it printed anything (see the full log), and not because of a field in the content.",
          ]),
    "",
    "Nothing reaches the live site until this pull request is merged.",
    "",
    `The full log: ${runUrl}`,
  ].join("\n");
}

export type PullRequestRun = {
  /** The pull request's number. */
  number: number;
  /** The commit that was built: the pull request's last. */
  save: Save;
  /** The checks' result, and whether a preview address was found (`success`) or not (`skipped`). */
  build: string;
  preview: string;
  /** The preview address, from Cloudflare's comment. */
  url?: string;
  log: string;
  runUrl: string;
};

/** Tells the pull request what its build came to; returns what it did, for the job's log. */
export async function reportPullRequest(
  github: GitHub,
  run: PullRequestRun,
): Promise<string> {
  const { number, save } = run;
  if (run.build === "failure") {
    await github.setStatus(save.sha, {
      state: "failure",
      context: PREVIEW_CONTEXT,
      description: "The build found problems: see the pull request",
      target_url: run.runUrl,
    });
    await github.comment(number, failureComment(save, run.log, run.runUrl));
    return `#${number}: build failed, commented`;
  }
  if (run.build !== "success")
    return `#${number}: build ${run.build}, nothing to say`;
  if (run.preview !== "success" || !run.url)
    return `#${number}: no preview (${run.preview})`;
  if (!/^https:\/\/[^\s/]+\/?$/.test(run.url))
    throw new Error(`not a preview address: ${JSON.stringify(run.url)}`);
  await github.setStatus(save.sha, {
    state: "success",
    context: PREVIEW_CONTEXT,
    description: "The site as it will be once published",
    target_url: run.url,
  });
  const body = previewComment(run.url, save);
  const comments = await github.comments(number);
  const mine = comments.find((c) => c.body?.startsWith(PREVIEW_MARKER));
  if (mine) await github.updateComment(mine.id, body);
  else await github.comment(number, body);
  return `#${number}: preview ${run.url}`;
}
