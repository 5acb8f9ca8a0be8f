// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isRouteTypesClash } from "#scripts/build/vite/route-types-race.ts";

const failure = (code: string, path: string) =>
  Object.assign(new Error(`${code}: ${path}`), { code, path });

describe("isRouteTypesClash", () => {
  it("sets aside a clash over the generated route types", () => {
    expect(
      isRouteTypesClash(
        failure("ENOTEMPTY", "/repo/.react-router/types/app"),
        "/repo",
      ),
    ).toBe(true);
    expect(
      isRouteTypesClash(
        failure("ENOENT", "/repo/.react-router/types/+routes.ts"),
        "/repo",
      ),
    ).toBe(true);
  });

  it("leaves every other failure to end the build", () => {
    expect(
      isRouteTypesClash(failure("ENOTEMPTY", "/repo/build/client"), "/repo"),
    ).toBe(false);
    expect(
      isRouteTypesClash(
        failure("EACCES", "/repo/.react-router/types/app"),
        "/repo",
      ),
    ).toBe(false);
    expect(
      isRouteTypesClash(
        failure("ENOTEMPTY", "/other/.react-router/types/app"),
        "/repo",
      ),
    ).toBe(false);
    expect(isRouteTypesClash(new Error("Prerender failed"), "/repo")).toBe(
      false,
    );
    expect(isRouteTypesClash("ENOTEMPTY", "/repo")).toBe(false);
  });
});
