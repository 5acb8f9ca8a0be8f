import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useEnquiryTexts } from "#app/i18n/enquiry-texts.ts";

/**
 * 'Send us a Message' (SPEC.md §2). The institute asked for a Submit that does nothing and
 * sends nothing, with no validation (§5, PRODUCT.md §9): `method="dialog"` makes a submit
 * outside a <dialog> a no-op even before the page hydrates, `noValidate` keeps the browser
 * from blocking it, and the handler stops the event so nothing reloads or is sent. The fields
 * are uncontrolled, so what was typed stays after Submit.
 */
export function ContactForm({
  title,
  towns,
  courseOptions,
  className,
}: {
  title: string;
  towns: readonly string[];
  courseOptions: readonly string[];
  className?: string;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const t = useEnquiryTexts().contact.form;
  return (
    <div
      className={cn(
        "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8",
        className,
      )}
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <form
        method="dialog"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => event.preventDefault()}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <Field id={`${id}-name`} label={t.name}>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            className={control}
          />
        </Field>
        <Field id={`${id}-email`} label={t.email}>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            className={control}
          />
        </Field>
        <Field id={`${id}-phone`} label={t.phone}>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            className={control}
          />
        </Field>
        <Field id={`${id}-degree`} label={t.degree}>
          <input
            id={`${id}-degree`}
            name="degree"
            type="text"
            className={control}
          />
        </Field>
        <Field id={`${id}-branch`} label={t.branch}>
          <select id={`${id}-branch`} name="branch" className={control}>
            {towns.map((town) => (
              <option key={town}>{town}</option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-course`} label={t.course}>
          <select id={`${id}-course`} name="course" className={control}>
            {courseOptions.map((course) => (
              <option key={course}>{course}</option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" className="w-full sm:w-auto">
            {t.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}

const control =
  "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-700";

/** A label above its one control, which must carry `id`. */
function Field({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}
