/** The day the site was built, "YYYY-MM-DD" in the institute's time zone (vite.config.ts). */
declare const __BUILD_DAY__: string;

/** The institute's public keys, which the verify page checks certificates against. */
declare module "virtual:certificate-keys" {
  import type { PublicKey } from "#app/lib/certificates/verify.ts";
  export const publicKeys: readonly PublicKey[];
}
