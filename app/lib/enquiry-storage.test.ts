import { beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_STORAGE_KEY } from "~/config/constants";
import {
  clearEnquiries,
  deleteEnquiry,
  loadEnquiries,
  saveEnquiry,
} from "./enquiry-storage.ts";

/** An in-memory Storage whose setItem can be made to fail like a full or blocked one. */
function memoryStorage(failWith?: DOMException): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => {
      if (failWith) throw failWith;
      map.set(k, v);
    },
  };
}

const input = (name: string) => ({
  name,
  email: "a@b.in",
  phone: "98765",
  message: "hi",
  courseSlug: "java",
});
const now = new Date("2026-11-21T10:00:00Z");

describe("enquiry storage", () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it("starts empty and keeps every enquiry in order, with id, time and course", () => {
    expect(loadEnquiries(storage)).toEqual({ ok: true, enquiries: [] });
    saveEnquiry(storage, input("Asha"), { id: "1", now });
    const second = saveEnquiry(storage, input("Ravi"), { id: "2", now });
    expect(second).toEqual({
      ok: true,
      enquiry: {
        id: "2",
        createdAt: "2026-11-21T10:00:00.000Z",
        courseSlug: "java",
        name: "Ravi",
        email: "a@b.in",
        phone: "98765",
        message: "hi",
      },
    });
    const loaded = loadEnquiries(storage);
    expect(loaded.ok && loaded.enquiries.map((e) => e.name)).toEqual([
      "Asha",
      "Ravi",
    ]);
    expect(JSON.parse(storage.getItem(ENQUIRY_STORAGE_KEY)!).version).toBe(1);
  });

  it("stores hostile and huge input verbatim", () => {
    const hostile = [
      '<img src=x onerror="alert(1)">',
      "<script>alert('x')</script>",
      "x".repeat(100_000),
      "مرحبا بالعالم \u202Eevil",
      "👩🏽‍💻🚀 नमस्ते",
      "line\u0000with\u0007controls\r\n",
    ];
    hostile.forEach((text, i) =>
      saveEnquiry(
        storage,
        { ...input(text), message: text },
        { id: String(i), now },
      ),
    );
    const loaded = loadEnquiries(storage);
    expect(loaded.ok && loaded.enquiries.map((e) => e.message)).toEqual(
      hostile,
    );
  });

  it("refuses to save over corrupt data, and leaves it untouched", () => {
    for (const corrupt of [
      "{not json",
      '{"version":2,"enquiries":[]}',
      '{"version":1,"enquiries":[{"id":1}]}',
      "null",
    ]) {
      storage.setItem(ENQUIRY_STORAGE_KEY, corrupt);
      expect(saveEnquiry(storage, input("Asha"), { id: "1", now })).toEqual({
        ok: false,
        reason: "corrupt",
      });
      expect(storage.getItem(ENQUIRY_STORAGE_KEY)).toBe(corrupt);
    }
  });

  it("reports a full storage without losing the earlier enquiries", () => {
    saveEnquiry(storage, input("Asha"), { id: "1", now });
    const saved = storage.getItem(ENQUIRY_STORAGE_KEY);
    const full = memoryStorage(new DOMException("full", "QuotaExceededError"));
    full.getItem = storage.getItem.bind(storage);
    expect(saveEnquiry(full, input("Ravi"), { id: "2", now })).toEqual({
      ok: false,
      reason: "full",
    });
    expect(storage.getItem(ENQUIRY_STORAGE_KEY)).toBe(saved);
  });

  it("recognises older Firefox's storage-full error", () => {
    const full = memoryStorage(
      new DOMException("full", "NS_ERROR_DOM_QUOTA_REACHED"),
    );
    expect(saveEnquiry(full, input("Asha"), { id: "1", now })).toEqual({
      ok: false,
      reason: "full",
    });
  });

  it("reports storage that is missing or throws on read as unavailable", () => {
    expect(saveEnquiry(null, input("Asha"), { id: "1", now })).toEqual({
      ok: false,
      reason: "unavailable",
    });
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(loadEnquiries(blocked)).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });

  it("deletes one enquiry or all of them", () => {
    ["1", "2", "3"].forEach((id) =>
      saveEnquiry(storage, input(id), { id, now }),
    );
    const afterDelete = deleteEnquiry(storage, "2");
    expect(afterDelete.ok && afterDelete.enquiries.map((e) => e.id)).toEqual([
      "1",
      "3",
    ]);
    expect(clearEnquiries(storage)).toEqual({ ok: true, enquiries: [] });
    expect(loadEnquiries(storage)).toEqual({ ok: true, enquiries: [] });
  });
});
