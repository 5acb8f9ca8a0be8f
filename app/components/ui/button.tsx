import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/utils.ts";

/**
 * Every button look of the site, for <button>, <Link> and <a> alike. Components pick a
 * variant and a size here and never copy these classes.
 */
export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        outline:
          "border border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800",
        inverted: "bg-white text-brand-800 hover:bg-brand-50",
        danger: "bg-red-800 text-white hover:bg-red-900",
        /** Quiet: a link-coloured label with a tint on hover. */
        ghost: "text-brand-700 hover:bg-brand-50 hover:text-brand-900",
        /** On a red notice (the enquiry that could not be kept). */
        alert:
          "border border-red-800/30 bg-white text-red-900 hover:bg-red-100",
        /** Over a picture. */
        overlay:
          "bg-white/90 text-ink shadow hover:bg-white hover:text-brand-800",
      },
      size: {
        default: "rounded-lg px-5 py-2.5",
        /** Narrower, for table cells on a phone. */
        compact: "rounded-lg px-3",
        /** A square for one icon; give it an aria-label. */
        icon: "size-11 rounded-lg",
        /** A circle for one icon; give it an aria-label. */
        round: "size-11 rounded-full",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
