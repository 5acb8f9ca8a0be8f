import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/*
 * The repository behind the stand-in for GitHub's API (./github-api-stub.ts), in memory: files
 * by git's ids, commits, branches, pull requests with their labels and comments, and commit
 * statuses. Only what the editor's draft → review → live path changes: no trees of folders, no
 * merges of two histories (a pull request's changes are laid over its base).
 */

/** The signed-in staff member, the author of every commit and pull request. */
export const STAFF = {
  id: 5_120_001,
  login: "sneha-patil",
  name: "Sneha Patil",
  email: "sneha@nimbus-institute.example.com",
};

export type Commit = {
  oid: string;
  parent?: string;
  /** Every file of the commit: path → blob id. */
  files: Map<string, string>;
  message: string;
  committedDate: string;
};

/** A commit status, in the REST API's words. */
export type Status = {
  context: string;
  state: string;
  description: string;
  target_url?: string;
};

export type PullRequest = {
  number: number;
  title: string;
  head: string;
  base: string;
  /** The commit the branch was made from: the pull request's changes are what differs since. */
  start: string;
  draft: boolean;
  state: "open" | "closed";
  merged: boolean;
  labels: string[];
  comments: { id: number; body: string }[];
  createdAt: string;
  updatedAt: string;
};

export type Change = {
  path: string;
  changeType: "ADDED" | "DELETED" | "MODIFIED";
  /** The file's blob on the branch; none when it is deleted there. */
  oid?: string;
};

const sha1 = (data: string | Buffer) =>
  createHash("sha1").update(data).digest("hex");

/** Git's own id of a file's content, as GitHub reports it. */
const blobId = (data: Buffer) =>
  sha1(Buffer.concat([Buffer.from(`blob ${data.length}\0`), data]));

/** Text is given as text, anything else (a photo) as bytes. */
export const isText = (data: Buffer) =>
  !data.includes(0) && Buffer.from(data.toString("utf8")).equals(data);

/**
 * `repository` ("owner/name") whose branch `main` holds the files of `contentDir` under `into`
 * (the content folder the editor's collections name). `now` dates each commit and change.
 */
export function stubRepository({
  repository,
  contentDir,
  into,
  now,
}: {
  repository: string;
  contentDir: string;
  into: string;
  now: () => Date;
}) {
  const blobs = new Map<string, Buffer>();
  const commits = new Map<string, Commit>();
  const refs = new Map<string, string>();
  const pulls: PullRequest[] = [];
  const statuses = new Map<string, Status[]>();

  const store = (data: Buffer) => {
    const id = blobId(data);
    blobs.set(id, data);
    return id;
  };
  const commit = (
    files: Map<string, string>,
    message: string,
    parent?: string,
  ) => {
    const committedDate = now().toISOString();
    const oid = sha1(
      [parent ?? "", message, committedDate, ...[...files].flat()].join("\n"),
    );
    commits.set(oid, { oid, parent, files, message, committedDate });
    return oid;
  };
  /** The last commit of a branch, named as the REST API (`main`) or GraphQL (`refs/heads/main`) does. */
  const headOf = (branch: string) =>
    commits.get(refs.get(branch.replace(/^refs\/heads\//, "")) ?? "");
  /** A commit and those before it, newest first. */
  function* history(from: Commit | undefined) {
    for (let at = from; at; at = commits.get(at.parent ?? "")) yield at;
  }

  /** What a pull request changes, path by path. */
  const changesOf = (pull: PullRequest): Change[] => {
    const start = commits.get(pull.start)!.files;
    const head = headOf(pull.head)?.files ?? start;
    return [...new Set([...start.keys(), ...head.keys()])]
      .filter((path) => start.get(path) !== head.get(path))
      .map((path) => ({
        path,
        changeType: !start.has(path)
          ? "ADDED"
          : !head.has(path)
            ? "DELETED"
            : "MODIFIED",
        oid: head.get(path),
      }));
  };

  const initial = new Map<string, string>();
  const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" });
  for (const file of files)
    if (statSync(join(contentDir, file)).isFile())
      initial.set(
        `${into}/${file}`,
        store(readFileSync(join(contentDir, file))),
      );
  refs.set("main", commit(initial, "The institute's content"));

  return {
    repository,
    blobs,
    commits,
    refs,
    pulls,
    statuses,
    store,
    commit,
    headOf,
    history,
    changesOf,

    /** Opens a pull request of `head` into `base`, or says why not. */
    openPull({
      title,
      head,
      base,
      draft = false,
    }: {
      title: string;
      head: string;
      base: string;
      draft?: boolean;
    }): PullRequest | undefined {
      if (!refs.has(head) || !refs.has(base)) return undefined;
      // The newest commit of the branch that the base holds too: what the base gained since
      // is not the pull request's change.
      const ofBase = new Set([...history(headOf(base))].map((c) => c.oid));
      const start = [...history(headOf(head))].find((c) => ofBase.has(c.oid));
      const at = now().toISOString();
      const pull: PullRequest = {
        number: pulls.length + 1,
        title,
        head,
        base,
        start: start?.oid ?? refs.get(base)!,
        draft,
        state: "open",
        merged: false,
        labels: [],
        comments: [],
        createdAt: at,
        updatedAt: at,
      };
      pulls.push(pull);
      return pull;
    },

    /** Merges `pull` into its base: its changes laid over the base's files, in a new commit. */
    merge(pull: PullRequest, title: string) {
      const base = headOf(pull.base)!;
      const files = new Map(base.files);
      for (const { path, oid } of changesOf(pull))
        if (oid) files.set(path, oid);
        else files.delete(path);
      const oid = commit(files, `${title} (#${pull.number})`, base.oid);
      refs.set(pull.base, oid);
      Object.assign(pull, {
        state: "closed",
        merged: true,
        updatedAt: now().toISOString(),
      });
      return oid;
    },

    /** The file at `path` on `branch`, as text; undefined when it has none. */
    read(branch: string, path: string) {
      const id = headOf(branch)?.files.get(path);
      return id ? blobs.get(id)!.toString("utf8") : undefined;
    },
  };
}

export type StubRepository = ReturnType<typeof stubRepository>;
