// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  codeBlock,
  codeSpan,
  coursesBody,
  coursesListed,
  type Failure,
  failureBody,
  failureTitle,
  newCoursesComment,
  plainTitle,
  stillFailingComment,
} from "#scripts/publish/issue-text.ts";

/*
 * Text that is not ours (commit messages, names, content problems, course files and notes) in
 * the issues the workflow writes, as someone hostile would write it: whatever it holds, it stays
 * text. Bodies are CommonMark, where GitHub links nothing inside code; titles are plain text, where
 * it still links #123 and @name. The expected outputs are written out by hand from CommonMark's
 * rules (spec 0.31: 4.5 fenced code blocks, 6.1 code spans).
 */

const J = "\u2060"; // the word joiner plainTitle puts after # and @

describe("a code span for text in a line", () => {
  it("is one backtick when the text has none", () => {
    expect(
      codeSpan("courses/java.json > batches[0] > seats: must be 0 or more"),
    ).toBe("`courses/java.json > batches[0] > seats: must be 0 or more`");
  });

  it("has fences longer than any backtick run inside, so the text cannot end it", () => {
    expect(codeSpan("Fix `seats` for @asha-patil in #12")).toBe(
      "``Fix `seats` for @asha-patil in #12``",
    );
    expect(codeSpan("a `` b ``` c")).toBe("````a `` b ``` c````");
  });

  it("is padded with a space when the text starts or ends with a backtick, or with a space at both ends", () => {
    expect(codeSpan("``` ends the fence")).toBe("```` ``` ends the fence ````");
    expect(codeSpan("ends with a tick`")).toBe("`` ends with a tick` ``");
    expect(codeSpan("`")).toBe("`` ` ``");
    // CommonMark strips one space at each end when both are there: the padding is what goes.
    expect(codeSpan(" spaced ")).toBe("`  spaced  `");
    expect(codeSpan(" left only")).toBe("` left only`");
    // Spaces only are kept as they are.
    expect(codeSpan(" ")).toBe("` `");
    expect(codeSpan("")).toBe("` `");
  });

  it("folds every CommonMark line ending into a space, so no block (heading, list, fence, blank line) can start", () => {
    expect(codeSpan("line one\n\n# Heading\r\n```\r~~~ <script>")).toBe(
      "````line one  # Heading ``` ~~~ <script>````",
    );
    expect(codeSpan("- [x] done\n> quote\n| a | b |")).toBe(
      "`- [x] done > quote | a | b |`",
    );
  });
});

describe("a fenced block for the log's tail", () => {
  it("fences with three backticks a log that has none", () => {
    expect(codeBlock("> check:build\nbudget exceeded")).toBe(
      "```text\n> check:build\nbudget exceeded\n```",
    );
  });

  it("fences longer than any backtick run in the log; tilde fences inside stay text", () => {
    expect(codeBlock("ok\n```\n~~~~\n@everyone #1\nmore")).toBe(
      "````text\nok\n```\n~~~~\n@everyone #1\nmore\n````",
    );
    expect(codeBlock("x `````` y")).toBe("```````text\nx `````` y\n```````");
  });

  it("writes every line ending as a newline", () => {
    expect(codeBlock("a\r\nb\rc")).toBe("```text\na\nb\nc\n```");
  });
});

describe("a plain title", () => {
  it("keeps #, @ and GH- from linking or mentioning, and reads the same", () => {
    expect(
      plainTitle(
        "Publishing stopped: title: @everyone see #1, org/repo#2 and GH-3 (gh-4)",
      ),
    ).toBe(
      `Publishing stopped: title: @${J}everyone see #${J}1, org/repo#${J}2 and GH${J}-3 (gh${J}-4)`,
    );
  });

  it("turns line ends and control characters into spaces", () => {
    expect(plainTitle("a\nb\r\n\tc\u0000d\u007f")).toBe("a b c d");
  });

  it("stays within GitHub's 256 characters without splitting a character", () => {
    expect(plainTitle("x".repeat(300))).toBe(`${"x".repeat(255)}…`);
    expect(plainTitle("😀".repeat(300))).toBe(`${"😀".repeat(255)}…`);
  });
});

const RUN = "https://github.com/nimbus-institute/website/actions/runs/7";
const hostile: Failure = {
  problems: [
    "courses/java.json > title: must not hold `@team` ``` or <b>",
    "courses/`x.json > seo > title: @org/admins #99",
  ],
  tail: "",
  step: "build",
  save: {
    sha: "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678",
    message: "Fix ``` seats @everyone\r\n\r\n#1 closes everything",
    name: "Mallory `x` @admins",
  },
  runUrl: RUN,
};

describe("the publish-failed issue with hostile text", () => {
  it("quotes the commit message, the name and every problem as code, mentioning no one", () => {
    expect(failureBody(hostile)).toBe(
      [
        "``Mallory `x` @admins``, the save in commit a1b2c3d (````Fix ``` seats @everyone````) cannot be published. The live site stays as it was, and no later save (anyone's seat changes and the nightly rebuild too) is published until this is fixed.",
        "",
        "The build found these problems in the content (file > entry > field: what is wrong):",
        "",
        "- ````courses/java.json > title: must not hold `@team` ``` or <b>````",
        "- ``courses/`x.json > seo > title: @org/admins #99``",
        "",
        "Open the file in /admin, correct the field and save. Publishing starts again by itself.",
        "",
        `The full log: ${RUN}`,
        "",
        "This issue closes by itself when the next build succeeds.",
      ].join("\n"),
    );
    expect(stillFailingComment(hostile)).toBe(
      [
        "Still failing after commit a1b2c3d by ``Mallory `x` @admins``. The description above now lists what the latest build said.",
        "",
        "- ````courses/java.json > title: must not hold `@team` ``` or <b>````",
        "- ``courses/`x.json > seo > title: @org/admins #99``",
        "",
        `The full log: ${RUN}`,
      ].join("\n"),
    );
  });

  it("mentions the author only by a real login", () => {
    const first = (login: string) =>
      failureBody({
        ...hostile,
        save: { ...hostile.save, login, name: "Asha" },
      }).split(",")[0];
    expect(first("asha-patil")).toBe("@asha-patil");
    expect(first("asha patil @everyone")).toBe("`Asha`");
    expect(first("-asha")).toBe("`Asha`");
  });

  it("titles the first problem without links or mentions", () => {
    expect(failureTitle(hostile)).toBe(
      `Publishing stopped: courses/java.json > title: must not hold \`@${J}team\` \`\`\` or <b> (and 1 more)`,
    );
  });

  it("fences the log's tail beyond any fence in it", () => {
    const body = failureBody({
      ...hostile,
      problems: [],
      tail: "npm error\n```\n@everyone\n~~~\n</details>",
    });
    expect(body).toContain(
      [
        "The build failed, and not because of a field in the content. The end of its output:",
        "",
        "````text",
        "npm error",
        "```",
        "@everyone",
        "~~~",
        "</details>",
        "````",
        "",
        `The full log: ${RUN}`,
      ].join("\n"),
    );
  });
});

describe("the courses-to-update issue with hostile text", () => {
  const courses = [
    { file: "courses/a`b.json", note: "@team see #4\n- [x] done" },
    { file: "courses/`x.json", note: "``` <img src=x onerror=alert(1)>" },
    { file: "`y.json", note: "`@team`" },
    { file: "courses/java.json", note: "the next batch starts on 2026-12-07." },
  ];

  it("quotes each file and note as code", () => {
    expect(coursesBody("2026-11-24", courses)).toBe(
      [
        "As of 2026-11-24, these courses need their batches updated in /admin (a course whose batches have all started shows 'No Upcoming Batches'; one whose next batch starts within 14 days needs the batch after it):",
        "",
        "- ``courses/a`b.json``: `@team see #4 - [x] done`",
        "- ``courses/`x.json``: ```` ``` <img src=x onerror=alert(1)> ````",
        "- `` `y.json ``: `` `@team` ``",
        "- `courses/java.json`: `the next batch starts on 2026-12-07.`",
        "",
        "The nightly build keeps this list current and closes this issue when every course has a batch more than two weeks ahead.",
      ].join("\n"),
    );
    expect(newCoursesComment("2026-12-28", courses.slice(0, 1))).toBe(
      "New on the list as of 2026-12-28:\n\n- ``courses/a`b.json``: `@team see #4 - [x] done`",
    );
  });

  it("reads back the files it listed, backticks and all", () => {
    expect(coursesListed(coursesBody("2026-11-24", courses))).toEqual([
      "courses/a`b.json",
      "courses/`x.json",
      "`y.json",
      "courses/java.json",
    ]);
  });
});
