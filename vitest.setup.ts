import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Waiting for a state (a lazily loaded dialog, say) may take seconds on a busy machine: the
// tests wait for states, never for time, so a longer limit only matters when something is wrong.
configure({ asyncUtilTimeout: 10_000 });

// The node tests share their worker's modules (vitest.config.ts, `isolate: false`): each test
// leaves the next one real timers (mocks and stubbed globals are restored by the config).
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
