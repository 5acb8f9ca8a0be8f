/*
 * Just enough GraphQL to answer the queries the editor sends GitHub (./github-api-stub.ts):
 * one query or mutation with variables, fields with aliases and arguments (strings, numbers,
 * enums, variables, lists and objects), and inline fragments (`... on Blob { … }`). No named
 * fragments, directives or schema: a field is whatever the object answering it has under that
 * name, a function of the field's arguments or a value, and a field it lacks is an error, as
 * GitHub answers a query it cannot run.
 */

/** An object a query can read: its fields, each a value or a function of the field's arguments. */
export type GraphQLObject = {
  /** The type an inline fragment (`... on Commit`) is matched against. */
  __typename?: string;
  [field: string]: unknown;
};

export type Arguments = Record<string, unknown>;

type Field = {
  kind: "field";
  alias: string;
  name: string;
  args: Arguments;
  selections?: Selection[];
};
type Fragment = { kind: "fragment"; on: string; selections: Selection[] };
type Selection = Field | Fragment;

/** A query the stub cannot run, answered as GitHub answers one: in `errors`, with status 200. */
export class GraphQLError extends Error {}

const TOKEN =
  /\s+|,|(\.\.\.)|([{}()[\]:!$=@])|([_A-Za-z][_0-9A-Za-z]*)|(-?\d+(?:\.\d+)?)|("(?:[^"\\]|\\.)*")/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match)
      throw new GraphQLError(
        `cannot read the query at "${source.slice(at, at + 20)}"`,
      );
    const token = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5];
    if (token) tokens.push(token);
  }
  return tokens;
}

/** The operation of `source`, its selections read with `variables` in place. */
export function parse(
  source: string,
  variables: Arguments = {},
): { operation: "query" | "mutation"; selections: Selection[] } {
  const tokens = tokenize(source);
  let i = 0;
  const peek = () => tokens[i];
  const take = (expected?: string) => {
    const token = tokens[i++];
    if (token === undefined || (expected !== undefined && token !== expected))
      throw new GraphQLError(
        `expected ${expected ?? "more"}, found ${token ?? "the end"}`,
      );
    return token;
  };

  function value(): unknown {
    const token = take();
    if (token === "$") {
      const name = take();
      if (!(name in variables))
        throw new GraphQLError(`variable $${name} is not given`);
      return variables[name];
    }
    if (token.startsWith('"')) return JSON.parse(token) as string;
    if (/^-?\d/.test(token)) return Number(token);
    if (token === "[") {
      const list: unknown[] = [];
      while (peek() !== "]") list.push(value());
      take("]");
      return list;
    }
    if (token === "{") {
      const object: Arguments = {};
      while (peek() !== "}") {
        const name = take();
        take(":");
        object[name] = value();
      }
      take("}");
      return object;
    }
    // true, false, null, or an enum value such as OPEN, which the fields read as its name.
    return token === "true"
      ? true
      : token === "false"
        ? false
        : token === "null"
          ? null
          : token;
  }

  function selectionSet(): Selection[] {
    take("{");
    const selections: Selection[] = [];
    while (peek() !== "}") {
      if (peek() === "...") {
        take();
        take("on");
        const on = take();
        selections.push({ kind: "fragment", on, selections: selectionSet() });
        continue;
      }
      const alias = take();
      let name = alias;
      if (peek() === ":") {
        take();
        name = take();
      }
      const args: Arguments = {};
      if (peek() === "(") {
        take();
        while (peek() !== ")") {
          const arg = take();
          take(":");
          args[arg] = value();
        }
        take(")");
      }
      selections.push({
        kind: "field",
        alias,
        name,
        args,
        ...(peek() === "{" ? { selections: selectionSet() } : {}),
      });
    }
    take("}");
    return selections;
  }

  const operation = take();
  if (operation !== "query" && operation !== "mutation")
    throw new GraphQLError(`only a query or a mutation, not "${operation}"`);
  if (peek() !== "(" && peek() !== "{") take(); // the operation's name
  if (peek() === "(") {
    // The variables' declarations: their values come with the request.
    while (take() !== ")");
  }
  const selections = selectionSet();
  if (i !== tokens.length) throw new GraphQLError("one operation per request");
  return { operation, selections };
}

async function select(
  object: GraphQLObject,
  selections: Selection[],
  path: string,
): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  // One after the other: a mutation's fields run in order.
  for (const selection of selections) {
    if (selection.kind === "fragment") {
      if (!object.__typename || object.__typename === selection.on)
        Object.assign(result, await select(object, selection.selections, path));
      continue;
    }
    const { alias, name, args } = selection;
    if (!(name in object))
      throw new GraphQLError(
        `${path || "the root"} has no field "${name}" in this stub`,
      );
    const field = object[name];
    const value: unknown = await (typeof field === "function"
      ? field(args)
      : field);
    result[alias] = await shape(value, selection.selections, `${path}.${name}`);
  }
  return result;
}

async function shape(
  value: unknown,
  selections: Selection[] | undefined,
  path: string,
): Promise<unknown> {
  if (!selections || value === null || value === undefined)
    return value ?? null;
  if (Array.isArray(value))
    return Promise.all(value.map((item) => shape(item, selections, path)));
  return select(value as GraphQLObject, selections, path);
}

/** Runs `source` on `root` (the query's root, or the mutations'): the answer's `data`. */
export async function execute(
  source: string,
  variables: Arguments,
  roots: { query: GraphQLObject; mutation: GraphQLObject },
): Promise<Record<string, unknown>> {
  const { operation, selections } = parse(source, variables);
  return select(roots[operation], selections, "");
}
