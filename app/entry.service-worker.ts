// The service worker's own part, beside Workbox's: sw.js imports it first (generateSW's
// importScripts, scripts/build/service-worker.ts), so its listeners come before Workbox's.
import { guardKeys, type WorkerScope } from "#app/lib/service-worker-keys.ts";

guardKeys(self as unknown as WorkerScope);
