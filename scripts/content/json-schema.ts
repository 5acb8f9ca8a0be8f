import { z } from "zod";

/*
 * The schemas of app/content/schemas/ as JSON Schema (draft 2020-12, as zod writes it), the form
 * the languages of the data files (./languages.ts, hence the loader) and the editor's
 * configuration (scripts/content/editor/config.ts) read them in.
 */

/** The parts of a JSON Schema the editor and the language split need. */
export type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  enum?: string[];
  const?: string;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  imageKind?: string;
  multiline?: boolean;
  /** A text written in every language of the site. */
  translate?: boolean;
  /** A value the build fills in (a batch's number): nobody types it. */
  derived?: boolean;
  /** A value the editor makes when an entry is created, from this template: nobody types it. */
  generated?: string;
  /**
   * Every regular expression the value must match, as `/source/flags`: JSON Schema's `pattern`
   * keeps one of them and drops the flags (a colour like #B91C1C is fine only with `i`).
   */
  regexes?: string[];
  /** What the schema says when the value does not match `regexes[i]`. */
  regexMessages?: string[];
};

/** A regular expression written as a literal, `/source/flags`, the form the editor reads. */
export const literalOf = (regex: RegExp) => `/${regex.source}/${regex.flags}`;

type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  error?: (issue: object) => string;
};
type StringDef = {
  type: string;
  format?: string;
  pattern?: RegExp;
  protocol?: RegExp;
  hostname?: RegExp;
  error?: (issue: object) => string;
  checks?: { _zod: { def: CheckDef } }[];
};

const unanchored = (regex: RegExp) =>
  regex.source.replace(/^\^/, "").replace(/\$$/, "");

/**
 * A web address's protocol and host rule as one expression on the whole address. zod's domain
 * rule starts with a look-ahead to the end of the host name, which in a whole address is where
 * the port, path or query begins.
 */
function urlRegex(def: StringDef): string {
  const protocol = def.protocol
    ? unanchored(def.protocol)
    : "[a-z][a-z0-9+.-]*";
  const hostEnd = "(?=.{1,253}$)";
  const host = def.hostname ? unanchored(def.hostname) : "[^/?#]+";
  if (host.replace(hostEnd, "").includes("$"))
    throw new Error(`a host rule the editor cannot use: ${def.hostname}`);
  const hostInUrl = host.replace(hostEnd, "(?=[^:/?#]{1,253}(?:[:/?#]|$))");
  return `/^(?:${protocol}):\\/\\/(?:${hostInUrl})(?::\\d+)?(?:[/?#]|$)/`;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const def = (zodSchema as unknown as { _zod: { def: StringDef } })._zod
        .def;
      if (def.type !== "string") return;
      const checks = (def.checks ?? [])
        .map((check) => check._zod.def)
        .filter((check) => check.format === "regex" && check.pattern);
      const regexes = checks.map((check) => literalOf(check.pattern!));
      const messages = checks.map((check) => check.error?.({}) ?? "");
      if (def.format === "email" && def.pattern) {
        regexes.unshift(literalOf(def.pattern));
        messages.unshift(def.error?.({}) ?? "");
      }
      if (def.format === "url") {
        jsonSchema.format = "uri";
        regexes.unshift(urlRegex(def));
        messages.unshift(def.error?.({}) ?? "");
      }
      if (regexes.length) {
        jsonSchema.regexes = regexes;
        jsonSchema.regexMessages = messages;
      }
    },
  }) as JsonSchema;
}
