import { useId } from "react";
import type { EnquiryInput } from "#app/lib/enquiry-storage.ts";
import { useEnquiryTexts } from "#app/i18n/enquiry-texts.ts";

const control =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700";

const inputs = [
  { key: "name", type: "text", autoComplete: "name" },
  { key: "email", type: "email", autoComplete: "email" },
  { key: "phone", type: "tel", autoComplete: "tel" },
] as const;

/**
 * The four labelled fields of an enquiry, controlled by the caller so that what was typed
 * survives a failed save and a closed dialog. No validation (SPEC.md §5).
 */
export function EnquiryFields({
  value,
  onChange,
}: {
  value: EnquiryInput;
  onChange: (value: EnquiryInput) => void;
}) {
  const id = useId();
  const labels = useEnquiryTexts().fields;
  const set =
    (key: keyof EnquiryInput) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...value, [key]: event.target.value });
  return (
    <div className="space-y-4">
      {inputs.map((field) => (
        <div key={field.key}>
          <label
            htmlFor={`${id}-${field.key}`}
            className="text-sm font-medium text-ink"
          >
            {labels[field.key]}
          </label>
          <input
            id={`${id}-${field.key}`}
            name={field.key}
            type={field.type}
            autoComplete={field.autoComplete}
            value={value[field.key]}
            onChange={set(field.key)}
            className={control}
          />
        </div>
      ))}
      <div>
        <label
          htmlFor={`${id}-message`}
          className="text-sm font-medium text-ink"
        >
          {labels.message}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          value={value.message}
          onChange={set("message")}
          className={control}
        />
      </div>
    </div>
  );
}
