import { cva, type VariantProps } from "class-variance-authority";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        outline:
          "border border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800",
        inverted: "bg-white text-brand-800 hover:bg-brand-50",
      },
    },
    defaultVariants: { variant: "primary" },
  },
);

/** An internal link that looks like a button. */
export function ButtonLink({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof Link> & VariantProps<typeof buttonVariants>) {
  return (
    <Link
      data-slot="button"
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
}
