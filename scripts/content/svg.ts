import { type ChildNode, type Element, isDirective, isTag } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";

/*
 * An SVG is a document, not only a picture: opened as a page it runs its scripts and handlers on
 * the site's origin, and shown anywhere it may load other files. The site copies an uploaded
 * .svg as it is, so the build takes one only if it holds nothing that runs or reaches out:
 * parsed as XML (htmlparser2's XML mode, with namespaces worked out as a browser does), every
 * element and attribute is held to the rules below. The hosts send /images/ with a policy of its
 * own as well (host/headers.ts), so a file that slipped past this still runs nothing.
 */

const SVG_NS = "http://www.w3.org/2000/svg";
/** Elements of these namespaces are live HTML or MathML inside an SVG document. */
const FOREIGN_NAMESPACES: Record<string, string> = {
  "http://www.w3.org/1999/xhtml": "an HTML element",
  "http://www.w3.org/1998/Math/MathML": "a MathML element",
};

/** Elements a picture never needs, by local name in any namespace (lower case). */
const REFUSED_ELEMENTS: Record<string, string> = {
  script: "runs script",
  handler: "runs script",
  listener: "runs script",
  foreignobject: "embeds a web page in the picture",
  iframe: "embeds another document",
  frame: "embeds another document",
  frameset: "embeds another document",
  embed: "embeds another document",
  object: "embeds another document",
  applet: "embeds another document",
  portal: "embeds another document",
  fencedframe: "embeds another document",
};

/** Animation elements: they may move and colour things, never change an address or handler. */
const ANIMATIONS = new Set([
  "set",
  "animate",
  "animatetransform",
  "animatemotion",
  "animatecolor",
]);

/** Pictures a picture may carry inside itself, as `data:` addresses. */
const RASTER_DATA = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif)[;,]/i;

/** CSS functions that take an address: only a fragment or a raster data: address may follow. */
const ADDRESS_FUNCTIONS = new Set(["url", "src"]);
/** CSS functions whose addresses are strings: a picture never needs them. */
const STRING_ADDRESS_FUNCTIONS = new Set([
  "image-set",
  "-webkit-image-set",
  "image",
  "cross-fade",
  "element",
]);

/** One thing wrong with an SVG: where (an element, maybe an attribute of it) and what. */
export type SvgProblem = {
  /** `<svg> (line 1) > onload`; none when the whole file is wrong (not UTF-8, no root). */
  at?: string;
  message: string;
};

/** `media/logo.svg > <svg> (line 1) > onload: is an event handler, which runs script`. */
export const formatSvgProblem = (file: string, problem: SvgProblem) =>
  `${file}${problem.at ? ` > ${problem.at}` : ""}: ${problem.message}`;

export type SvgCheck = {
  /** What is wrong, in the order of the file. */
  problems: SvgProblem[];
  /** The root's `width` and `height`, when both are whole numbers. */
  size?: { width: number; height: number };
};

/** Characters a browser drops or ignores inside an address, or that hide a word from a reader. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u206f\u3164\ufeff\uffa0]|\u034f|\u17b4|\u17b5/g;

/** The value as an address parser reads it for its scheme: no invisible characters, lower case. */
const compact = (value: string) => value.replace(INVISIBLE, "").toLowerCase();

/** A value that names a script address (`javascript:`, also split by tabs or written as entities). */
const isScriptAddress = (value: string) =>
  /(?:java|vb)script:/.test(compact(value));

/** Whether an address stays inside the picture: `#id`, or a raster picture as `data:`. */
export function isInsideReference(value: string): boolean {
  const address = value.replace(INVISIBLE, "");
  return address.startsWith("#") || RASTER_DATA.test(address);
}

/** `"https://example.com/x.png"` as shown in a message: short, one line. */
const shown = (value: string) => {
  const line = JSON.stringify(value.trim());
  return line.length > 60 ? `${line.slice(0, 57)}…"` : line;
};

/** What is wrong with a piece of CSS (a `<style>` or an attribute), if anything. */
export function cssProblems(css: string): string[] {
  const problems: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "").toLowerCase();
  // An escape can spell any word (`\75 rl(` is `url(`): a picture's style has no need of one.
  if (text.includes("\\"))
    problems.push("uses a CSS escape (\\): write the style out plainly");
  if (text.includes("@import"))
    problems.push("imports a style sheet (@import)");
  for (const match of text.matchAll(/([a-z0-9_-]+)\(\s*(["']?)/g)) {
    const name = match[1]!;
    if (STRING_ADDRESS_FUNCTIONS.has(name))
      problems.push(`loads a picture from elsewhere (${name}())`);
    if (!ADDRESS_FUNCTIONS.has(name)) continue;
    const rest = text.slice(match.index + match[0].length);
    if (!isInsideReference(rest))
      problems.push(
        `points outside the picture (${name}(${shown(rest.split(/[)"']/)[0] ?? "")})): only ${name}(#id) is allowed`,
      );
  }
  return problems;
}

/** The element's namespace prefixes in scope, `""` for the default one. */
type Scope = ReadonlyMap<string, string>;

function scopeOf(element: Element, outer: Scope): Scope {
  const declared = Object.entries(element.attribs).filter(
    ([name]) => name === "xmlns" || name.startsWith("xmlns:"),
  );
  if (!declared.length) return outer;
  const scope = new Map(outer);
  for (const [name, uri] of declared) scope.set(name.slice(6), uri);
  return scope;
}

const split = (name: string) => {
  const colon = name.indexOf(":");
  return colon < 0
    ? { prefix: "", local: name }
    : { prefix: name.slice(0, colon), local: name.slice(colon + 1) };
};

/** Line numbers of positions in the text, for messages. */
function lineCounter(text: string) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1))
    starts.push(i + 1);
  return (index: number | null) => {
    if (index === null) return 1;
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** The text of the file if it is UTF-8 (what the check reads is then what a browser reads). */
function decode(source: Uint8Array | string): string | { problem: string } {
  if (typeof source === "string") return source.replace(/^\ufeff/, "");
  const [a, b] = source;
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff))
    return { problem: "is saved as UTF-16: save it as UTF-8" };
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(
      source,
    );
  } catch {
    return { problem: "is not UTF-8 text: save it as UTF-8" };
  }
}

/**
 * Checks one SVG file: whatever could run script (script elements, event handlers, `javascript:`
 * addresses, HTML inside the picture, animations of an address or a handler), load or embed
 * anything from elsewhere (addresses other than `#id` or a raster `data:` picture, `@import`,
 * `foreignObject`, frames and objects), or hide markup from this check (a DOCTYPE with entities,
 * processing instructions, an encoding other than UTF-8). Also reads the root's size.
 */
export function checkSvg(source: Uint8Array | string): SvgCheck {
  const text = decode(source);
  if (typeof text !== "string")
    return { problems: [{ message: text.problem }] };
  const lineOf = lineCounter(text);
  const problems: SvgProblem[] = [];
  const add = (at: string, message: string) => problems.push({ at, message });
  const document = parseDocument(text, {
    xmlMode: true,
    withStartIndices: true,
  });

  const checkDirective = (node: ChildNode) => {
    if (!isDirective(node)) return;
    const line = `line ${lineOf(node.startIndex)}`;
    const name = node.name.toLowerCase();
    if (name === "?xml") {
      const encoding = /\bencoding\s*=\s*["']([^"']*)["']/i.exec(
        node.data,
      )?.[1];
      if (encoding && !/^(?:utf-8|us-ascii)$/i.test(encoding))
        add(
          `<?xml?> (${line})`,
          `declares the ${encoding} encoding: save the picture as UTF-8`,
        );
    } else if (name.startsWith("!"))
      add(
        `<${node.name}> (${line})`,
        "declares a DOCTYPE or entities, which can hide markup: delete it, or export the picture again without a DOCTYPE",
      );
    else
      add(
        `<${node.name}?> (${line})`,
        "is a processing instruction, which can load a style sheet",
      );
  };

  const checkAttribute = (where: string, name: string, value: string) => {
    const { prefix, local } = split(name);
    if (name === "xmlns" || prefix === "xmlns") return;
    const at = `${where} > ${name}`;
    const key = local.toLowerCase();
    if (key.startsWith("on"))
      return add(at, "is an event handler, which runs script");
    if (isScriptAddress(value))
      return add(at, "holds a javascript: address, which runs script");
    if (name === "xml:base")
      return add(at, "changes where the picture's addresses point");
    if ((key === "href" || key === "src") && !isInsideReference(value))
      return add(
        at,
        `points outside the picture (${shown(value)}): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed`,
      );
    // Unprefixed attributes are style and presentation attributes (fill="url(…)"): read as CSS.
    if (!prefix) for (const problem of cssProblems(value)) add(at, problem);
  };

  const checkElement = (element: Element, outer: Scope, isRoot: boolean) => {
    const scope = scopeOf(element, outer);
    const { prefix, local } = split(element.name);
    const namespace = scope.get(prefix);
    const key = local.toLowerCase();
    const where = `<${element.name}> (line ${lineOf(element.startIndex)})`;
    if (isRoot && (namespace !== SVG_NS || local !== "svg"))
      add(
        where,
        `is not an SVG picture: the first element must be <svg xmlns="${SVG_NS}">`,
      );
    const foreign = namespace && FOREIGN_NAMESPACES[namespace];
    if (foreign) add(where, `is ${foreign}: a picture holds SVG only`);
    else if (REFUSED_ELEMENTS[key])
      add(where, `${REFUSED_ELEMENTS[key]}: a picture may not hold one`);
    if (ANIMATIONS.has(key)) {
      const target = split(element.attribs.attributeName ?? "").local;
      const changed = target.toLowerCase();
      if (
        ["href", "src", "style"].includes(changed) ||
        changed.startsWith("on")
      )
        add(
          where,
          `changes ${target}, which could point elsewhere or run script`,
        );
    }
    for (const [name, value] of Object.entries(element.attribs))
      checkAttribute(where, name, value);
    if (key === "style")
      for (const problem of cssProblems(textContent(element)))
        add(where, problem);
    for (const child of element.children) visit(child, scope, false);
  };

  const visit = (node: ChildNode, scope: Scope, isRoot: boolean) => {
    if (isTag(node)) checkElement(node, scope, isRoot);
    else checkDirective(node);
  };

  const roots = document.children.filter(isTag);
  if (roots.length !== 1)
    problems.push({
      message: `is not an SVG picture (${roots.length ? "more than one" : "no"} root element)`,
    });
  for (const node of document.children) visit(node, new Map(), isTag(node));

  const root = roots[0];
  const width = root?.attribs.width;
  const height = root?.attribs.height;
  const size =
    width && height && /^\d+$/.test(width) && /^\d+$/.test(height)
      ? { width: Number(width), height: Number(height) }
      : undefined;
  return size ? { problems, size } : { problems };
}
