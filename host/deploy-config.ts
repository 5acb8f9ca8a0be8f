import { readFileSync } from "node:fs";
import { join } from "node:path";
import JSON5 from "json5";
import { z } from "zod";
import { GITHUB_SCOPES, type GitHubScope } from "#host/relay.ts";

/*
 * The host's deploy configuration, as the build needs it: the `vars` of wrangler.jsonc, which
 * the Worker itself reads from `env`. It is the developers' file (CODEOWNERS), outside the
 * content the staff edit, so what the editor signs in through and what a sign-in may do on
 * GitHub cannot be changed from /admin. Read at build time (scripts/content/editor/page.ts); the Worker
 * never imports this module (it has no file system).
 */

const FILE = "wrangler.jsonc";

const ORIGIN =
  "must be an https origin such as https://www.example.com (no path, no slash at the end)";
/** `https://host[:port]` and nothing more: no path, no query, no slash at the end. */
const httpsOrigin = z.string({ error: ORIGIN }).refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.origin === value;
  } catch {
    return false;
  }
}, ORIGIN);

const Vars = z.looseObject(
  {
    SIGN_IN_ORIGIN: httpsOrigin,
    GITHUB_SCOPE: z.enum(GITHUB_SCOPES, {
      error: `must be ${GITHUB_SCOPES.map((s) => `"${s}"`).join(" or ")} (never "user" or more)`,
    }),
    GITHUB_URL: httpsOrigin,
    // Draft → review → live: every save in the editor a pull request, built at a preview
    // address of its own, published by merging (README, "Editing and publishing"). Off when
    // left out: every save is published at once, as before.
    EDITORIAL_WORKFLOW: z
      .boolean({ error: "must be true or false (without quotes)" })
      .optional(),
    // Secrets never sit in a committed file: `npx wrangler secret put` (README, "Deploy").
    GITHUB_CLIENT_SECRET: z
      .never({
        error:
          "is a secret: remove it and run `npx wrangler secret put GITHUB_CLIENT_SECRET`",
      })
      .optional(),
  },
  { error: "must be an object of the Worker's variables" },
);
/**
 * The environment variable through which the publish workflow tells the build whether the
 * repository is private: `github.event.repository.private`, "true" or "false"
 * (.github/workflows/publish.yml). Unset or empty (a developer's machine), nothing is checked
 * against it.
 */
export const REPOSITORY_PRIVATE = "REPOSITORY_PRIVATE";

const RepositoryPrivate = z
  .enum(["true", "false"], {
    error: `must be "true" or "false" (the workflow sets it from github.event.repository.private), or unset`,
  })
  .optional();

/**
 * The scope a sign-in needs for a repository of each visibility, and what the other would do:
 * wider than needed on a public one, too narrow to save anything on a private one.
 */
const SCOPE_FOR_VISIBILITY = {
  false: {
    scope: "public_repo",
    why: `the repository is public (${REPOSITORY_PRIVATE}=false), and "repo" would let every sign-in write to the staff member's private repositories too`,
  },
  true: {
    scope: "repo",
    why: `the repository is private (${REPOSITORY_PRIVATE}=true), and "public_repo" cannot write to it: no save in the editor would work`,
  },
} as const satisfies Record<string, { scope: GitHubScope; why: string }>;

/** A Worker's name: lowercase letters, digits and dashes, as Cloudflare takes it. */
const WORKER_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const Config = z
  .looseObject({
    name: z
      .string()
      .regex(WORKER_NAME, "must be lowercase letters, digits and dashes")
      .optional(),
    // Whether the Worker's versions get their own addresses on workers.dev: the pull requests'
    // previews need them, and nothing else does.
    preview_urls: z.boolean({ error: "must be true or false" }).optional(),
    vars: Vars,
  })
  .refine(
    (config) => !config.vars.EDITORIAL_WORKFLOW || config.preview_urls === true,
    {
      path: ["preview_urls"],
      message:
        "must be true while vars.EDITORIAL_WORKFLOW is true: each pull request's preview is a version of the Worker at an address of its own",
    },
  );

/** What the build takes from deploy configuration. */
export type DeployConfig = {
  /** The editor's backend.base_url, and the only origin the relay answers on. */
  signInOrigin: string;
  /** The scope every sign-in asks GitHub for. */
  githubScope: GitHubScope;
  githubUrl: string;
  /** Saves in the editor open pull requests (Sveltia's editorial workflow) instead of publishing. */
  editorialWorkflow: boolean;
  /** The Worker's name, which its preview addresses carry: `<alias>-<name>.<account>.workers.dev`. */
  workerName?: string;
};

/**
 * Checks the text of wrangler.jsonc (JSON with comments and trailing commas); with the
 * repository's visibility (`repositoryPrivate`, REPOSITORY_PRIVATE's value), its scope too.
 */
export function parseDeployConfig(
  text: string,
  {
    file = FILE,
    repositoryPrivate,
  }: { file?: string; repositoryPrivate?: string } = {},
): DeployConfig {
  const visibility = RepositoryPrivate.safeParse(
    repositoryPrivate || undefined,
  );
  if (!visibility.success)
    throw new Error(
      `${REPOSITORY_PRIVATE} ${visibility.error.issues[0]!.message} (got ${JSON.stringify(repositoryPrivate)})`,
    );
  const fit = visibility.data && SCOPE_FOR_VISIBILITY[visibility.data];
  const schema = fit
    ? Config.refine((config) => config.vars.GITHUB_SCOPE === fit.scope, {
        path: ["vars", "GITHUB_SCOPE"],
        message: `must be "${fit.scope}": ${fit.why}`,
      })
    : Config;
  let raw: unknown;
  try {
    raw = JSON5.parse(text);
  } catch (error) {
    throw new Error(
      `${file} cannot be read: ${(error as Error).message.replace(/^JSON5: /, "")}`,
    );
  }
  const result = schema.safeParse(raw);
  if (!result.success)
    throw new Error(
      [
        `${file} is not a deploy configuration the site can be built with:`,
        ...result.error.issues.map((issue) => {
          const path = issue.path.join(".");
          const got = issue.path.reduce<unknown>(
            (node, key) =>
              node && typeof node === "object"
                ? (node as Record<PropertyKey, unknown>)[key]
                : undefined,
            raw,
          );
          const shown =
            got === undefined
              ? "it is missing"
              : issue.path.at(-1) === "GITHUB_CLIENT_SECRET"
                ? "its value is not shown"
                : `got ${JSON.stringify(got)}`;
          return `  - ${path || "(the file)"}: ${issue.message} (${shown})`;
        }),
      ].join("\n"),
    );
  const { vars, name } = result.data;
  return {
    signInOrigin: vars.SIGN_IN_ORIGIN,
    githubScope: vars.GITHUB_SCOPE,
    githubUrl: vars.GITHUB_URL,
    editorialWorkflow: vars.EDITORIAL_WORKFLOW ?? false,
    ...(name ? { workerName: name } : {}),
  };
}

/**
 * Reads and checks `<root>/wrangler.jsonc`, against the repository's visibility when the
 * environment gives it (REPOSITORY_PRIVATE).
 */
export function readDeployConfig(
  root: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): DeployConfig {
  return parseDeployConfig(readFileSync(join(root, FILE), "utf8"), {
    repositoryPrivate: env[REPOSITORY_PRIVATE],
  });
}

/*
 * The preview workflow asks the live branch's deploy configuration whether pull requests get
 * a preview (.github/workflows/preview.yml):
 *   node host/deploy-config.ts editorial-workflow >> "$GITHUB_OUTPUT"
 * prints `editorial_workflow=true` or `=false`, and fails on a configuration the build would
 * refuse.
 */
if (import.meta.main) {
  if (process.argv[2] !== "editorial-workflow") {
    console.error("Usage: node host/deploy-config.ts editorial-workflow");
    process.exit(1);
  }
  const { editorialWorkflow } = readDeployConfig(process.cwd());
  console.log(`editorial_workflow=${editorialWorkflow}`);
}
