import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ENQUIRY_STORAGE_KEY } from "#app/config/constants.ts";
import type { StoredEnquiry } from "#app/lib/enquiry-storage.ts";
import { MyEnquiries } from "#app/components/enquiries/my-enquiries.tsx";

const courses = [
  { slug: "java", title: "Java Full Stack Development" },
  { slug: "aws", title: "AWS Cloud" },
];

const enquiry = (
  id: string,
  over: Partial<StoredEnquiry> = {},
): StoredEnquiry => ({
  id,
  createdAt: "2026-11-25T10:00:00.000Z",
  courseSlug: "java",
  name: `Name ${id}`,
  email: "",
  phone: "99999",
  message: "Hello",
  ...over,
});

const store = (enquiries: StoredEnquiry[]) =>
  localStorage.setItem(
    ENQUIRY_STORAGE_KEY,
    JSON.stringify({ version: 1, enquiries }),
  );

const renderPage = () =>
  render(
    <MemoryRouter>
      <MyEnquiries courses={courses} />
    </MemoryRouter>,
  );

describe("MyEnquiries", () => {
  beforeEach(() => localStorage.clear());

  it("says plainly when nothing is kept", () => {
    renderPage();
    expect(
      screen.getByText("No enquiries are kept on this device."),
    ).toBeVisible();
    expect(
      screen.getByRole("link", { name: "Browse courses" }),
    ).toHaveAttribute("href", "/courses");
  });

  it("lists the enquiries newest first, with course, time and fields as text", () => {
    store([
      enquiry("1", {
        name: "<b>Asha</b>",
        message: "<script>alert(1)</script>",
      }),
      enquiry("2", {
        courseSlug: "aws",
        createdAt: "2026-11-26T04:00:00.000Z",
      }),
    ]);
    renderPage();
    expect(
      screen.getByRole("heading", { name: "2 enquiries on this device" }),
    ).toBeVisible();
    const [first, second] = screen.getAllByRole("article");
    expect(
      within(first!).getByRole("heading", { name: "AWS Cloud" }),
    ).toBeVisible();
    expect(first).toHaveTextContent("Sent 26 Nov 2026, 09:30");
    expect(first!.querySelector("time")).toHaveAttribute(
      "dateTime",
      "2026-11-26T04:00:00.000Z",
    );
    expect(
      within(second!).getByRole("link", {
        name: "Java Full Stack Development",
      }),
    ).toHaveAttribute("href", "/courses/java");
    expect(second).toHaveTextContent("<b>Asha</b>");
    expect(second).toHaveTextContent("<script>alert(1)</script>");
    expect(second!.querySelector("b, script")).toBeNull();
    expect(second).toHaveTextContent("Email(not given)");
  });

  it("deletes one enquiry and keeps the others", async () => {
    const user = userEvent.setup();
    store([enquiry("1"), enquiry("2")]);
    renderPage();
    // Newest first: the first Delete button is enquiry 2's.
    await user.click(
      screen.getAllByRole("button", {
        name: /^Delete the enquiry about Java/,
      })[0]!,
    );
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("article")).toHaveTextContent("Name 1");
    expect(
      JSON.parse(localStorage.getItem(ENQUIRY_STORAGE_KEY)!).enquiries,
    ).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent(
      "The enquiry was deleted.",
    );
    expect(
      screen.getByRole("heading", { name: "1 enquiry on this device" }),
    ).toHaveFocus();
  });

  it("deletes all after asking, and Cancel keeps them", async () => {
    const user = userEvent.setup();
    store([enquiry("1"), enquiry("2")]);
    renderPage();
    await user.click(screen.getByRole("button", { name: "Delete all" }));
    // The question's code is fetched as the button is pressed: it comes a moment later.
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Cancel",
      }),
    );
    expect(screen.getByRole("button", { name: "Delete all" })).toHaveFocus();
    expect(screen.getAllByRole("article")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Delete all" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Delete all enquiries?",
    });
    await user.click(
      within(confirm).getByRole("button", { name: "Delete all" }),
    );
    expect(screen.queryByRole("article")).toBeNull();
    expect(localStorage.getItem(ENQUIRY_STORAGE_KEY)).toBeNull();
    expect(
      screen.getByText("No enquiries are kept on this device."),
    ).toBeVisible();
    expect(
      screen.getByRole("heading", { name: "Enquiries on this device" }),
    ).toHaveFocus();
  });

  it("shows no enquiries for unreadable data and leaves that data as it is", () => {
    localStorage.setItem(ENQUIRY_STORAGE_KEY, "{broken");
    renderPage();
    expect(
      screen.getByText("No enquiries are kept on this device."),
    ).toBeVisible();
    expect(localStorage.getItem(ENQUIRY_STORAGE_KEY)).toBe("{broken");
  });

  it("says when the browser keeps no data, and offers phone and chat", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    renderPage();
    expect(screen.getByText(/does not let the site keep data/)).toBeVisible();
    expect(screen.getByRole("link", { name: /^\+91/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+91/),
    );
    expect(screen.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
  });

  it("speaks Marathi on a /mr page, with links to the Marathi pages", async () => {
    const user = userEvent.setup();
    store([enquiry("1", { email: "" })]);
    render(
      <MemoryRouter initialEntries={["/mr/my-enquiries"]}>
        <MyEnquiries
          courses={[{ slug: "java", title: "Java फुल स्टॅक डेव्हलपमेंट" }]}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("heading", { name: "या डिव्हाइसवर 1 चौकशी" }),
    ).toBeVisible();
    const card = screen.getByRole("article");
    expect(
      within(card).getByRole("link", { name: "Java फुल स्टॅक डेव्हलपमेंट" }),
    ).toHaveAttribute("href", "/mr/courses/java");
    expect(card).toHaveTextContent("पाठवली: 25 नोव्हेंबर 2026, 15:30");
    expect(card).toHaveTextContent("ईमेल(दिलेले नाही)");
    expect(
      within(card).getByRole("link", {
        name: "WhatsApp वर पुढे बोला (Java फुल स्टॅक डेव्हलपमेंट कोर्सबद्दल, 25 नोव्हेंबर 2026, 15:30 वाजता पाठवलेली; नवीन टॅबमध्ये उघडेल)",
      }),
    ).toBeVisible();

    await user.click(
      within(card).getByRole("button", {
        name: "हटवा (Java फुल स्टॅक डेव्हलपमेंट कोर्सबद्दलची, 25 नोव्हेंबर 2026, 15:30 वाजता पाठवलेली चौकशी)",
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("चौकशी हटवली.");
    expect(
      screen.getByText("या डिव्हाइसवर एकही चौकशी जतन केलेली नाही."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "कोर्सेस पाहा" })).toHaveAttribute(
      "href",
      "/mr/courses",
    );
  });
});
