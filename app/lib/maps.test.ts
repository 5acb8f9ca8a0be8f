import { describe, expect, it } from "vitest";
import { directionsUrl, mapEmbedUrl, mapPageUrl } from "#app/lib/maps.ts";

describe("mapEmbedUrl", () => {
  it("asks the maps service for an embeddable map of the query", () => {
    expect(mapEmbedUrl("Rajarampuri, Kolhapur, Maharashtra 416008")).toBe(
      "https://maps.google.com/maps?q=Rajarampuri%2C%20Kolhapur%2C%20Maharashtra%20416008&output=embed",
    );
  });

  it("keeps characters that mean something in a URL inside the query", () => {
    const url = new URL(mapEmbedUrl("Plot 5 & 6, Lane #3?x=1"));
    expect(url.searchParams.get("q")).toBe("Plot 5 & 6, Lane #3?x=1");
    expect(url.searchParams.get("output")).toBe("embed");
    expect(url.hash).toBe("");
  });

  it("encodes non-ASCII place names", () => {
    const url = new URL(mapEmbedUrl("सांगली"));
    expect(url.searchParams.get("q")).toBe("सांगली");
  });

  it("trims and collapses the whitespace of a hand-edited query", () => {
    expect(
      new URL(mapEmbedUrl("  Vishrambag,\n  Sangli  ")).searchParams.get("q"),
    ).toBe("Vishrambag, Sangli");
  });
});

describe("directionsUrl and mapPageUrl", () => {
  it("ask the maps service for the way to, and the map of, the whole query", () => {
    expect(directionsUrl(" Rajarampuri,  Kolhapur, Maharashtra 416008 ")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Rajarampuri%2C%20Kolhapur%2C%20Maharashtra%20416008",
    );
    expect(mapPageUrl("Vishrambag & Co, Sangli #2")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Vishrambag%20%26%20Co%2C%20Sangli%20%232",
    );
  });
});
