import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Unlike shadcn's cn this does not merge conflicting Tailwind classes:
 * tailwind-merge alone was 9 kB of the home page's 140 kB JavaScript budget. So a
 * component never takes a class that fights one of its own; it offers a variant instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
