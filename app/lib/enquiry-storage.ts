import { ENQUIRY_STORAGE_KEY } from "../config/constants.ts";

/** What the visitor typed into the enquiry dialog. No validation (SPEC.md §5). */
export type EnquiryInput = {
  name: string;
  email: string;
  phone: string;
  message: string;
};

/** An enquiry as kept on this device. */
export type StoredEnquiry = EnquiryInput & {
  id: string;
  /** ISO instant it was sent. */
  createdAt: string;
  courseSlug: string;
};

type StoreFile = { version: 1; enquiries: StoredEnquiry[] };

export type StorageFailure = "unavailable" | "full" | "corrupt";
export type LoadResult =
  | { ok: true; enquiries: StoredEnquiry[] }
  | { ok: false; reason: StorageFailure };
export type SaveResult =
  { ok: true; enquiry: StoredEnquiry } | { ok: false; reason: StorageFailure };

/** The browser's localStorage, or null where it is disabled or blocked (reading it can throw). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const FIELDS = [
  "id",
  "createdAt",
  "courseSlug",
  "name",
  "email",
  "phone",
  "message",
] as const;

function isStoredEnquiry(value: unknown): value is StoredEnquiry {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((f) => typeof record[f] === "string");
}

/** Reads every enquiry kept on this device, oldest first. */
export function loadEnquiries(storage: Storage | null): LoadResult {
  if (!storage) return { ok: false, reason: "unavailable" };
  let raw: string | null;
  try {
    raw = storage.getItem(ENQUIRY_STORAGE_KEY);
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  if (raw === null) return { ok: true, enquiries: [] };
  try {
    const file = JSON.parse(raw) as Partial<StoreFile> | null;
    if (
      file?.version === 1 &&
      Array.isArray(file.enquiries) &&
      file.enquiries.every(isStoredEnquiry)
    ) {
      return { ok: true, enquiries: file.enquiries };
    }
  } catch {
    // falls through: unreadable JSON is corrupt data
  }
  return { ok: false, reason: "corrupt" };
}

function write(
  storage: Storage,
  enquiries: StoredEnquiry[],
): StorageFailure | null {
  try {
    storage.setItem(
      ENQUIRY_STORAGE_KEY,
      JSON.stringify({ version: 1, enquiries } satisfies StoreFile),
    );
    return null;
  } catch (error) {
    const quota =
      error instanceof DOMException &&
      // Chrome and Safari: QuotaExceededError (22); older Firefox: NS_ERROR_DOM_QUOTA_REACHED (1014).
      (error.name === "QuotaExceededError" ||
        error.name === "NS_ERROR_DOM_QUOTA_REACHED" ||
        error.code === 22 ||
        error.code === 1014);
    return quota ? "full" : "unavailable";
  }
}

/**
 * Adds an enquiry after the ones already kept. Corrupt data is never overwritten: it may hold
 * the visitor's earlier enquiries, so the save fails and the caller keeps what was typed.
 */
export function saveEnquiry(
  storage: Storage | null,
  input: EnquiryInput & { courseSlug: string },
  meta: { id: string; now: Date },
): SaveResult {
  const loaded = loadEnquiries(storage);
  if (!loaded.ok) return loaded;
  const enquiry: StoredEnquiry = {
    id: meta.id,
    createdAt: meta.now.toISOString(),
    courseSlug: input.courseSlug,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
  };
  const failure = write(storage!, [...loaded.enquiries, enquiry]);
  return failure ? { ok: false, reason: failure } : { ok: true, enquiry };
}

/** Removes one enquiry; the rest stay. */
export function deleteEnquiry(storage: Storage | null, id: string): LoadResult {
  const loaded = loadEnquiries(storage);
  if (!loaded.ok) return loaded;
  const enquiries = loaded.enquiries.filter((e) => e.id !== id);
  const failure = write(storage!, enquiries);
  return failure ? { ok: false, reason: failure } : { ok: true, enquiries };
}

/** Removes every enquiry kept on this device, corrupt data included. */
export function clearEnquiries(storage: Storage | null): LoadResult {
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    storage.removeItem(ENQUIRY_STORAGE_KEY);
    return { ok: true, enquiries: [] };
  } catch {
    return { ok: false, reason: "unavailable" };
  }
}
