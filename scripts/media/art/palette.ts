/*
 * The brand palette of every generated picture: deep red accents on slate and indigo, the
 * same values as the site's @theme tokens in app/app.css and Tailwind's slate/indigo scales.
 */
export const brand = {
  red50: "#fef2f2",
  red100: "#fee2e2",
  red200: "#fecaca",
  red400: "#f87171",
  red600: "#dc2626",
  red700: "#b91c1c",
  red800: "#991b1b",
  red900: "#7f1d1d",
  ink: "#0f172a",
  slate50: "#f8fafc",
  slate100: "#f1f5f9",
  slate200: "#e2e8f0",
  slate300: "#cbd5e1",
  slate400: "#94a3b8",
  slate500: "#64748b",
  slate600: "#475569",
  slate700: "#334155",
  slate800: "#1e293b",
  slate900: "#0f172a",
  indigo50: "#eef2ff",
  indigo100: "#e0e7ff",
  indigo200: "#c7d2fe",
  indigo300: "#a5b4fc",
  indigo400: "#818cf8",
  indigo500: "#6366f1",
  indigo600: "#4f46e5",
  indigo700: "#4338ca",
  indigo800: "#3730a3",
  indigo900: "#312e81",
  amber300: "#fcd34d",
  amber400: "#fbbf24",
  emerald300: "#6ee7b7",
  emerald500: "#10b981",
  sky300: "#7dd3fc",
  sky500: "#0ea5e9",
  teal500: "#14b8a6",
  violet500: "#8b5cf6",
  white: "#ffffff",
} as const;

/** A small, stable hash, so the same name always gets the same look. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** Picks from `items` by `seed`, with `salt` giving independent picks from one seed. */
export function pick<T>(items: readonly T[], seed: number, salt = 0): T {
  return items[(hash(`${seed}:${salt}`) % items.length) as number]!;
}

/** A deterministic pseudo-random sequence in [0, 1). */
export function random(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `<svg>` with the root attributes every generated picture shares. */
export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
