import { type VariantProps } from "class-variance-authority";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./button-link";

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
