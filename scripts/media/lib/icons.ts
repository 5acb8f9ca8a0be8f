import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/*
 * Pictograms come from Lucide (ISC licence), already a dependency of the site: the same icon
 * set the pages use, so pictures and interface look related.
 */

export type IconName = keyof typeof lucide;

type IconOptions = {
  x: number;
  y: number;
  /** Drawn size in pixels; Lucide icons are 24×24. */
  size: number;
  stroke: string;
  strokeWidth?: number;
  fill?: string;
};

/** A Lucide icon as an SVG group at (x, y), `size` pixels wide. */
export function icon(
  name: IconName,
  { x, y, size, stroke, strokeWidth = 2, fill = "none" }: IconOptions,
): string {
  const component = lucide[name] as ComponentType<Record<string, unknown>>;
  const markup = renderToStaticMarkup(createElement(component));
  const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  if (!inner) throw new Error(`Lucide icon "${String(name)}" rendered nothing`);
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`;
}
