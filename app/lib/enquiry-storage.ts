import { ENQUIRY_STORAGE_KEY } from "#app/config/constants.ts";

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

/** Where records that cannot be read are set aside, never deleted: they may be someone's data. */
export const SET_ASIDE_KEY = `${ENQUIRY_STORAGE_KEY}.unreadable`;

/** The fields of a kept enquiry: every one a string, as saveEnquiry writes them. */
const FIELDS = [
  "id",
  "createdAt",
  "courseSlug",
  "name",
  "email",
  "phone",
  "message",
] as const satisfies readonly (keyof StoredEnquiry)[];

/** A record as saveEnquiry writes it, the only shape this site has ever written. */
function isStoredEnquiry(value: unknown): value is StoredEnquiry {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((field) => typeof record[field] === "string");
}

/** What the stored text holds: the readable enquiries, and what could not be read. */
export type ReadStore = {
  enquiries: StoredEnquiry[];
  unreadable: unknown[];
};

/**
 * Reads the stored text. The site has only ever written `{ version: 1, enquiries: [...] }` of
 * records with the seven fields of StoredEnquiry; anything else (text that is not JSON, another
 * shape, a record missing a field) is unreadable, to be set aside, never deleted.
 */
export function readStore(raw: string): ReadStore {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { enquiries: [], unreadable: [raw] };
  }
  const file = value as Partial<StoreFile> | null;
  if (file?.version !== 1 || !Array.isArray(file.enquiries))
    return { enquiries: [], unreadable: value === null ? [] : [value] };
  const enquiries: StoredEnquiry[] = [];
  const unreadable: unknown[] = [];
  for (const record of file.enquiries as unknown[]) {
    if (isStoredEnquiry(record))
      enquiries.push(
        Object.fromEntries(
          FIELDS.map((field) => [field, record[field]]),
        ) as StoredEnquiry,
      );
    else unreadable.push(record);
  }
  return { enquiries, unreadable };
}

/** Reads every enquiry kept on this device, oldest first. */
export function loadEnquiries(storage: Storage | null): LoadResult {
  const read = readRaw(storage);
  return read.ok ? { ok: true, enquiries: read.store.enquiries } : read;
}

function readRaw(
  storage: Storage | null,
): { ok: true; store: ReadStore } | { ok: false; reason: StorageFailure } {
  if (!storage) return { ok: false, reason: "unavailable" };
  let raw: string | null;
  try {
    raw = storage.getItem(ENQUIRY_STORAGE_KEY);
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  if (raw === null)
    return {
      ok: true,
      store: { enquiries: [], unreadable: [] },
    };
  return { ok: true, store: readStore(raw) };
}

/** Keeps what could not be read under SET_ASIDE_KEY, after anything set aside before. */
function setAside(
  storage: Storage,
  unreadable: unknown[],
): StorageFailure | null {
  if (unreadable.length === 0) return null;
  let earlier: unknown[] = [];
  try {
    const kept: unknown = JSON.parse(storage.getItem(SET_ASIDE_KEY) ?? "[]");
    earlier = Array.isArray(kept) ? kept : [kept];
  } catch {
    earlier = [storage.getItem(SET_ASIDE_KEY)];
  }
  return writeKey(
    storage,
    SET_ASIDE_KEY,
    JSON.stringify([...earlier, ...unreadable]),
  );
}

function write(
  storage: Storage,
  store: ReadStore,
  enquiries: StoredEnquiry[],
): StorageFailure | null {
  // Set aside first: if that fails, the old text stays where it was.
  const failure = setAside(storage, store.unreadable);
  if (failure) return failure;
  return writeKey(
    storage,
    ENQUIRY_STORAGE_KEY,
    JSON.stringify({ version: 1, enquiries } satisfies StoreFile),
  );
}

function writeKey(
  storage: Storage,
  key: string,
  text: string,
): StorageFailure | null {
  try {
    storage.setItem(key, text);
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
 * Adds an enquiry after the ones already kept. Records that cannot be read are moved to SET_ASIDE_KEY, never deleted, and never stop a new
 * enquiry.
 */
export function saveEnquiry(
  storage: Storage | null,
  input: EnquiryInput & { courseSlug: string },
  meta: { id: string; now: Date },
): SaveResult {
  const loaded = readRaw(storage);
  if (!loaded.ok) return loaded;
  const { store } = loaded;
  const enquiry: StoredEnquiry = {
    id: meta.id,
    createdAt: meta.now.toISOString(),
    courseSlug: input.courseSlug,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
  };
  const failure = write(storage!, store, [...store.enquiries, enquiry]);
  return failure ? { ok: false, reason: failure } : { ok: true, enquiry };
}

/** Removes one enquiry; the rest stay. */
export function deleteEnquiry(storage: Storage | null, id: string): LoadResult {
  const loaded = readRaw(storage);
  if (!loaded.ok) return loaded;
  const { store } = loaded;
  const enquiries = store.enquiries.filter((e) => e.id !== id);
  const failure = write(storage!, store, enquiries);
  return failure ? { ok: false, reason: failure } : { ok: true, enquiries };
}

/** Removes every enquiry kept on this device (what was set aside stays). */
export function clearEnquiries(storage: Storage | null): LoadResult {
  if (!storage) return { ok: false, reason: "unavailable" };
  try {
    storage.removeItem(ENQUIRY_STORAGE_KEY);
    return { ok: true, enquiries: [] };
  } catch {
    return { ok: false, reason: "unavailable" };
  }
}
