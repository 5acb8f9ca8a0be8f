// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentCollections } from "#app/content/collections.ts";

/*
 * The schemas hold no state: whoever parses passes the picture resolver in, so two parses
 * with two resolvers never see each other's, and the editor reads the shapes without one.
 */

const logo = { src: "/images/companies/acme.svg", alt: "Acme logo" };
const company = (resolver?: Parameters<typeof contentCollections>[0]) =>
  contentCollections(resolver).companies.schema.safeParse({
    companies: [{ name: "Acme", logo }],
  });

describe("contentCollections", () => {
  it("turns each picture into what the given resolver makes of it, with its kind", () => {
    const seen: string[] = [];
    const result = company({
      resolveImage: (image, kind) => {
        seen.push(`${image.src} ${kind}`);
        return { ...image, width: 400, height: 120 };
      },
    });
    expect(seen).toEqual(["/images/companies/acme.svg logo"]);
    expect(result.success && result.data.companies[0]!.logo).toEqual({
      src: "/images/companies/acme.svg",
      alt: "Acme logo",
      width: 400,
      height: 120,
    });
  });

  it("reports the resolver's problem on the field it names", () => {
    const result = company({
      resolveImage: () => ({ error: "file not found", field: "src" }),
    });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["companies", 0, "logo", "src"], "file not found"],
    ]);
  });

  it("without a resolver serves for the shape only: a picture does not parse", () => {
    expect(company().error?.issues.map((i) => i.message)).toEqual([
      "cannot be checked outside the build",
    ]);
  });
});
