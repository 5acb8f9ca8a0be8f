// @vitest-environment node
import { readFileSync } from "node:fs";
import { check, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import {
  PUBLIC_KEYS_FILE,
  readListedKeys,
} from "#scripts/build/certificate-keys.ts";
import {
  KEYS_DOCUMENT,
  keysTable,
  writtenKeysDocument,
} from "#scripts/tools/keys-document.ts";

describe("the published list of keys in docs/", () => {
  it("lists exactly the keys of app/config/certificate-keys.json", async () => {
    const text = readFileSync(KEYS_DOCUMENT, "utf8");
    expect(
      await writtenKeysDocument(text, readListedKeys(PUBLIC_KEYS_FILE)),
    ).toBe(text);
  });

  it("is written as Prettier formats it, its table aligned, so that format:check passes", async () => {
    const text = readFileSync(KEYS_DOCUMENT, "utf8");
    const written = await writtenKeysDocument(text, [
      {
        publicKey: "XQ38BB4CllEpTWcv5Vrd7nNb4ie_QVs_tx5ZtJc9C7M",
        from: "2026-01-01",
      },
    ]);
    expect(written).toContain(
      [
        "| id         | public key (raw Ed25519, base64url)           | signs from | retired |",
        "| ---------- | --------------------------------------------- | ---------- | ------- |",
        "| `25058c48` | `XQ38BB4CllEpTWcv5Vrd7nNb4ie_QVs_tx5ZtJc9C7M` | 2026-01-01 |         |",
      ].join("\n"),
    );
    expect(
      await check(written, {
        ...(await resolveConfig(KEYS_DOCUMENT)),
        filepath: KEYS_DOCUMENT,
      }),
    ).toBe(true);
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
