// @vitest-environment node
import { describe, expect, it } from "vitest";
import { NEW_NUMBER_TEMPLATE } from "#app/content/certificate-number.ts";
import {
  isCertificateNumber,
  normalizeNumber,
} from "#app/lib/certificates/number.ts";

describe("a certificate's number", () => {
  it("is made by the editor from the year and two fresh random parts, in capitals", () => {
    // Sveltia CMS fills a hidden field's default once, when the entry is created: {{datetime}}
    // is the moment, {{uuid_shorter}} the first 8 hexadecimal digits of a new crypto.randomUUID().
    expect(NEW_NUMBER_TEMPLATE).toBe(
      "NCI-{{datetime | date('YYYY')}}-{{uuid_shorter | upper}}-{{uuid_shorter | upper}}",
    );
  });

  it("has the prefix, a year and 64 random bits in two groups, in capitals", () => {
    expect(isCertificateNumber("NCI-2026-7A3F09BC-1D2E88F0")).toBe(true);
    for (const wrong of [
      "NCI-2026-7a3f09bc-1d2e88f0",
      "NCI-26-7A3F09BC-1D2E88F0",
      "NCI-2026-7A3F09BC",
      "NCI-2026-7A3F09BC-1D2E88F0-00",
      "XYZ-2026-7A3F09BC-1D2E88F0",
      "NCI-2026-7A3F09BG-1D2E88F0",
      " NCI-2026-7A3F09BC-1D2E88F0",
    ])
      expect(isCertificateNumber(wrong), wrong).toBe(false);
  });

  it("is read as typed off paper: small letters, spaces, other dashes, no dashes, O for zero", () => {
    for (const typed of [
      "nci-2026-7a3f09bc-1d2e88f0",
      " NCI 2026 7A3F09BC 1D2E88F0 ",
      "NCI–2026—7A3F09BC‐1D2E88F0",
      "NCI20267A3F09BC1D2E88F0",
      "NCI-2026-7A3FO9BC-1D2E88FO",
    ])
      expect(normalizeNumber(typed), typed).toBe("NCI-2026-7A3F09BC-1D2E88F0");
    // What cannot be a number comes back in capitals, for the page to say so.
    expect(normalizeNumber(" hello ")).toBe("HELLO");
  });
});
