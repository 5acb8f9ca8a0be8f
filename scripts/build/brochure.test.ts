// @vitest-environment node
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import {
  createBrochurePdf,
  englishLabels,
  feeLine,
  marathiLabels,
} from "#scripts/build/brochure.ts";
import { requireContent } from "#scripts/content/load.ts";

const { content, localized } = requireContent();
const { courses } = content;

/*
 * The brochure made at build time (scripts/build/vite/brochure.ts) from the course files, read back
 * with a PDF text extractor as a visitor's PDF viewer would read it.
 */

async function readBack(
  pdf: Uint8Array,
): Promise<{ text: string; pages: number }> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, {
    mergePages: true,
  });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

describe("the course brochure", () => {
  it("lists all 7 courses with their duration, mode, overview and every module", async () => {
    const { text, pages } = await readBack(
      await createBrochurePdf({ courses, site: siteConfig }),
    );
    expect(pages).toBeGreaterThanOrEqual(1 + courses.length);
    expect(courses).toHaveLength(7);
    for (const course of courses) {
      expect(text).toContain(course.title);
      expect(text).toContain(`Duration: ${course.duration}`);
      expect(text).toContain(`Mode: ${course.mode}`);
      // The standard fonts have no rupee sign: the brochure writes "Rs." as Indian print does.
      expect(text).toContain(
        feeLine(course.fees, englishLabels).replaceAll("₹", "Rs. "),
      );
      expect(text).toContain(course.overview.split(" ").slice(0, 8).join(" "));
      course.curriculum.forEach((module, i) =>
        expect(text).toContain(`Module ${i + 1}: ${module.title}`),
      );
    }
  });

  it("writes a course's fee in rupees with its plan, or how to ask", () => {
    expect(
      feeLine(
        { total: 24000, instalments: { count: 3, amount: 8500 } },
        englishLabels,
      ),
    ).toBe("Fee: ₹24,000 (or 3 instalments of ₹8,500)");
    expect(feeLine({ total: 150000 }, englishLabels)).toBe("Fee: ₹1,50,000");
    expect(feeLine(undefined, englishLabels)).toBe(
      "Fee: call or write to us to ask",
    );
    expect(
      feeLine(
        { total: 24000, instalments: { count: 3, amount: 8500 } },
        marathiLabels,
      ),
    ).toBe("फी: ₹24,000 (किंवा ₹8,500 चे 3 हप्ते)");
  });

  it("prints the fee of a course in rupees, as 'Rs.' in the English fonts", async () => {
    const [java] = courses.filter((c) => c.slug === "java");
    const { text } = await readBack(
      await createBrochurePdf({
        courses: [
          {
            ...java!,
            fees: { total: 24000, instalments: { count: 3, amount: 8500 } },
          },
          { ...java!, title: "Without fees", fees: undefined },
        ],
        site: siteConfig,
      }),
    );
    expect(text).toContain("Fee: Rs. 24,000 (or 3 instalments of Rs. 8,500)");
    expect(text).toContain("Fee: call or write to us to ask");
  });

  it("carries the institute's name and contacts from the site config", async () => {
    const { text } = await readBack(
      await createBrochurePdf({ courses, site: siteConfig }),
    );
    expect(text).toContain(siteConfig.name);
    expect(text).toContain(siteConfig.phone);
    expect(text).toContain(siteConfig.email);
    for (const branch of siteConfig.branches)
      expect(text).toContain(branch.address);
  });

  it("prints characters its fonts lack instead of failing the build", async () => {
    const course = {
      ...courses[0]!,
      overview: "Fees from ₹25,000, taught in English and मराठी.",
    };
    const { text } = await readBack(
      await createBrochurePdf({ courses: [course], site: siteConfig }),
    );
    expect(text).toContain(
      "Fees from Rs. 25,000, taught in English and ?????.",
    );
  });

  it("is byte-for-byte the same for the same data, so caches stay valid", async () => {
    const first = await createBrochurePdf({ courses, site: siteConfig });
    const second = await createBrochurePdf({ courses, site: siteConfig });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe("the Marathi course brochure", () => {
  const marathi = () =>
    createBrochurePdf({
      courses: localized.mr.courses,
      site: localized.mr.site,
      locale: "mr",
    });

  it("is a PDF of a cover and a page or more per course, under 300 KB", async () => {
    const pdf = await marathi();
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(pdf.length).toBeLessThan(300_000);
    const { pages } = await readBack(pdf);
    expect(pages).toBeGreaterThanOrEqual(1 + courses.length);
  });

  it("embeds Noto Sans Devanagari as subsets, not whole fonts", async () => {
    const doc = await PDFDocument.load(await marathi());
    const fonts = [...doc.context.enumerateIndirectObjects()].flatMap(
      ([, o]) =>
        o instanceof PDFDict &&
        o.get(PDFName.of("Type"))?.toString() === "/FontDescriptor"
          ? [o]
          : [],
    );
    // Devanagari and Latin files of the family, regular and bold.
    expect(fonts).toHaveLength(4);
    for (const font of fonts) {
      expect(font.get(PDFName.of("FontName"))?.toString()).toMatch(
        /^\/[A-Z]{6}\+NotoSansDevanagari-(Regular|Bold)$/,
      );
      expect(
        font.has(PDFName.of("FontFile2")) || font.has(PDFName.of("FontFile3")),
      ).toBe(true);
    }
  });

  it("prints Marathi headings and the courses' Marathi texts, Latin terms included", async () => {
    const { text } = await readBack(await marathi());
    for (const heading of ["संपर्क", "अभ्यासक्रम", "कालावधी", "पद्धत"])
      expect(text).toContain(heading);
    expect(text).toContain("Java");
    expect(text).toContain(localized.mr.site.phone);
    expect(text).not.toContain("Course Curriculum");
  });

  it("prints a course's fee with the rupee sign in Marathi", async () => {
    const [java] = localized.mr.courses.filter((c) => c.slug === "java");
    const { text } = await readBack(
      await createBrochurePdf({
        courses: [
          {
            ...java!,
            fees: { total: 24000, instalments: { count: 3, amount: 8500 } },
          },
        ],
        site: localized.mr.site,
        locale: "mr",
      }),
    );
    // The extractor splits a few shaped runs with a space ("₹ 8,500"), as it does "आ णि".
    expect(text).toContain("फी: ₹24,000");
    expect(text).toMatch(/₹ ?8,500 चे 3 हप्ते/);
  });

  it("is byte-for-byte the same for the same data", async () => {
    expect(
      Buffer.from(await marathi()).equals(Buffer.from(await marathi())),
    ).toBe(true);
  });
});
