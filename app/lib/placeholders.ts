/*
 * Texts in the data files may name the institute's details instead of repeating them, so a
 * change in site.json reaches every page: "Visit our centres in {towns}".
 */

/** The placeholders a text may use, and what each stands for. */
export type PlaceholderValues = Readonly<Record<string, string>>;

export type UnknownPlaceholder = {
  path: readonly (string | number)[];
  name: string;
};

const PLACEHOLDER = /\{([A-Za-z_]+)\}/g;

/**
 * Returns `value` with every `{name}` in its strings replaced, however deep, and the
 * placeholders it does not know (left as written), so the build can name them.
 */
export function fillPlaceholders<T>(
  value: T,
  values: PlaceholderValues,
): { value: T; unknown: UnknownPlaceholder[] } {
  const unknown: UnknownPlaceholder[] = [];
  const fill = (item: unknown, path: (string | number)[]): unknown => {
    if (typeof item === "string")
      return item.replace(PLACEHOLDER, (whole, name: string) => {
        if (Object.hasOwn(values, name)) return values[name]!;
        unknown.push({ path, name });
        return whole;
      });
    if (Array.isArray(item)) return item.map((x, i) => fill(x, [...path, i]));
    if (item && typeof item === "object")
      return Object.fromEntries(
        Object.entries(item).map(([k, x]) => [k, fill(x, [...path, k])]),
      );
    return item;
  };
  return { value: fill(value, []) as T, unknown };
}
