import { beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_STORAGE_KEY } from "#app/config/constants.ts";
import {
  clearEnquiries,
  deleteEnquiry,
  loadEnquiries,
  saveEnquiry,
  SET_ASIDE_KEY,
} from "#app/lib/enquiry-storage.ts";

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

  /*
   * The only shape this site has ever written (since the first enquiry dialog, git log -p of this
   * file): { version: 1, enquiries: [...] }, each record with the seven string fields. Anything
   * else found under the key is not ours to interpret: it is set aside, never shown or deleted.
   */
  it("reads the shape the site writes, field by field, and nothing besides", () => {
    storage.setItem(
      ENQUIRY_STORAGE_KEY,
      '{"version":1,"enquiries":[{"id":"k1","createdAt":"2026-11-20T09:30:00.000Z","courseSlug":"aws","name":"Meera","email":"m@x.in","phone":"98765 00000","message":"Weekend?","extra":"dropped"}]}',
    );
    expect(loadEnquiries(storage)).toEqual({
      ok: true,
      enquiries: [
        {
          id: "k1",
          createdAt: "2026-11-20T09:30:00.000Z",
          courseSlug: "aws",
          name: "Meera",
          email: "m@x.in",
          phone: "98765 00000",
          message: "Weekend?",
        },
      ],
    });
  });

  it("sets aside shapes the site never wrote: a bare list, a lone record, another version, other field names", () => {
    const never = [
      '[{"id":"a","createdAt":"2026-01-02T03:04:05.000Z","courseSlug":"java","name":"List","email":"","phone":"","message":""}]',
      '{"id":"s1","createdAt":"2026-01-02T03:04:05.000Z","courseSlug":"java","name":"Solo","email":"","phone":"","message":""}',
      '{"version":2,"enquiries":[{"id":"v2","createdAt":"","courseSlug":"","name":"Two","email":"","phone":"","message":""}]}',
    ];
    for (const text of never) {
      storage.setItem(ENQUIRY_STORAGE_KEY, text);
      expect(loadEnquiries(storage), text).toEqual({ ok: true, enquiries: [] });
      expect(saveEnquiry(storage, input("New"), { id: "n", now }).ok).toBe(
        true,
      );
    }
    storage.setItem(
      ENQUIRY_STORAGE_KEY,
      '{"version":1,"enquiries":[{"uuid":"u7","timestamp":1795334400000,"fullName":"Meera","mail":"m@x.in","mobile":9876500000,"msg":"Weekend?"}]}',
    );
    expect(loadEnquiries(storage)).toEqual({ ok: true, enquiries: [] });
    expect(saveEnquiry(storage, input("New"), { id: "n", now }).ok).toBe(true);
    expect(JSON.parse(storage.getItem(SET_ASIDE_KEY)!)).toEqual([
      [
        {
          id: "a",
          createdAt: "2026-01-02T03:04:05.000Z",
          courseSlug: "java",
          name: "List",
          email: "",
          phone: "",
          message: "",
        },
      ],
      {
        id: "s1",
        createdAt: "2026-01-02T03:04:05.000Z",
        courseSlug: "java",
        name: "Solo",
        email: "",
        phone: "",
        message: "",
      },
      {
        version: 2,
        enquiries: [
          {
            id: "v2",
            createdAt: "",
            courseSlug: "",
            name: "Two",
            email: "",
            phone: "",
            message: "",
          },
        ],
      },
      {
        uuid: "u7",
        timestamp: 1795334400000,
        fullName: "Meera",
        mail: "m@x.in",
        mobile: 9876500000,
        msg: "Weekend?",
      },
    ]);
  });

  it("keeps readable records, sets the unreadable ones aside and always takes a new enquiry", () => {
    storage.setItem(
      ENQUIRY_STORAGE_KEY,
      '{"version":1,"enquiries":[{"id":"ok","createdAt":"2026-11-20T09:30:00.000Z","courseSlug":"java","name":"Kept","email":"","phone":"","message":""},{"id":1},42,null]}',
    );
    const loaded = loadEnquiries(storage);
    expect(loaded.ok && loaded.enquiries.map((e) => e.name)).toEqual(["Kept"]);
    expect(saveEnquiry(storage, input("New"), { id: "n", now }).ok).toBe(true);
    const saved = JSON.parse(storage.getItem(ENQUIRY_STORAGE_KEY)!);
    expect(saved.enquiries.map((e: { name: string }) => e.name)).toEqual([
      "Kept",
      "New",
    ]);
    expect(JSON.parse(storage.getItem(SET_ASIDE_KEY)!)).toEqual([
      { id: 1 },
      42,
      null,
    ]);
  });

  it("sets unreadable text aside instead of deleting it, after what was set aside before", () => {
    storage.setItem(ENQUIRY_STORAGE_KEY, "{not json");
    expect(loadEnquiries(storage)).toEqual({ ok: true, enquiries: [] });
    expect(saveEnquiry(storage, input("N0"), { id: "n0", now }).ok).toBe(true);
    storage.setItem(ENQUIRY_STORAGE_KEY, '{"foo":1}');
    expect(loadEnquiries(storage)).toEqual({ ok: true, enquiries: [] });
    expect(saveEnquiry(storage, input("N1"), { id: "n1", now }).ok).toBe(true);
    expect(JSON.parse(storage.getItem(SET_ASIDE_KEY)!)).toEqual([
      "{not json",
      { foo: 1 },
    ]);
    const saved = JSON.parse(storage.getItem(ENQUIRY_STORAGE_KEY)!);
    expect(saved.enquiries.map((e: { name: string }) => e.name)).toEqual([
      "N1",
    ]);
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
