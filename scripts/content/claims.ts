import {
  denialsAfter,
  denialsBefore,
  falsePromises,
  notDenials,
  yesNoQuestions,
} from "#app/content/claims.ts";

/*
 * Finds the false promises of app/content/claims.ts in a text: the phrase list says what is
 * refused and what still passes; this reads a text the way the list describes. The loader
 * (scripts/content/load.ts) runs it on every text of every data file, in every language.
 */

/** A text made comparable, with where each of its characters came from in the original. */
type Normalised = { text: string; from: number[] };

const ZERO_WIDTH = /[\u00AD\u200B-\u200D\u2060\uFEFF]/u;
const HYPHENS = /[\u2010\u2011]/u;
const APOSTROPHES = /[\u2018\u2019\u02BC]/u;

/**
 * Lower case, one space between words, Western digits for Devanagari ones, straight
 * apostrophes, no invisible joiners; "100 percent", "100 टक्के", "शंभर टक्के" → "100%".
 */
export function normalise(original: string): Normalised {
  let text = "";
  const from: number[] = [];
  let at = 0;
  for (const char of original) {
    const here = at;
    at += char.length;
    if (ZERO_WIDTH.test(char)) continue;
    let out: string;
    const code = char.codePointAt(0)!;
    if (code >= 0x966 && code <= 0x96f) out = String(code - 0x966);
    else if (/\s/u.test(char)) {
      if (text.endsWith(" ") || text === "") continue;
      out = " ";
    } else if (HYPHENS.test(char)) out = "-";
    else if (APOSTROPHES.test(char)) out = "'";
    else out = char.toLowerCase();
    for (const c of out) {
      text += c;
      from.push(here);
    }
  }
  let result: Normalised = { text, from };
  result = replace(
    result,
    /(?<![\p{L}\p{M}\p{N}])(?:hundred|शंभर)(?![\p{L}\p{M}\p{N}])/gu,
    () => "100",
  );
  result = replace(
    result,
    /(\d) ?(?:%|per ?cent|टक्के|टक्का)(?![\p{L}\p{M}])/gu,
    (m) => `${m[1]}%`,
  );
  return result;
}

/** Replaces every match, each new character taken as coming from the span it replaces. */
function replace(
  { text, from }: Normalised,
  pattern: RegExp,
  by: (match: RegExpExecArray) => string,
): Normalised {
  let out = "";
  const outFrom: number[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    const end = start + m[0].length;
    out += text.slice(last, start);
    outFrom.push(...from.slice(last, start));
    const replacement = by(m as RegExpExecArray);
    [...replacement].forEach((c, k) => {
      out += c;
      outFrom.push(
        k === replacement.length - 1
          ? from[end - 1]!
          : from[Math.min(start + k, end - 1)]!,
      );
    });
    last = end;
  }
  out += text.slice(last);
  outFrom.push(...from.slice(last));
  return { text: out, from: outFrom };
}

/** A letter of a word: words joined by a hyphen or an apostrophe are one. */
const WORD = "[\\p{L}\\p{M}\\p{N}%'-]";
/** Where a part of a sentence ends: a denial reaches no further, nor does "…". */
const CLAUSE_END = /[,.;:!?।॥()"“”–—]/u;
const SENTENCE_END = /[.!?।॥]/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One phrase of the list as an expression over a normalised text. */
export function phrasePattern(phrase: string): RegExp {
  const parts = phrase.split(" ").map((word) => {
    if (word === "…") return "…";
    return word.endsWith("*")
      ? `${escape(word.slice(0, -1))}[\\p{L}\\p{M}]*`
      : escape(word);
  });
  let source = "";
  parts.forEach((part, i) => {
    if (part === "…") return;
    if (i > 0)
      source +=
        parts[i - 1] === "…"
          ? `(?:[ -][^ ,.;:!?।॥()"“”–—]+){0,3}?[ -]`
          : "[ -]";
    source += part;
  });
  return new RegExp(`(?<!${WORD})${source}(?!${WORD})`, "gu");
}

const compiled = Object.entries(falsePromises).flatMap(([promise, phrases]) =>
  phrases.map((phrase) => ({
    promise,
    pattern: phrasePattern(phrase),
    // The phrase's words as written, each of which a match contains: a text lacking one is
    // passed over without running the expression (every text of every file meets every phrase,
    // which was half the loader's time).
    words: phrase
      .split(" ")
      .filter((word) => word !== "…")
      .map((word) => word.replace(/\*$/, "")),
  })),
);

const words = (text: string) =>
  text
    .split(" ")
    .map((w) => w.replace(/^["'“”]+|["'“”]+$/g, ""))
    .filter(Boolean);

function startsWithAny(text: string, phrases: readonly string[]) {
  return phrases.some((p) => text === p || text.startsWith(`${p} `));
}

/**
 * Whether the words at [start, end) of the normalised text are denied: by an English denial up
 * to three words before them or among them, or a Marathi one among them or up to five words
 * after, in the same part of the sentence.
 */
function denied(text: string, start: number, end: number): boolean {
  let clauseStart = start;
  while (clauseStart > 0 && !CLAUSE_END.test(text[clauseStart - 1]!))
    clauseStart--;
  let clauseEnd = end;
  while (clauseEnd < text.length && !CLAUSE_END.test(text[clauseEnd]!))
    clauseEnd++;
  const before = words(text.slice(clauseStart, start)).slice(-3);
  const inside = words(text.slice(start, end));
  // Marathi puts the verb, and its denial, at the end: "100% प्लेसमेंटचा दावा आम्ही करत नाही".
  const after = words(text.slice(end, clauseEnd)).slice(0, 5);
  const denies = (
    list: readonly string[],
    word: string,
    rest: readonly string[],
  ) =>
    list.includes(word as never) &&
    !startsWithAny([word, ...rest].join(" "), notDenials);
  const any = (
    ws: readonly string[],
    list: readonly string[],
    following: readonly string[] = [],
  ) =>
    ws.some((w, i) =>
      denies(list, w, [...ws.slice(i + 1), ...following].slice(0, 2)),
    );
  return (
    any(before, denialsBefore, inside) ||
    any(inside, [...denialsBefore, ...denialsAfter], after) ||
    any(after, denialsAfter, words(text.slice(clauseEnd, clauseEnd + 40)))
  );
}

/** Whether the words at [start, end) sit in a yes-or-no question ("Do you …?", "… देता का?"). */
function inYesNoQuestion(text: string, start: number, end: number): boolean {
  let from = start;
  while (from > 0 && !SENTENCE_END.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && !SENTENCE_END.test(text[to]!)) to++;
  if (text[to] !== "?") return false;
  const sentence = text.slice(from, to + 1).trim();
  return (
    startsWithAny(sentence, yesNoQuestions.startsWith) ||
    yesNoQuestions.endsWith.some((e) => sentence.endsWith(e))
  );
}

export type FalsePromise = {
  /** The words as the text writes them. */
  words: string;
  /** What they promise: a group of app/content/claims.ts. */
  promise: string;
};

/**
 * The false promises in a text, each once, in the order they appear. `question`: the text asks
 * a question of a list of questions and answers, where a yes-or-no question passes.
 */
export function falsePromisesIn(
  original: string,
  { question = false }: { question?: boolean } = {},
): FalsePromise[] {
  const { text, from } = normalise(original);
  const spans: { start: number; end: number; promise: string }[] = [];
  for (const { promise, pattern, words } of compiled) {
    if (!words.every((word) => text.includes(word))) continue;
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (denied(text, start, end)) continue;
      if (question && inYesNoQuestion(text, start, end)) continue;
      spans.push({ start, end, promise });
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  // Overlapping finds ("100% job" and "job guarantee" in "100% job guarantee") are one.
  const merged: typeof spans = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged.map(({ start, end, promise }) => {
    const first = from[start]!;
    const lastAt = from[end - 1]!;
    const lastLength = String.fromCodePoint(
      original.codePointAt(lastAt)!,
    ).length;
    return { words: original.slice(first, lastAt + lastLength), promise };
  });
}

type Path = readonly PropertyKey[];

/**
 * Every false promise in the texts of one data file's entry (a language's part, as the file
 * holds it): where, the words and what they promise. A text equal to `english` at the same
 * place (a shared value copied into a translation) is left to the English check.
 */
export function falsePromisesInEntry(
  data: unknown,
  english?: unknown,
): { path: Path; found: FalsePromise }[] {
  const out: { path: Path; found: FalsePromise }[] = [];
  const walk = (value: unknown, en: unknown, path: Path) => {
    if (typeof value === "string") {
      if (value === en) return;
      const question = path.at(-1) === "question";
      for (const found of falsePromisesIn(value, { question }))
        out.push({ path, found });
    } else if (Array.isArray(value))
      value.forEach((item, i) =>
        walk(item, Array.isArray(en) ? en[i] : undefined, [...path, i]),
      );
    else if (typeof value === "object" && value !== null)
      for (const [key, item] of Object.entries(value))
        walk(
          item,
          typeof en === "object" && en !== null
            ? (en as Record<string, unknown>)[key]
            : undefined,
          [...path, key],
        );
  };
  walk(data, english, []);
  return out;
}

/** What the build says of a false promise, after "<file> > <field>: ". */
export const falsePromiseMessage = ({ words, promise }: FalsePromise) =>
  `"${words}" ${promise}, which India's 2024 guidelines on coaching advertisements forbid; say what the institute does instead, e.g. "placement support" (the refused phrases: app/content/claims.ts)`;
