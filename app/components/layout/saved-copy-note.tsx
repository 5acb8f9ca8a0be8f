import { useEffect, useState } from "react";
import { useLocale } from "#app/i18n/use-i18n.ts";
import { useSavedCopyTexts } from "#app/i18n/saved-copy-texts.ts";
import { formatDay } from "#app/lib/dates.ts";
import { SAVED_COPY, savedCopyDay } from "#app/lib/saved-copy.ts";
import {
  onCurrentVersion,
  watchForNewVersion,
} from "#app/lib/version-watch.ts";

/**
 * What the app starts once the page has hydrated, in a module of its own that the page loads in
 * idle time (none of it weighs on the start): the watch for a new version, and the note of a
 * page answered from the device's copy, which it returns when this page is one.
 */
export function startAfterHydration(
  ...gate: Parameters<typeof watchForNewVersion>
): typeof SavedCopyNote | null {
  watchForNewVersion(...gate);
  return savedDay() === null ? null : SavedCopyNote;
}

const savedDay = () =>
  savedCopyDay(
    document
      .querySelector(`meta[name="${SAVED_COPY}"]`)
      ?.getAttribute("content"),
  );

/**
 * "Saved copy from 27 Nov 2026: seats may have changed": the page came from the device's copy.
 * It goes once the host confirms that this page's build is still the live one (the copy's
 * seats are then the live ones); a new build is loaded by the next tap instead.
 */
export function SavedCopyNote() {
  const { note } = useSavedCopyTexts();
  const locale = useLocale();
  const [current, setCurrent] = useState(false);
  useEffect(() => onCurrentVersion(() => setCurrent(true)), []);
  const day = savedDay();
  if (current || day === null) return null;
  return (
    <p
      role="status"
      data-slot="saved-copy"
      className="border-b border-slate-300 bg-orange-50 px-4 py-2 text-center text-sm font-semibold text-orange-900"
    >
      {note(day && formatDay(day, locale))}
    </p>
  );
}
