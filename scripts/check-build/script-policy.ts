// No HTML file of the build may run a script it did not mean to: every page carries a <meta>
// script policy (scripts/build/csp-hashes.ts) before its first script, allowing the site's own files
// and exactly its own inline scripts by hash, never 'unsafe-inline' or another source; and no
// page has an inline event handler or a javascript: address, which no hash can allow. The
// hosts' header leaves inline scripts to this policy (host/headers.ts), so a page without
// it would run any script injected into it.
import { createHash } from "node:crypto";
import type { Element } from "domhandler";
import { textContent } from "domutils";
import { $$, type CheckResult, type Site } from "#scripts/check-build/site.ts";
import { scriptRuns as runs } from "#scripts/build/csp-hashes.ts";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Attributes whose value the browser may follow as an address. */
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href"];

export function checkScriptPolicy(site: Site): CheckResult {
  const problems: string[] = [];
  for (const page of site.pages) {
    const dom = site.dom(page);
    const policies = $$('meta[http-equiv="Content-Security-Policy" i]', dom);
    const scripts = $$("script", dom);
    if (policies.length !== 1) {
      problems.push(
        `${page}: ${policies.length} <meta> script policies (one, before the first script)`,
      );
      continue;
    }
    const [meta] = policies as [Element];
    if (meta.parent?.type !== "tag" || meta.parent.name !== "head")
      problems.push(`${page}: the <meta> script policy is not in <head>`);
    const inOrder = $$("*", dom);
    const first = scripts[0];
    if (first && inOrder.indexOf(first) < inOrder.indexOf(meta))
      problems.push(`${page}: a script comes before the <meta> script policy`);
    const directive = (meta.attribs.content ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name?.toLowerCase() === "script-src");
    if (!directive) {
      problems.push(`${page}: the <meta> policy has no script-src`);
      continue;
    }
    const sources = directive.slice(1);
    for (const source of sources)
      if (
        source !== "'self'" &&
        !/^'sha(?:256|384|512)-[\w+/]+=*'$/.test(source)
      )
        problems.push(`${page}: script-src allows ${source}`);
    for (const script of scripts) {
      if (script.attribs.src !== undefined || !runs(script.attribs.type))
        continue;
      const text = textContent(script);
      if (text && !sources.includes(sha256(text)))
        problems.push(
          `${page}: an inline script is not in the policy (${text.slice(0, 40).replace(/\s+/g, " ")}…)`,
        );
    }
    for (const element of inOrder) {
      for (const [name, value] of Object.entries(element.attribs)) {
        if (/^on/i.test(name))
          problems.push(
            `${page}: <${element.name} ${name}>, an inline event handler`,
          );
        if (
          URL_ATTRIBUTES.includes(name.toLowerCase()) &&
          // eslint-disable-next-line no-control-regex
          /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, ""))
        )
          problems.push(
            `${page}: <${element.name} ${name}="${value.slice(0, 30)}">, a javascript: address`,
          );
      }
    }
  }
  return {
    problems,
    figures: [
      `script policy         ${site.pages.length} HTML files, each with its own <meta> script policy`,
    ],
  };
}
