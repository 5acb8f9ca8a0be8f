/** The index `step` places away from `index` in a ring of `count` items (wraps both ways). */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
