import {
  type BatchTexts,
  batches as en,
} from "#app/i18n/messages/en/batches.ts";
import { batches as mr } from "#app/i18n/messages/mr/batches.ts";
import { textsApart } from "#app/i18n/texts-apart.ts";

/** A course's batch table, and the modes of courses and batches (texts-apart.ts). */
export const [batchTexts, useBatchTexts] = textsApart<BatchTexts>({ en, mr });
