import createDOMPurify, {
  type RemovedAttribute,
  type RemovedElement,
} from "dompurify";
import { isDirective, isTag } from "domhandler";
import { parseDocument } from "htmlparser2";
import { JSDOM } from "jsdom";

/*
 * An SVG is a document, not only a picture: opened as a page it runs its scripts and handlers on
 * the site's origin, and shown anywhere it may load other files. So an uploaded .svg is read as
 * a browser reads it (jsdom's XML parser) and passed through DOMPurify's SVG allowlist, which
 * people who follow browsers' quirks keep; our own rules only narrow it: addresses stay inside
 * the picture and styles load nothing. When DOMPurify removes something that could run or fetch
 * (a script, a handler, a link out, a foreign object), the file is refused, with a message for the
 * staff naming what it held; what else it removes (a drawing program's metadata) is stripped, and
 * the site publishes the cleaned file. The hosts send /images/ with a policy of their own as well
 * (host/headers.ts), so a file that slipped past this still runs nothing.
 */

const SVG_NS = "http://www.w3.org/2000/svg";
/** Elements of these namespaces are live HTML or MathML inside an SVG document. */
const FOREIGN_NAMESPACES: Record<string, string> = {
  "http://www.w3.org/1999/xhtml": "an HTML element",
  "http://www.w3.org/1998/Math/MathML": "a MathML element",
};

/** What DOMPurify removes that could run or embed, by local name (lower case): the file is refused. */
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

/** Animation elements: they may move and colour things, never change an address or a handler. */
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
  /** The file as the site publishes it (DOMPurify's output), when nothing is wrong. */
  clean?: string;
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

/** The local name of `prefix:name`, in lower case. */
const localKey = (name: string) =>
  name.slice(name.indexOf(":") + 1).toLowerCase();

/** What an attribute holds that could run or fetch, if anything (none: harmless). */
function attributeProblems(name: string, value: string): string[] {
  const key = localKey(name);
  if (name === "xmlns" || name.startsWith("xmlns:")) return [];
  if (key.startsWith("on")) return ["is an event handler, which runs script"];
  if (isScriptAddress(value))
    return ["holds a javascript: address, which runs script"];
  if (name === "xml:base")
    return ["changes where the picture's addresses point"];
  if ((key === "href" || key === "src") && !isInsideReference(value))
    return [
      `points outside the picture (${shown(value)}): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed`,
    ];
  if (key === "attributename" && changesAddressOrHandler(value))
    return [
      `changes ${localKey(value)}, which could point elsewhere or run script`,
    ];
  // Unprefixed attributes are style and presentation attributes (fill="url(…)"): read as CSS.
  return name.includes(":") ? [] : cssProblems(value);
}

/** Whether an animation of this attribute could point elsewhere or run script. */
const changesAddressOrHandler = (attributeName: string) => {
  const key = localKey(attributeName);
  return ["href", "src", "style"].includes(key) || key.startsWith("on");
};

/** What a removed element held that could run or fetch, if anything (none: harmless). */
function elementProblems(element: Element): string[] {
  const foreign = FOREIGN_NAMESPACES[element.namespaceURI ?? ""];
  if (foreign) return [`is ${foreign}: a picture holds SVG only`];
  const key = element.localName.toLowerCase();
  const refused = REFUSED_ELEMENTS[key];
  if (refused) return [`${refused}: a picture may not hold one`];
  const target = element.getAttribute("attributeName") ?? "";
  if (ANIMATIONS.has(key) && changesAddressOrHandler(target))
    return [
      `changes ${localKey(target)}, which could point elsewhere or run script`,
    ];
  return [];
}

/** Directives before or around the root: only the XML declaration, in UTF-8, is taken. */
function directiveProblems(
  node: { name: string; data: string },
  line: string,
): { at: string; message: string } | undefined {
  const name = node.name.toLowerCase();
  if (name === "?xml") {
    const encoding = /\bencoding\s*=\s*["']([^"']*)["']/i.exec(node.data)?.[1];
    return encoding && !/^(?:utf-8|us-ascii)$/i.test(encoding)
      ? {
          at: `<?xml?> (${line})`,
          message: `declares the ${encoding} encoding: save the picture as UTF-8`,
        }
      : undefined;
  }
  if (name.startsWith("!"))
    return {
      at: `<${node.name}> (${line})`,
      message:
        "declares a DOCTYPE or entities, which can hide markup: delete it, or export the picture again without a DOCTYPE",
    };
  return {
    at: `<${node.name}?> (${line})`,
    message: "is a processing instruction, which can load a style sheet",
  };
}

/** A problem found at an element (its place in the file) or at one of its attributes. */
type Found = { order: number; attribute: number; at: string; message: string };

/** One window for every check: jsdom's XML parser and serializer, which DOMPurify works on. */
let shared: JSDOM["window"] | undefined;
const browser = () => (shared ??= new JSDOM("").window);

/**
 * Checks one SVG file: whatever could run script (script elements, event handlers, `javascript:`
 * addresses, HTML inside the picture, animations of an address or a handler), load or embed
 * anything from elsewhere (addresses other than `#id` or a raster `data:` picture, `@import`,
 * `foreignObject`, frames and objects), or hide markup from this check (a DOCTYPE with entities,
 * processing instructions, an encoding other than UTF-8). Also reads the root's size and, when
 * nothing is wrong, gives the cleaned file.
 */
export function checkSvg(source: Uint8Array | string): SvgCheck {
  const text = decode(source);
  if (typeof text !== "string") return readSvg(text);
  // Every content load checks every SVG it names (a build, the dev server on each edit, and the
  // unit tests' many loads of the fixtures): a file's verdict is read once per process.
  let verdict = verdicts.get(text);
  if (!verdict) verdicts.set(text, (verdict = readSvg(text)));
  return structuredClone(verdict);
}

/** The verdicts given so far, by the file's text. */
const verdicts = new Map<string, SvgCheck>();

function readSvg(text: string | { problem: string }): SvgCheck {
  if (typeof text !== "string")
    return { problems: [{ message: text.problem }] };
  const lineOf = lineCounter(text);

  // Lines for messages: jsdom's XML parser keeps no positions, so the elements are also read by
  // htmlparser2, which meets them in the same order.
  const located = parseDocument(text, {
    xmlMode: true,
    withStartIndices: true,
  });
  const directives = located.children
    .filter(isDirective)
    .map((node) => directiveProblems(node, `line ${lineOf(node.startIndex)}`))
    .filter((problem) => problem !== undefined);
  const lines: number[] = [];
  const collect = (nodes: typeof located.children) => {
    for (const node of nodes)
      if (isTag(node)) {
        lines.push(lineOf(node.startIndex));
        collect(node.children);
      }
  };
  collect(located.children);

  const window = browser();
  const document = new window.DOMParser().parseFromString(
    text,
    "image/svg+xml",
  );
  const root = document.documentElement;
  if (root.localName === "parsererror")
    return {
      problems: [
        ...directives,
        {
          message: `is not an SVG picture a browser can read (${root.textContent?.trim().replace(/\.$/, "")}): export it again`,
        },
      ],
    };
  // DOMPurify empties what it removes: each element's place and attributes are noted first.
  const elements = [...document.getElementsByTagName("*")];
  const noted = new Map(
    elements.map((element, order) => {
      const line = lines.length === elements.length ? lines[order] : undefined;
      const at = `<${element.nodeName}>${line ? ` (line ${line})` : ""}`;
      const attributes = [...element.attributes].map(({ name, value }) => ({
        name,
        value,
      }));
      return [element, { order, at, attributes }];
    }),
  );
  const found: Found[] = [];
  /** Notes what an element (or one of its attributes) held that could run or fetch. */
  const note = (
    element: Element,
    attribute?: string,
    value = "",
    /** A problem found by a rule of ours rather than by the element's own. */
    given?: string,
  ) => {
    const { order, at, attributes } = noted.get(element) ?? {
      order: elements.length,
      at: `<${element.nodeName}>`,
      attributes: [],
    };
    if (attribute === undefined)
      for (const message of given ? [given] : elementProblems(element))
        found.push({ order, attribute: -1, at, message });
    else
      for (const message of attributeProblems(attribute, value))
        found.push({
          order,
          attribute: attributes.findIndex((a) => a.name === attribute),
          at: `${at} > ${attribute}`,
          message,
        });
  };
  if (root.namespaceURI !== SVG_NS || root.localName !== "svg")
    found.push({
      ...noted.get(root)!,
      attribute: -1,
      message: `is not an SVG picture: the first element must be <svg xmlns="${SVG_NS}">`,
    });

  // DOMPurify drops CDATA sections, where drawing programs write their styles: kept as text.
  for (const element of elements)
    for (const node of [...element.childNodes])
      if (node.nodeType === window.Node.CDATA_SECTION_NODE)
        element.replaceChild(
          document.createTextNode(node.textContent ?? ""),
          node,
        );

  // The root is sanitized inside a wrapper, so that DOMPurify weighs it like any other element.
  const wrapper = document.createElementNS(SVG_NS, "svg");
  document.replaceChild(wrapper, root);
  wrapper.append(root);
  const purify = createDOMPurify(window);
  purify.addHook("uponSanitizeElement", (node, data) => {
    if (
      data.tagName === "style" &&
      node instanceof window.Element &&
      node.namespaceURI === SVG_NS
    )
      for (const message of cssProblems(node.textContent ?? ""))
        note(node, undefined, "", message);
  });
  // DOMPurify's allowlist lets addresses fetch (https:, /path); a picture keeps them inside.
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    if (attributeProblems(data.attrName, data.attrValue).length)
      data.keepAttr = false;
  });
  purify.sanitize(wrapper, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is left out of the profile because it can load another file; addresses are held to
    // #id above, which leaves only the in-picture copies drawing programs make with it.
    ADD_TAGS: ["use"],
    IN_PLACE: true,
  });

  for (const removed of purify.removed)
    if ("element" in removed) {
      const { element } = removed as RemovedElement;
      if (!(element instanceof window.Element)) continue;
      for (const each of [element, ...element.getElementsByTagName("*")]) {
        note(each);
        // An animation's target is named by the element's own message.
        const animation = ANIMATIONS.has(each.localName.toLowerCase());
        for (const { name, value } of noted.get(each)?.attributes ?? [])
          if (!(animation && localKey(name) === "attributename"))
            note(each, name, value);
      }
    } else {
      const { attribute, from } = removed as RemovedAttribute;
      if (attribute && from instanceof window.Element)
        note(from, attribute.name, attribute.value);
    }

  const problems = [
    ...directives,
    ...found
      .sort((a, b) => a.order - b.order || a.attribute - b.attribute)
      .map(({ at, message }) => ({ at, message })),
  ];
  const width = root.getAttribute("width");
  const height = root.getAttribute("height");
  const size =
    width && height && /^\d+$/.test(width) && /^\d+$/.test(height)
      ? { width: Number(width), height: Number(height) }
      : undefined;
  if (problems.length) return size ? { problems, size } : { problems };
  const clean = `${new window.XMLSerializer().serializeToString(root)}\n`;
  return size ? { problems, size, clean } : { problems, clean };
}
