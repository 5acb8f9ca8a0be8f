import { spawnSync } from "node:child_process";
import { STAGING_OFF_BUILD_DIR } from "#tests/start/staged-start.ts";

// `npm run build:staging-off`: the site built with the staging switched off (React Router's
// scripts and preloads left as it wrote them), on which `npm run test:start` must fail.
const { status } = spawnSync("react-router", ["build"], {
  stdio: "inherit",
  env: {
    ...process.env,
    STAGED_START: "off",
    BUILD_DIR: STAGING_OFF_BUILD_DIR,
  },
});
process.exit(status ?? 1);
