import { useCallback, useEffect, useRef, useState } from "react";
import {
  checkNumber,
  checkRecord,
  type Verdict,
} from "#app/lib/certificates/check.ts";
import type { PublicKey } from "#app/lib/certificates/verify.ts";

/** Where the verify page is: nothing checked yet, a check under way, or its verdict. */
export type CheckState =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "done"; verdict: Verdict };

/** The address's query field a typed number arrives in, when the form was sent before the app ran. */
export const NUMBER_FIELD = "number";

/**
 * The verify page's check. Once the page runs, it checks what the address brings: a QR code's
 * record after `#` (again whenever it changes), or a number sent by the form before the app had
 * started (`?number=`). `checkTyped` checks a number typed afterwards. A later check wins over an
 * earlier one still running.
 */
export function useCertificateCheck(keys: readonly PublicKey[]) {
  const [result, setResult] = useState<CheckState>({ state: "idle" });
  const latest = useRef(0);
  const run = useCallback((check: () => Promise<Verdict>) => {
    const id = ++latest.current;
    setResult({ state: "checking" });
    void check().then((verdict) => {
      if (id === latest.current) setResult({ state: "done", verdict });
    });
  }, []);

  useEffect(() => {
    const fromAddress = () => {
      const record = window.location.hash.slice(1);
      const typed = new URLSearchParams(window.location.search).get(
        NUMBER_FIELD,
      );
      if (record) run(() => checkRecord(record, keys));
      else if (typed) run(() => checkNumber(typed, keys));
    };
    fromAddress();
    window.addEventListener("hashchange", fromAddress);
    return () => window.removeEventListener("hashchange", fromAddress);
  }, [keys, run]);

  const checkTyped = useCallback(
    (typed: string) => run(() => checkNumber(typed, keys)),
    [keys, run],
  );
  return { result, checkTyped };
}
