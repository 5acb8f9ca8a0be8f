import { readFileSync } from "node:fs";
import { join } from "node:path";
import JSON5 from "json5";
import { z } from "zod";

/*
 * The host's deploy configuration, as the build needs it: the `vars` of wrangler.jsonc, which
 * the Worker itself reads from `env`. It is the developers' file (CODEOWNERS), outside the
 * content the staff edit, so what the editor signs in through cannot be changed from /admin. Read at build time (scripts/content/editor/page.ts); the Worker
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

const API =
  "must be an https address such as https://api.github.com (no slash at the end)";

/** The Worker's secrets (.dev.vars.example): never in a committed file. */
export const SECRETS = ["SETUP_CODE", "DEPLOY_HOOK_URL"] as const;

const Vars = z.looseObject(
  {
    // The site's public address, asked by the Deploy to Cloudflare button: the editor's
    // backend.base_url, the only origin the sign-in relay and /setup answer on.
    SITE_URL: httpsOrigin,
    GITHUB_URL: httpsOrigin,
    GITHUB_API_URL: z
      .string({ error: API })
      .refine((value) => {
        try {
          const url = new URL(value);
          return (
            url.protocol === "https:" && !value.endsWith("/") && !url.search
          );
        } catch {
          return false;
        }
      }, API)
      .optional(),
    // Draft → review → live: every save in the editor a pull request, built at a preview
    // address of its own, published by merging. Off when left out: every save is published at
    // once, as before.
    EDITORIAL_WORKFLOW: z
      .boolean({ error: "must be true or false (without quotes)" })
      .optional(),
    // Secrets never sit in a committed file: they are asked at deploy, or set in Cloudflare's
    // dashboard (Settings, Variables and secrets).
    ...Object.fromEntries(
      SECRETS.map((name) => [
        name,
        z
          .never({
            error: `is a secret: remove it here and set it in Cloudflare (Settings, Variables and secrets)`,
          })
          .optional(),
      ]),
    ),
  },
  { error: "must be an object of the Worker's variables" },
);

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
  /** The site's address: the editor's backend.base_url, the only origin the relay answers on. */
  siteUrl: string;
  githubUrl: string;
  /** GitHub's REST API, which the editor's page watches for an ended sign-in. */
  githubApiUrl: string;
  /** Saves in the editor open pull requests (Sveltia's editorial workflow) instead of publishing. */
  editorialWorkflow: boolean;
  /** The Worker's name, which its preview addresses carry: `<alias>-<name>.<account>.workers.dev`. */
  workerName?: string;
};

/** Checks the text of wrangler.jsonc (JSON with comments and trailing commas). */
export function parseDeployConfig(
  text: string,
  { file = FILE }: { file?: string } = {},
): DeployConfig {
  let raw: unknown;
  try {
    raw = JSON5.parse(text);
  } catch (error) {
    throw new Error(
      `${file} cannot be read: ${(error as Error).message.replace(/^JSON5: /, "")}`,
    );
  }
  const result = Config.safeParse(raw);
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
              : (SECRETS as readonly unknown[]).includes(issue.path.at(-1))
                ? "its value is not shown"
                : `got ${JSON.stringify(got)}`;
          return `  - ${path || "(the file)"}: ${issue.message} (${shown})`;
        }),
      ].join("\n"),
    );
  const { vars, name } = result.data;
  return {
    siteUrl: vars.SITE_URL,
    githubUrl: vars.GITHUB_URL,
    githubApiUrl: vars.GITHUB_API_URL ?? "https://api.github.com",
    editorialWorkflow: vars.EDITORIAL_WORKFLOW ?? false,
    ...(name ? { workerName: name } : {}),
  };
}

/** Reads and checks `<root>/wrangler.jsonc`. */
export function readDeployConfig(root: string): DeployConfig {
  return parseDeployConfig(readFileSync(join(root, FILE), "utf8"));
}
