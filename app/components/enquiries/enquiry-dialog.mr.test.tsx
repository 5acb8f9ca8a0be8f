import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DialogPage } from "#app/components/enquiries/enquiry-dialog-page.test-helper.tsx";

const course = { slug: "python", title: "Python प्रोग्रामिंग" };

function Page() {
  return <DialogPage course={course} opener="आता चौकशी करा" />;
}

const renderAtMr = () =>
  render(
    <MemoryRouter initialEntries={["/mr/courses/python"]}>
      <Page />
    </MemoryRouter>,
  );

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "आता चौकशी करा" }));
  return screen.findByRole("dialog", { name: "चौकशी — Python प्रोग्रामिंग" });
}

describe("EnquiryDialog on a Marathi page", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("shows Marathi labels, description and buttons", async () => {
    const user = userEvent.setup();
    renderAtMr();
    const dialog = await open(user);
    expect(dialog).toHaveAccessibleDescription(
      "तुमची चौकशी या डिव्हाइसवरच जतन होते. पाठवल्यानंतर तुम्ही WhatsApp वरही आमच्याशी पुढे बोलू शकता.",
    );
    expect(within(dialog).getByLabelText("नाव")).toHaveAttribute(
      "type",
      "text",
    );
    expect(within(dialog).getByLabelText("ईमेल")).toHaveAttribute(
      "type",
      "email",
    );
    expect(within(dialog).getByLabelText("फोन नंबर")).toHaveAttribute(
      "type",
      "tel",
    );
    expect(within(dialog).getByLabelText("संदेश").tagName).toBe("TEXTAREA");
    expect(within(dialog).getByRole("button", { name: "पाठवा" })).toBeVisible();
    expect(
      within(dialog).getByRole("button", { name: "रद्द करा" }),
    ).toBeVisible();
    expect(
      within(dialog).getByRole("link", {
        name: "ही साइट काय ठेवते, आणि आमची फी व परतावा: आमची धोरणे",
      }),
    ).toHaveAttribute("href", "/mr/policies#device");
  });

  it("after sending, shows the Marathi success message and a Marathi chat text", async () => {
    const user = userEvent.setup();
    renderAtMr();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText("नाव"), "आशा पाटील");
    await user.type(
      within(dialog).getByLabelText("फोन नंबर"),
      "+91 90000 00000",
    );
    await user.click(within(dialog).getByRole("button", { name: "पाठवा" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(
      "तुमची चौकशी पाठवली. आम्ही लवकरच तुमच्याशी संपर्क साधू.",
    );
    const chat = within(status).getByRole("link", {
      name: "WhatsApp वर पुढे बोला (नवीन टॅबमध्ये उघडेल)",
    });
    const text = new URL(chat.getAttribute("href")!).searchParams.get("text");
    expect(text).toBe(
      [
        "नमस्कार, मला Python प्रोग्रामिंग कोर्सबद्दल चौकशी करायची आहे.",
        "नाव: आशा पाटील",
        "फोन नंबर: +91 90000 00000",
      ].join("\n"),
    );
  });

  it("says in Marathi when the enquiry cannot be kept", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    const user = userEvent.setup();
    renderAtMr();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText("नाव"), "रवी");
    await user.click(within(dialog).getByRole("button", { name: "पाठवा" }));

    const alert = within(dialog).getByRole("alert");
    expect(alert).toHaveTextContent(
      "तुमची चौकशी या डिव्हाइसवर जतन होऊ शकली नाही.",
    );
    expect(alert).toHaveTextContent(
      "या ब्राउझरमधील साइटचे स्टोरेज भरले आहे. तुम्ही लिहिलेले सगळे इथेच आहे: त्याऐवजी आम्हाला कॉल करा किंवा WhatsApp वर पाठवा.",
    );
    expect(
      within(alert).getByRole("link", { name: /वर कॉल करा$/ }),
    ).toBeVisible();
    expect(
      within(alert).getByRole("link", {
        name: "WhatsApp वर पाठवा (नवीन टॅबमध्ये उघडेल)",
      }),
    ).toBeVisible();
  });
});
