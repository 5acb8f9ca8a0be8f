import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ENQUIRY_STORAGE_KEY,
  ENQUIRY_SUCCESS_MS,
} from "#app/config/constants.ts";
import { paths } from "#app/config/paths.ts";
import { DialogPage } from "#app/components/enquiries/enquiry-dialog-page.test-helper.tsx";

const course = { slug: "python", title: "Python Programming" };

function Page() {
  return <DialogPage course={course} opener="Enquiry Now" />;
}

const typed = {
  Name: "Asha <b>Patil</b>",
  Email: "asha@example.com",
  Phone: "+91 90000 00000",
  Message: "مرحبا 👋\n<script>alert(1)</script>",
};

async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Enquiry Now" }));
  // The dialog comes once the tap's frame (the page dimmed) is painted.
  const dialog = await screen.findByRole("dialog", {
    name: "Enquiry — Python Programming",
  });
  for (const [label, value] of Object.entries(typed)) {
    // userEvent reads braces and brackets as key names; paste types them verbatim.
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(value);
  }
  return dialog;
}

const stored = () =>
  JSON.parse(localStorage.getItem(ENQUIRY_STORAGE_KEY) ?? "null");

describe("EnquiryDialog", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it("has the four labelled fields, a 3-row message, Cancel and Send", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Enquiry Now" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute(
      "type",
      "text",
    );
    expect(within(dialog).getByLabelText("Email")).toHaveAttribute(
      "type",
      "email",
    );
    expect(within(dialog).getByLabelText("Phone")).toHaveAttribute(
      "type",
      "tel",
    );
    expect(within(dialog).getByLabelText("Message").tagName).toBe("TEXTAREA");
    expect(within(dialog).getByLabelText("Message")).toHaveAttribute(
      "rows",
      "3",
    );
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeVisible();
    expect(
      within(dialog).getByRole("button", { name: "Cancel" }),
    ).toBeVisible();
    // What the site keeps, the fees and the refunds: the Policies page, which says them in full.
    expect(
      within(dialog).getByRole("link", {
        name: "What this site keeps, and our fees and refunds: our policies",
      }),
    ).toHaveAttribute("href", "/policies#device");
  });

  it("sends: stores the enquiry, closes, clears and shows the message for 3.5 s", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await openAndFill(user);
    // Fake timers and clock from here on only: Testing Library's async helpers wait on real ones.
    vi.useFakeTimers({
      now: new Date("2026-11-25T10:00:00Z"),
      toFake: [
        "setTimeout",
        "clearTimeout",
        "requestAnimationFrame",
        "cancelAnimationFrame",
        "Date",
      ],
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));

    // Hidden in the frame of the tap (data-closing: opacity 0); after that frame, unmounted
    // and the message shown.
    expect(dialog).toHaveAttribute("data-closing");
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextTimer();
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    const file = stored();
    expect(file.version).toBe(1);
    expect(file.enquiries).toHaveLength(1);
    expect(file.enquiries[0]).toMatchObject({
      courseSlug: "python",
      createdAt: "2026-11-25T10:00:00.000Z",
      name: typed.Name,
      email: typed.Email,
      phone: typed.Phone,
      message: typed.Message,
    });
    expect(file.enquiries[0].id).toMatch(/\S{8,}/);

    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(
      "Enquiry submitted. We will contact you soon.",
    );
    const chat = within(status).getByRole("link", {
      name: /Continue on WhatsApp/,
    });
    expect(chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(chat.getAttribute("href")!)).toContain(
      `Name: ${typed.Name}`,
    );
    expect(chat).toHaveAttribute("target", "_blank");

    act(() => vi.advanceTimersByTime(ENQUIRY_SUCCESS_MS - 1));
    expect(status).toHaveTextContent("Enquiry submitted.");
    // Focus went back to the button that opened the dialog.
    expect(screen.getByRole("button", { name: "Enquiry Now" })).toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
    vi.useRealTimers();

    // Cleared: the next enquiry starts empty.
    await user.click(screen.getByRole("button", { name: "Enquiry Now" }));
    for (const label of Object.keys(typed))
      expect(await screen.findByLabelText(label)).toHaveValue("");
  });

  it("keeps earlier enquiries when a new one is sent", async () => {
    const user = userEvent.setup();
    render(<Page />);
    for (const name of ["First", "Second"]) {
      await user.click(screen.getByRole("button", { name: "Enquiry Now" }));
      await user.type(await screen.findByLabelText("Name"), name);
      await user.click(screen.getByRole("button", { name: "Send" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
    expect(stored().enquiries.map((e: { name: string }) => e.name)).toEqual([
      "First",
      "Second",
    ]);
  });

  it("opens in two steps: the page dimmed in the tap's frame, the dialog after it is painted", async () => {
    render(<Page />);
    vi.useFakeTimers({
      toFake: [
        "setTimeout",
        "clearTimeout",
        "requestAnimationFrame",
        "cancelAnimationFrame",
      ],
    });
    const opener = screen.getByRole("button", { name: "Enquiry Now" });
    fireEvent.click(opener);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("[data-slot=dialog-dimming]")).not.toBeNull();
    // A frame (jsdom's run at 60 Hz) and the task queued from it.
    act(() => vi.advanceTimersByTime(50));
    const dialog = screen.getByRole("dialog", {
      name: "Enquiry — Python Programming",
    });
    expect(within(dialog).getByLabelText("Name")).toHaveFocus();
    expect(document.querySelector("[data-slot=dialog-dimming]")).toBeNull();

    // Escape before the dialog is there: no dialog, the page as it was, focus on the button.
    fireEvent.keyDown(dialog, { key: "Escape" });
    act(() => vi.advanceTimersByTime(50));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(opener);
    opener.focus();
    fireEvent.keyDown(document.body, { key: "Escape" });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("[data-slot=dialog-dimming]")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("Cancel closes without recording and returns focus", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    // The dialog is unmounted once the frame that hid it has been painted.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(localStorage.getItem(ENQUIRY_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole("button", { name: "Enquiry Now" })).toHaveFocus();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it.each([
    [
      "full",
      new DOMException("quota", "QuotaExceededError"),
      /storage for the site is full/,
    ],
    [
      "blocked",
      new DOMException("denied", "SecurityError"),
      /turned off or blocked/,
    ],
  ])(
    "when storage is %s, stays open with what was typed and offers phone and chat",
    async (_, error, reason) => {
      vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
        throw error;
      });
      const user = userEvent.setup();
      render(<Page />);
      const dialog = await openAndFill(user);
      await user.click(within(dialog).getByRole("button", { name: "Send" }));

      expect(screen.getByRole("dialog")).toBe(dialog);
      const alert = within(dialog).getByRole("alert");
      expect(alert).toHaveTextContent(
        "Your enquiry could not be saved on this device.",
      );
      expect(alert).toHaveTextContent(reason);
      expect(
        within(alert).getByRole("link", { name: /^Call/ }),
      ).toHaveAttribute("href", paths.tel);
      const chat = within(alert).getByRole("link", { name: /WhatsApp/ });
      expect(decodeURIComponent(chat.getAttribute("href")!)).toContain(
        "Message: مرحبا 👋",
      );
      for (const [label, value] of Object.entries(typed))
        expect(within(dialog).getByLabelText(label)).toHaveValue(value);
      expect(
        screen.getByRole("status", { hidden: true }),
      ).toBeEmptyDOMElement();
    },
  );

  it("sends over unreadable data, which is set aside rather than deleted", async () => {
    localStorage.setItem(ENQUIRY_STORAGE_KEY, "{not json");
    const user = userEvent.setup();
    render(<Page />);
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Enquiry submitted. We will contact you soon.",
      ),
    );
    expect(localStorage.getItem(`${ENQUIRY_STORAGE_KEY}.unreadable`)).toBe(
      '["{not json"]',
    );
    const file = JSON.parse(localStorage.getItem(ENQUIRY_STORAGE_KEY)!);
    expect(file.enquiries).toHaveLength(1);
  });
});
