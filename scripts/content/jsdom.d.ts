// jsdom ships no types: the parts this project uses (the SVG check's window, the editor's
// session script run in a page of its own).
declare module "jsdom" {
  export class VirtualConsole {
    on(event: "jsdomError", listener: (error: Error) => void): this;
  }
  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        url?: string;
        runScripts?: "dangerously" | "outside-only";
        virtualConsole?: VirtualConsole;
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
