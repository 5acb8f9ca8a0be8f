// jsdom ships no types; the SVG check uses only its window (DOMParser, XMLSerializer, nodes).
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
