// The inline module script of every prerendered page: scripts/build/first-paint.ts compiles this file
// and what it imports into one module without imports, and writes the page's data beside it.
import { readStartData, startAfterLoad } from "#app/start/start.ts";

startAfterLoad(() => readStartData(document));
