/** How often the course testimonials move on by themselves (SPEC.md §9). */
export const TESTIMONIAL_ROTATION_MS = 4500;

/** The index `step` places away from `index` in a ring of `count` items (wraps both ways). */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
