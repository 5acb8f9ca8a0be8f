/** The slide after `index`, wrapping from the last back to the first. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`, wrapping from the first to the last. */
export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}
