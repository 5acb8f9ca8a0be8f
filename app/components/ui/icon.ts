import { createElement } from "react";

/** An icon as lucide-react's icon modules declare it: its name, its box and its shapes. */
export type IconData = {
  name: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string>])[];
};

type IconProps = React.ComponentProps<"svg"> & {
  size?: number | string;
  strokeWidth?: number | string;
};

/** lucide's rule: an icon with a label, a role, a title or children is not hidden. */
const labelled = (props: object, children: unknown) =>
  Boolean(children) ||
  Object.keys(props).some(
    (key) => key.startsWith("aria-") || key === "role" || key === "title",
  );

/**
 * What lucide-react's `createLucideIcon` does for this site, in one function: the same `<svg>`
 * (24 px, `currentColor` strokes 2 wide, round caps and joins, classes `lucide lucide-<name>`,
 * `aria-hidden` unless labelled), without the options the site never uses (a context, colour,
 * absolute or non-scaling strokes, aliases). The build gives it to lucide's icon modules in
 * place of theirs (scripts/build/vite/lucide-icon.ts): 1.2 kB gzip less on every page. Each
 * icon's shapes still come from lucide-react.
 */
export default function createLucideIcon(icon: IconData) {
  return function Icon({
    className,
    size = 24,
    strokeWidth = 2,
    children,
    ...props
  }: IconProps) {
    const box = icon.size ?? 24;
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: `lucide lucide-${icon.name}${className ? ` ${className}` : ""}`,
        ...(labelled(props, children) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}
