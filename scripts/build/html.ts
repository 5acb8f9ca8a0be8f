// A page read through an HTML parser (parse5, the one jsdom uses), and edits made at the
// offsets it reports, so that every byte not edited stays as React rendered it.
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
export type Element = DefaultTreeAdapterMap["element"];
export type Edit = { start: number; end: number; text: string };

/** Every element of the page, in document order. */
export function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) found.push(node);
    if ("childNodes" in node) node.childNodes.forEach(visit);
    if ("content" in node) visit(node.content);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** The text between an element's tags, as the browser reads it. */
export function textOf(element: Element): string {
  return element.childNodes
    .map((node) =>
      node.nodeName === "#text" && "value" in node ? node.value : "",
    )
    .join("");
}

export function locationOf(element: Element) {
  const at = element.sourceCodeLocation;
  if (!at) throw new Error(`<${element.tagName}> has no source location`);
  return at;
}

/** Where the element is written, tags included. */
export function spanOf(element: Element) {
  const { startOffset, endOffset } = locationOf(element);
  return { start: startOffset, end: endOffset };
}

export function applyEdits(html: string, edits: Edit[]): string {
  let out = html;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
