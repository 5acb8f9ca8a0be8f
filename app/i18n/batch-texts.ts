import type { BatchTexts } from "#app/i18n/messages/en/batches.ts";
import { partTexts } from "#app/i18n/part-texts.ts";

/** A course's batch table, and the modes of courses and batches (part-texts.ts). */
export const [batchTexts, useBatchTexts] = await partTexts<BatchTexts>(
  import.meta.glob("./messages/*/batches.ts", { import: "batches" }),
);
