import { type VariantProps } from "class-variance-authority";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

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
