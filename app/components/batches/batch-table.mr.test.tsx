import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { batches as enBatches } from "#app/i18n/messages/en/batches.ts";
import { course as en } from "#app/i18n/messages/en/course.ts";
import { batches as mrBatches } from "#app/i18n/messages/mr/batches.ts";
import { course as mr } from "#app/i18n/messages/mr/course.ts";
import type { Batch } from "#app/content/schemas/course.ts";
import { BatchTable } from "#app/components/batches/batch-table.tsx";

const batches: Batch[] = [
  { id: 1, start: "2026-12-07", mode: "Classroom", seats: 12 },
  { id: 2, start: "2027-01-18", mode: "Weekend", seats: 3 },
  { id: 3, start: "2027-02-01", mode: "Online", seats: 0 },
];

const atMr = (ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={["/mr/courses/java"]}>{ui}</MemoryRouter>,
  );

describe("BatchTable on a Marathi page", () => {
  it("shows the batch table with Marathi headings, dates, modes and seats", () => {
    atMr(
      <BatchTable
        batches={batches}
        caption="Java फुल स्टॅक डेव्हलपमेंटच्या आगामी बॅचेस"
        chatHref={() => "https://wa.me/919876543210"}
        onEnquire={() => {}}
      />,
    );
    const table = screen.getByRole("table", {
      name: "Java फुल स्टॅक डेव्हलपमेंटच्या आगामी बॅचेस",
    });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["सुरुवात", "पद्धत", "जागा", "चौकशी"]);

    const [first, second, third] = within(table).getAllByRole("row").slice(1);
    expect(within(first!).getByText("7 डिसेंबर 2026")).toHaveAttribute(
      "datetime",
      "2026-12-07",
    );
    expect(first).toHaveTextContent("क्लासरूम");
    expect(first).toHaveTextContent("12 जागा");
    expect(first).toHaveTextContent("जागा उपलब्ध");
    expect(
      within(first!).getByRole("button", {
        name: "चौकशी करा (7 डिसेंबर 2026 पासूनच्या बॅचसाठी)",
      }),
    ).toBeEnabled();

    expect(second).toHaveTextContent("18 जानेवारी 2027");
    expect(second).toHaveTextContent("वीकेंड");
    expect(second).toHaveTextContent("थोड्याच जागा शिल्लक");

    expect(third).toHaveTextContent("ऑनलाइन");
    expect(third).toHaveTextContent("बॅच भरली");
    expect(
      within(third!).getByRole("button", {
        name: "बंद (1 फेब्रुवारी 2027 पासूनची बॅच भरली आहे)",
      }),
    ).toBeDisabled();
  });

  it("says in Marathi where, when and in which language each batch runs, with its calendar file", () => {
    atMr(
      <BatchTable
        batches={[
          {
            id: 101,
            start: "2026-12-07",
            mode: "Classroom",
            seats: 0,
            branch: "sangli",
            time: "17:00-19:00",
            language: "Marathi",
          },
          {
            id: 102,
            start: "2026-12-19",
            mode: "Weekend",
            seats: 4,
            time: "10:00-13:00",
            language: "Marathi and English",
          },
          { id: 103, start: "2027-01-11", mode: "Online", seats: 18 },
        ]}
        caption="आगामी बॅचेस"
        chatHref={() => "https://wa.me/919876543210"}
        onEnquire={() => {}}
        branches={[
          { id: "kolhapur", town: "कोल्हापूर" },
          { id: "sangli", town: "सांगली" },
        ]}
        calendarHref={(batch) => `/calendar/mr/java-${batch}.ics`}
      />,
    );
    const [first, second, third] = screen.getAllByRole("row").slice(1);
    expect(first).toHaveTextContent("संध्याकाळी 5–7");
    expect(
      within(first!).getByRole("link", { name: "सांगली शाखा" }),
    ).toHaveAttribute("href", "/mr/branches/sangli");
    expect(first).toHaveTextContent("शिकवण्याची भाषा: मराठी");
    expect(
      within(first!).getByRole("link", {
        name: "कॅलेंडरमध्ये जोडा (7 डिसेंबर 2026 पासूनची बॅच, .ics फाइल)",
      }),
    ).toHaveAttribute("href", "/calendar/mr/java-101.ics");

    expect(second).toHaveTextContent("सकाळी 10 ते दुपारी 1");
    expect(second).toHaveTextContent("कोल्हापूर किंवा सांगली");
    expect(second).toHaveTextContent("शिकवण्याची भाषा: मराठी आणि इंग्रजी");

    expect(third).toHaveTextContent("ऑनलाइन");
    expect(third).not.toHaveTextContent("शाखा");
    expect(
      within(third!).getByRole("link", { name: /^कॅलेंडरमध्ये जोडा/ }),
    ).toHaveAttribute("href", "/calendar/mr/java-103.ics");
  });

  it("offers no calendar file without one", () => {
    atMr(
      <BatchTable
        batches={batches}
        caption="आगामी बॅचेस"
        chatHref={() => "https://wa.me/919876543210"}
        onEnquire={() => {}}
      />,
    );
    expect(
      screen.queryByRole("link", { name: /कॅलेंडरमध्ये जोडा/ }),
    ).not.toBeInTheDocument();
  });

  it("says so in Marathi when there are no batches", () => {
    atMr(
      <BatchTable
        batches={[]}
        caption="आगामी बॅचेस"
        chatHref={() => "https://wa.me/919876543210"}
        onEnquire={() => {}}
      />,
    );
    expect(screen.getByText("सध्या कोणतीही आगामी बॅच नाही.")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "पुढील बॅचबद्दल चौकशी करा" }),
    ).toBeInTheDocument();
  });
});

describe("course modes and groups", () => {
  it("shows the vocabulary's values in Marathi, and as they are in English", () => {
    expect(mrBatches.mode("Online / Classroom")).toBe("ऑनलाइन / क्लासरूम");
    expect(mr.groupName("Data & AI")).toBe("डेटा आणि AI");
    expect(enBatches.mode("Online / Classroom")).toBe("Online / Classroom");
    expect(en.groupName("Data & AI")).toBe("Data & AI");
  });
});
