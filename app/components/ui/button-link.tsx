import { type VariantProps } from "class-variance-authority";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./button";

/** An internal link that looks like a button. */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<typeof Link> & VariantProps<typeof buttonVariants>) {
  return (
    <Link
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
