import { useSyncExternalStore } from "react";
import { ENQUIRY_STORAGE_KEY } from "#app/config/constants.ts";
import {
  browserStorage,
  clearEnquiries,
  deleteEnquiry,
  type LoadResult,
  loadEnquiries,
} from "#app/lib/enquiry-storage.ts";

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab of the site may add or delete enquiries.
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

const UNAVAILABLE: LoadResult = { ok: false, reason: "unavailable" };
let cache: { raw: string | null; result: LoadResult } | undefined;

/** One result object per stored text, as useSyncExternalStore requires of a snapshot. */
function snapshot(): LoadResult {
  const storage = browserStorage();
  if (!storage) return UNAVAILABLE;
  let raw: string | null;
  try {
    raw = storage.getItem(ENQUIRY_STORAGE_KEY);
  } catch {
    return UNAVAILABLE;
  }
  if (cache?.raw !== raw) cache = { raw, result: loadEnquiries(storage) };
  return cache.result;
}

function remove(id: string): LoadResult {
  const outcome = deleteEnquiry(browserStorage(), id);
  notify();
  return outcome;
}

function clear(): LoadResult {
  const outcome = clearEnquiries(browserStorage());
  notify();
  return outcome;
}

/**
 * The enquiries kept on this device, read only in the browser: `null` in the prerendered HTML
 * and during hydration, then the stored list or why it cannot be read. Deleting goes through
 * here, so every list on the page follows at once.
 */
export function useStoredEnquiries() {
  const result = useSyncExternalStore<LoadResult | null>(
    subscribe,
    snapshot,
    () => null,
  );
  return { result, remove, clear };
}
