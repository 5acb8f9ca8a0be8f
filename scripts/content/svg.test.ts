// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSvg, formatSvgProblem } from "#scripts/content/svg.ts";

/*
 * Each attack an uploaded SVG could carry, written out as a file would hold it, and the line the
 * build prints for it. An honest picture (the project's own logos, a drawing program's export)
 * passes.
 */

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
/** What the build says about a file named `media/x.svg` holding `text`. */
const problemsOf = (text: string) =>
  checkSvg(text).problems.map((p) => formatSvgProblem("media/x.svg", p));

describe("an SVG's check", () => {
  it("passes the project's own logos and reads their size", () => {
    const dir = "public/images/companies";
    const logos = readdirSync(dir).filter((f) => f.endsWith(".svg"));
    expect(logos).toHaveLength(12);
    for (const logo of logos)
      expect(checkSvg(readFileSync(join(dir, logo))), logo).toMatchObject({
        problems: [],
        size: { width: 200, height: 60 },
      });
    expect(checkSvg(readFileSync("public/favicon.svg")).problems).toEqual([]);
  });

  it("passes a drawing program's export: its own namespaces, gradients, styles, a fragment link and an embedded PNG", () => {
    const exported = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="400" height="120" viewBox="0 0 400 120" version="1.1" id="svg1"
  xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  xmlns:xlink="http://www.w3.org/1999/xlink"
  xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"
  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"
  sodipodi:docname="logo.svg" inkscape:export-filename="C:\\Users\\staff\\logo.png" xml:space="preserve">
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="2.5"/>
  <defs>
    <linearGradient id="g"><stop offset="0" style="stop-color:#0ea5e9;stop-opacity:1"/><stop offset="1" stop-color="#334155"/></linearGradient>
    <style type="text/css"><![CDATA[ .st0 { fill: url(#g); font-family: 'Inter', sans-serif } ]]></style>
  </defs>
  <metadata><rdf:RDF><dc:format>image/svg+xml</dc:format><rdf:Description rdf:about="" dc:source="https://example.com/brand"/></rdf:RDF></metadata>
  <title>Nimbus</title>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" transform="translate(10 10) rotate(2)">
    <rect class="st0" width="120" height="100" rx="8" style="fill:url( '#g' );stroke:#000" clip-path="url(#c)"/>
    <clipPath id="c"><circle cx="60" cy="50" r="40"/></clipPath>
    <use xlink:href="#c" href="#c" x="10"/>
    <a href="#svg1"><text x="140" y="60" font-weight="bold">Nimbus &amp; Co</text></a>
    <image width="10" height="10" xlink:href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="/>
    <animateTransform attributeName="transform" type="rotate" from="0" to="5" dur="2s"/>
    <animate attributeName="fill" values="url(#g);#fff" dur="1s"/>
  </g>
</svg>
`;
    const { problems, size, clean } = checkSvg(exported);
    expect(problems).toEqual([]);
    expect(size).toEqual({ width: 400, height: 120 });
    // What the site publishes: the picture kept, the program's own notes and the animation of
    // its colour (outside DOMPurify's allowlist) left out.
    for (const kept of [
      '<linearGradient id="g">',
      ".st0 { fill: url(#g);",
      'clip-path="url(#c)"',
      '<use xlink:href="#c" href="#c" x="10"/>',
      '<a href="#svg1">',
      "Nimbus &amp; Co",
      'xlink:href="data:image/png;base64,iVBOR',
      '<animateTransform attributeName="transform"',
    ])
      expect(clean).toContain(kept);
    for (const dropped of [
      "sodipodi",
      "inkscape",
      "rdf:RDF",
      "C:\\Users",
      "<animate ",
    ])
      expect(clean).not.toContain(dropped);
  });

  it("refuses script elements, also under another prefix or in HTML's namespace", () => {
    expect(
      problemsOf(`<svg ${SVG} width="1" height="1">
<script>alert(1)</script>
<s:script xmlns:s="http://www.w3.org/2000/svg" href="#x">alert(2)</s:script>
<SCRIPT>alert(3)</SCRIPT>
<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(4)</h:script>
<script type="text/ecmascript"><![CDATA[ alert(5) ]]></script>
</svg>`),
    ).toEqual([
      "media/x.svg > <script> (line 2): runs script: a picture may not hold one",
      "media/x.svg > <s:script> (line 3): runs script: a picture may not hold one",
      "media/x.svg > <SCRIPT> (line 4): runs script: a picture may not hold one",
      "media/x.svg > <h:script> (line 5): is an HTML element: a picture holds SVG only",
      "media/x.svg > <script> (line 6): runs script: a picture may not hold one",
    ]);
  });

  it("refuses event handlers on any element, in any case or namespace", () => {
    expect(
      problemsOf(`<svg ${SVG} onload="alert(1)">
<rect onclick="alert(2)" ONMOUSEOVER="alert(3)"/>
<g xmlns:e="http://www.w3.org/2001/xml-events" e:onactivate="x"/>
<animate attributeName="x" onbegin="alert(4)" dur="1s"/>
</svg>`),
    ).toEqual([
      "media/x.svg > <svg> (line 1) > onload: is an event handler, which runs script",
      "media/x.svg > <rect> (line 2) > onclick: is an event handler, which runs script",
      "media/x.svg > <rect> (line 2) > ONMOUSEOVER: is an event handler, which runs script",
      "media/x.svg > <g> (line 3) > e:onactivate: is an event handler, which runs script",
      "media/x.svg > <animate> (line 4) > onbegin: is an event handler, which runs script",
    ]);
  });

  it("refuses javascript: addresses, also written with entities, tabs, newlines or control characters", () => {
    expect(
      problemsOf(`<svg ${SVG}>
<a href="javascript:alert(1)"><text>1</text></a>
<a xlink:href="JaVaScRiPt:alert(2)" xmlns:xlink="http://www.w3.org/1999/xlink"><text>2</text></a>
<a href="&#106;&#x61;vascript:alert(3)"><text>3</text></a>
<a href="java&#9;script:alert(4)"><text>4</text></a>
<a href="  java
script:alert(5)"><text>5</text></a>
<a href="&#x7f;javascript&#x200B;:alert(6)"><text>6</text></a>
<a href="vbscript:msgbox(7)"><text>7</text></a>
<a href="#x" title="javascript:alert(8)"><text>8</text></a>
</svg>`),
    ).toEqual([
      "media/x.svg > <a> (line 2) > href: holds a javascript: address, which runs script",
      "media/x.svg > <a> (line 3) > xlink:href: holds a javascript: address, which runs script",
      "media/x.svg > <a> (line 4) > href: holds a javascript: address, which runs script",
      "media/x.svg > <a> (line 5) > href: holds a javascript: address, which runs script",
      "media/x.svg > <a> (line 6) > href: holds a javascript: address, which runs script",
      "media/x.svg > <a> (line 8) > href: holds a javascript: address, which runs script",
      "media/x.svg > <a> (line 9) > href: holds a javascript: address, which runs script",
      "media/x.svg > <a> (line 10) > title: holds a javascript: address, which runs script",
    ]);
  });

  it("refuses every address that leaves the picture: only #id and raster data: stay inside it", () => {
    expect(
      problemsOf(`<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink">
<image href="https://evil.example/x.png" width="1" height="1"/>
<image xlink:href="//evil.example/x.png"/>
<use href="/images/other.svg#icon"/>
<use xlink:href="data:image/svg+xml;base64,PHN2Zy8+"/>
<image href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>
<a href="https://evil.example/"><text>go</text></a>
<feImage href="x.png"/>
<use href=""/>
<q:image xmlns:q="http://www.w3.org/1999/xlink" q:href="http://evil.example/"/>
<g xml:base="https://evil.example/"/>
<img src="https://evil.example/beacon"/>
</svg>`),
    ).toEqual([
      'media/x.svg > <image> (line 2) > href: points outside the picture ("https://evil.example/x.png"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
      'media/x.svg > <image> (line 3) > xlink:href: points outside the picture ("//evil.example/x.png"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
      'media/x.svg > <use> (line 4) > href: points outside the picture ("/images/other.svg#icon"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
      'media/x.svg > <use> (line 5) > xlink:href: points outside the picture ("data:image/svg+xml;base64,PHN2Zy8+"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
      'media/x.svg > <image> (line 6) > href: points outside the picture ("data:text/html,<script>alert(1)</script>"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
      'media/x.svg > <a> (line 7) > href: points outside the picture ("https://evil.example/"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
      'media/x.svg > <feImage> (line 8) > href: points outside the picture ("x.png"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
      'media/x.svg > <use> (line 9) > href: points outside the picture (""): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
      'media/x.svg > <q:image> (line 10) > q:href: points outside the picture ("http://evil.example/"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
      "media/x.svg > <g> (line 11) > xml:base: changes where the picture's addresses point",
      'media/x.svg > <img> (line 12) > src: points outside the picture ("https://evil.example/beacon"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
    ]);
  });

  it("refuses styles that load from elsewhere: url(), @import, image-set() and escapes that spell them", () => {
    expect(
      problemsOf(`<svg ${SVG}>
<style>@import "https://evil.example/x.css"; rect { fill: url(https://evil.example/p.svg#p) }</style>
<style><![CDATA[ @IMPORT url(//evil.example/y.css); ]]></style>
<rect style="fill: url( 'https://evil.example/beacon' )"/>
<rect fill="url(/images/x.svg#g)" filter="url(#f)"/>
<rect style="background-image: image-set('https://evil.example/a.png' 1x)"/>
<rect style="fill: \\75 rl(https://evil.example/)"/>
<rect style="fill: ur/**/l(#ok); mask: u/* */rl(https://evil.example/)"/>
</svg>`),
    ).toEqual([
      "media/x.svg > <style> (line 2): imports a style sheet (@import)",
      'media/x.svg > <style> (line 2): points outside the picture (url("https://evil.example/p.svg#p")): only url(#id) is allowed',
      "media/x.svg > <style> (line 3): imports a style sheet (@import)",
      'media/x.svg > <style> (line 3): points outside the picture (url("//evil.example/y.css")): only url(#id) is allowed',
      'media/x.svg > <rect> (line 4) > style: points outside the picture (url("https://evil.example/beacon")): only url(#id) is allowed',
      'media/x.svg > <rect> (line 5) > fill: points outside the picture (url("/images/x.svg#g")): only url(#id) is allowed',
      "media/x.svg > <rect> (line 6) > style: loads a picture from elsewhere (image-set())",
      "media/x.svg > <rect> (line 7) > style: uses a CSS escape (\\): write the style out plainly",
      'media/x.svg > <rect> (line 8) > style: points outside the picture (url("https://evil.example/")): only url(#id) is allowed',
    ]);
  });

  it("refuses foreignObject and anything that embeds another document", () => {
    expect(
      problemsOf(`<svg ${SVG}>
<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
<iframe src="#x"/>
<embed src="#x"/>
<object data="x.html"/>
<html:iframe xmlns:html="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/>
<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math>
</svg>`),
    ).toEqual([
      "media/x.svg > <foreignObject> (line 2): embeds a web page in the picture: a picture may not hold one",
      "media/x.svg > <div> (line 2): is an HTML element: a picture holds SVG only",
      "media/x.svg > <iframe> (line 3): embeds another document: a picture may not hold one",
      "media/x.svg > <embed> (line 4): embeds another document: a picture may not hold one",
      "media/x.svg > <object> (line 5): embeds another document: a picture may not hold one",
      "media/x.svg > <html:iframe> (line 6): is an HTML element: a picture holds SVG only",
      "media/x.svg > <math> (line 7): is a MathML element: a picture holds SVG only",
      "media/x.svg > <mi> (line 7): is a MathML element: a picture holds SVG only",
    ]);
  });

  it("refuses animations that change an address, a handler or a style", () => {
    expect(
      problemsOf(`<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink">
<a><set attributeName="href" to="#x"/><text>1</text></a>
<a><animate attributeName="xlink:href" values="#a;#b" dur="1s"/><text>2</text></a>
<set attributeName="onclick" to="x"/>
<animate attributeName="style" to="fill:red" dur="1s"/>
<animateMotion dur="1s"><mpath href="https://evil.example/p.svg#p"/></animateMotion>
<a href="#x"><set attributeName="href" to="javascript:alert(1)"/><text>6</text></a>
</svg>`),
    ).toEqual([
      "media/x.svg > <set> (line 2): changes href, which could point elsewhere or run script",
      "media/x.svg > <animate> (line 3): changes href, which could point elsewhere or run script",
      "media/x.svg > <set> (line 4): changes onclick, which could point elsewhere or run script",
      "media/x.svg > <animate> (line 5): changes style, which could point elsewhere or run script",
      'media/x.svg > <mpath> (line 6) > href: points outside the picture ("https://evil.example/p.svg#p"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
      "media/x.svg > <set> (line 7): changes href, which could point elsewhere or run script",
      "media/x.svg > <set> (line 7) > to: holds a javascript: address, which runs script",
    ]);
  });

  it("refuses a DOCTYPE, entities and processing instructions, which can hide markup from a reader", () => {
    expect(
      problemsOf(`<?xml version="1.0"?>
<?xml-stylesheet href="https://evil.example/x.css" type="text/css"?>
<!DOCTYPE svg [ <!ENTITY s "&#60;script&#62;alert(1)&#60;/script&#62;"> ]>
<svg ${SVG}>&s;</svg>`),
    ).toEqual([
      "media/x.svg > <?xml-stylesheet?> (line 2): is a processing instruction, which can load a style sheet",
      "media/x.svg > <!DOCTYPE> (line 3): declares a DOCTYPE or entities, which can hide markup: delete it, or export the picture again without a DOCTYPE",
    ]);
    expect(
      problemsOf(
        `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg ${SVG}/>`,
      ),
    ).toEqual([
      "media/x.svg > <!DOCTYPE> (line 1): declares a DOCTYPE or entities, which can hide markup: delete it, or export the picture again without a DOCTYPE",
    ]);
  });

  it("refuses a file a browser would read otherwise than this check: another encoding, or not an SVG at all", () => {
    expect(
      problemsOf(`<?xml version="1.0" encoding="UTF-7"?><svg ${SVG}/>`),
    ).toEqual([
      "media/x.svg > <?xml?> (line 1): declares the UTF-7 encoding: save the picture as UTF-8",
    ]);
    const utf16 = Buffer.from(`\ufeff<svg ${SVG}/>`, "utf16le");
    expect(checkSvg(utf16).problems).toEqual([
      { message: "is saved as UTF-16: save it as UTF-8" },
    ]);
    expect(checkSvg(Buffer.from([0x3c, 0x73, 0xff, 0x3e])).problems).toEqual([
      { message: "is not UTF-8 text: save it as UTF-8" },
    ]);
    expect(
      problemsOf(
        `<html xmlns="http://www.w3.org/1999/xhtml"><body onload="alert(1)"/></html>`,
      ),
    ).toEqual([
      'media/x.svg > <html> (line 1): is not an SVG picture: the first element must be <svg xmlns="http://www.w3.org/2000/svg">',
      "media/x.svg > <html> (line 1): is an HTML element: a picture holds SVG only",
      "media/x.svg > <body> (line 1): is an HTML element: a picture holds SVG only",
      "media/x.svg > <body> (line 1) > onload: is an event handler, which runs script",
    ]);
    expect(problemsOf("")).toEqual([
      "media/x.svg: is not an SVG picture a browser can read (1:0: document must contain a root element): export it again",
    ]);
    expect(
      problemsOf(`<svg ${SVG}><a href="&#0;javascript:alert(1)"/></svg>`),
    ).toEqual([
      "media/x.svg: is not an SVG picture a browser can read (1:53: malformed character entity): export it again",
    ]);
  });

  /*
   * More attacks, from public SVG-XSS lists (PortSwigger's cross-site scripting cheat sheet,
   * html5sec.org, DOMPurify's own tests), each made a well-formed file as an upload would be.
   */
  it("refuses the payloads of public SVG-XSS lists, naming what each held", () => {
    const refusals: [string, string[]][] = [
      [
        `<svg ${SVG}><discard onbegin="alert(1)"/></svg>`,
        [
          "<discard> (line 1) > onbegin: is an event handler, which runs script",
        ],
      ],
      [
        `<svg ${SVG}><animateTransform onbegin="alert(1)" attributeName="transform"/></svg>`,
        [
          "<animateTransform> (line 1) > onbegin: is an event handler, which runs script",
        ],
      ],
      [
        `<svg ${SVG}><image href="x" onerror="alert(1)"/></svg>`,
        [
          '<image> (line 1) > href: points outside the picture ("x"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
          "<image> (line 1) > onerror: is an event handler, which runs script",
        ],
      ],
      [
        `<svg ${SVG}><text><tspan onmouseover="alert(1)">hover</tspan></text><svg onload="alert(2)"/></svg>`,
        [
          "<tspan> (line 1) > onmouseover: is an event handler, which runs script",
          "<svg> (line 1) > onload: is an event handler, which runs script",
        ],
      ],
      [
        `<svg ${SVG}><set attributeName="onmouseover" to="alert(1)"/></svg>`,
        [
          "<set> (line 1): changes onmouseover, which could point elsewhere or run script",
        ],
      ],
      [
        `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><a><animate attributeName="xlink:href" begin="0" from="javascript:alert(1)" to="&amp;"/><text>click</text></a></svg>`,
        [
          "<animate> (line 1): changes href, which could point elsewhere or run script",
          "<animate> (line 1) > from: holds a javascript: address, which runs script",
        ],
      ],
      [
        `<svg ${SVG}><script href="data:text/javascript,alert(1)"/></svg>`,
        [
          "<script> (line 1): runs script: a picture may not hold one",
          '<script> (line 1) > href: points outside the picture ("data:text/javascript,alert(1)"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
        ],
      ],
      [
        `<svg ${SVG} xmlns:ev="http://www.w3.org/2001/xml-events"><handler ev:event="load">alert(1)</handler></svg>`,
        ["<handler> (line 1): runs script: a picture may not hold one"],
      ],
      [
        `<svg ${SVG}><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject></svg>`,
        [
          "<foreignObject> (line 1): embeds a web page in the picture: a picture may not hold one",
          "<iframe> (line 1): is an HTML element: a picture holds SVG only",
          "<iframe> (line 1) > src: holds a javascript: address, which runs script",
        ],
      ],
      [
        `<svg ${SVG}><link xmlns="http://www.w3.org/1999/xhtml" rel="stylesheet" href="https://evil.example/x.css"/></svg>`,
        [
          "<link> (line 1): is an HTML element: a picture holds SVG only",
          '<link> (line 1) > href: points outside the picture ("https://evil.example/x.css"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
        ],
      ],
      [
        `<svg ${SVG}><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><text>x</text></a></svg>`,
        [
          '<a> (line 1) > href: points outside the picture ("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
        ],
      ],
      [
        `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><filter id="f"><feImage xlink:href="https://evil.example/beacon.png"/></filter></svg>`,
        [
          '<feImage> (line 1) > xlink:href: points outside the picture ("https://evil.example/beacon.png"): only #id, or a PNG, JPEG, GIF, WebP or AVIF as data:, is allowed',
        ],
      ],
      [
        `<svg ${SVG}><style>@font-face { font-family: x; src: url(https://evil.example/f.woff) } text { background: url("javascript:alert(1)") }</style></svg>`,
        [
          '<style> (line 1): points outside the picture (url("https://evil.example/f.woff")): only url(#id) is allowed',
          '<style> (line 1): points outside the picture (url("javascript:alert(1")): only url(#id) is allowed',
        ],
      ],
      [
        `<svg ${SVG}><meta xmlns="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=javascript:alert(1)"/></svg>`,
        [
          "<meta> (line 1): is an HTML element: a picture holds SVG only",
          "<meta> (line 1) > content: holds a javascript: address, which runs script",
        ],
      ],
    ];
    for (const [file, expected] of refusals)
      expect(problemsOf(file), file).toEqual(
        expected.map((line) => `media/x.svg > ${line}`),
      );
    // HTML's named character references mean nothing to an XML reader: no browser shows this file.
    expect(
      problemsOf(
        `<svg ${SVG}><a href="javascript&colon;alert(1)"><text>x</text></a></svg>`,
      ),
    ).toEqual([
      "media/x.svg: is not an SVG picture a browser can read (1:66: undefined entity): export it again",
    ]);
  });

  it("keeps text that looks like markup as text: it never becomes an element", () => {
    const { problems, clean } = checkSvg(
      `<svg ${SVG}><title><![CDATA[</title><script>alert(1)</script>]]></title><text>&lt;script&gt;alert(2)&lt;/script&gt;</text></svg>`,
    );
    expect(problems).toEqual([]);
    expect(clean).not.toContain("<script");
  });

  it("reads the size only from whole-number width and height", () => {
    expect(checkSvg(`<svg ${SVG} width="120" height="80"/>`).size).toEqual({
      width: 120,
      height: 80,
    });
    expect(checkSvg(`<svg ${SVG} width="12cm" height="8cm"/>`).size).toBe(
      undefined,
    );
  });
});
