import type { SavedCopyTexts } from "#app/i18n/messages/en/saved-copy.ts";

/* The note on a page answered from the device's copy, in Marathi. */
export const savedCopy: SavedCopyTexts = {
  note: (day) =>
    day
      ? `या डिव्हाइसवर ${day} रोजी जतन केलेली प्रत: जागा बदललेल्या असू शकतात`
      : "या डिव्हाइसवर जतन केलेली प्रत: जागा बदललेल्या असू शकतात",
};
