import type { Plugin } from "vite";
import { readPublicKeys } from "#scripts/build/certificate-keys.ts";

const ID = "virtual:certificate-keys";

/**
 * `virtual:certificate-keys`: the institute's public keys (app/config/certificate-keys.json, or
 * the file CERTIFICATE_KEYS names), which the verify page carries and checks every certificate
 * against, with or without a connection.
 */
export function certificateKeys(): Plugin {
  let root = process.cwd();
  return {
    name: "nimbus:certificate-keys",
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      return `export const publicKeys = ${JSON.stringify(readPublicKeys(root))};\n`;
    },
  };
}
