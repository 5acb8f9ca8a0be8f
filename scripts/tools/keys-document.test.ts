// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  PUBLIC_KEYS_FILE,
  readListedKeys,
} from "#scripts/build/certificate-keys.ts";
import {
  KEYS_DOCUMENT,
  keysDocument,
  keysTable,
} from "#scripts/tools/keys-document.ts";

describe("the published list of keys in docs/", () => {
  it("lists exactly the keys of app/config/certificate-keys.json", () => {
    const text = readFileSync(KEYS_DOCUMENT, "utf8");
    expect(keysDocument(text, readListedKeys(PUBLIC_KEYS_FILE))).toBe(text);
  });

  it("shows each key's id, its raw public half, from when it signs and when it retired", () => {
    expect(
      keysTable([
        {
          publicKey: "XQ38BB4CllEpTWcv5Vrd7nNb4ie_QVs_tx5ZtJc9C7M",
          from: "2026-01-01",
          until: "2027-12-31",
        },
      ]),
    ).toBe(
      [
        "| id | public key (raw Ed25519, base64url) | signs from | retired |",
        "| --- | --- | --- | --- |",
        "| `25058c48` | `XQ38BB4CllEpTWcv5Vrd7nNb4ie_QVs_tx5ZtJc9C7M` | 2026-01-01 | 2027-12-31 |",
      ].join("\n"),
    );
  });
});
