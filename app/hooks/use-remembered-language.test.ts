import { renderHook } from "@testing-library/react";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  LANGUAGE_STORAGE_KEY,
  rememberLanguage,
  rememberedLanguage,
  rememberedLanguageRedirect,
  useRememberedLanguage,
} from "#app/hooks/use-remembered-language.ts";

const runAt = (address: string) => {
  const replace = vi.fn();
  renderHook(() => useRememberedLanguage(replace), {
    wrapper: ({ children }) =>
      createElement(MemoryRouter, { initialEntries: [address] }, children),
  });
  return replace;
};

describe("rememberedLanguageRedirect", () => {
  it("takes only the English home page to the Marathi one, only for Marathi", () => {
    expect(rememberedLanguageRedirect("/", () => "mr")).toBe("/mr");
    expect(rememberedLanguageRedirect("/", () => "en")).toBeNull();
    expect(rememberedLanguageRedirect("/", () => null)).toBeNull();
    expect(rememberedLanguageRedirect("/about", () => "mr")).toBeNull();
    expect(rememberedLanguageRedirect("/courses/java", () => "mr")).toBeNull();
    expect(rememberedLanguageRedirect("/mr", () => "mr")).toBeNull();
    expect(rememberedLanguageRedirect("/mr", () => "en")).toBeNull();
    expect(rememberedLanguageRedirect("/mr/about", () => "en")).toBeNull();
  });

  it("reads storage only on the English home page", () => {
    const stored = vi.fn(() => "mr" as const);
    expect(rememberedLanguageRedirect("/courses/java", stored)).toBeNull();
    expect(rememberedLanguageRedirect("/mr", stored)).toBeNull();
    expect(stored).not.toHaveBeenCalled();
    expect(rememberedLanguageRedirect("/", stored)).toBe("/mr");
    expect(stored).toHaveBeenCalledOnce();
  });
});

describe("the remembered language", () => {
  beforeEach(() => localStorage.clear());

  it("is kept and read back; anything else stored counts as no choice", () => {
    expect(rememberedLanguage()).toBeNull();
    rememberLanguage("mr");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("mr");
    expect(rememberedLanguage()).toBe("mr");
    rememberLanguage("en");
    expect(rememberedLanguage()).toBe("en");
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    expect(rememberedLanguage()).toBeNull();
  });

  it("never throws when the browser blocks storage", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(blocked);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(blocked);
    expect(() => rememberLanguage("mr")).not.toThrow();
    expect(rememberedLanguage()).toBeNull();

    vi.spyOn(window, "localStorage", "get").mockImplementation(blocked);
    expect(() => rememberLanguage("mr")).not.toThrow();
    expect(rememberedLanguage()).toBeNull();
  });
});

describe("useRememberedLanguage", () => {
  beforeEach(() => localStorage.clear());

  it("loads the Marathi home page in place of the English one for a visitor who chose Marathi", () => {
    rememberLanguage("mr");
    expect(runAt("/?from=ad")).toHaveBeenCalledExactlyOnceWith("/mr?from=ad");
  });

  it("stays without a choice, after choosing English, and on every other page", () => {
    expect(runAt("/")).not.toHaveBeenCalled();
    rememberLanguage("en");
    expect(runAt("/")).not.toHaveBeenCalled();
    rememberLanguage("mr");
    expect(runAt("/about")).not.toHaveBeenCalled();
    expect(runAt("/mr")).not.toHaveBeenCalled();
  });
});
