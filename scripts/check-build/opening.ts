// The first paint waits for the page's opening (app/components/layout/opening.tsx): every page
// of the app closes its opening once, inside <main>, and nothing else holds its paint.
import {
  $,
  $$,
  type CheckResult,
  type Site,
} from "#scripts/check-build/site.ts";

export function checkOpening(site: Site): CheckResult {
  const problems: string[] = [];
  let held = 0;
  for (const page of site.pages) {
    const dom = site.dom(page);
    const blocking = $$("[blocking]", dom);
    if (!blocking.length) continue;
    held++;
    const expected = (el: (typeof blocking)[number]) =>
      el.name === "link" &&
      el.attribs.rel === "expect" &&
      el.attribs.href === "#opening-end" &&
      el.attribs.blocking === "render";
    for (const el of blocking.filter((el) => !expected(el)))
      problems.push(
        `${page}: render-blocking <${el.name} blocking="${el.attribs.blocking}">`,
      );
    if (!$$("head > link[rel=expect][blocking]", dom).some(expected))
      problems.push(
        `${page}: the opening's <link rel="expect"> is not in <head>`,
      );
    const ends = $$("#opening-end", dom).length;
    if (ends !== 1 || !$("main #opening-end", dom))
      problems.push(
        `${page}: ${ends} elements with id="opening-end" (one, inside <main>, ends the held paint)`,
      );
  }
  return {
    problems,
    figures: [`held first paint      ${held} pages wait for their opening`],
  };
}
