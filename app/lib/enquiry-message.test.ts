import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX_CHARS } from "#app/config/constants.ts";
import {
  clip,
  enquiryChatText,
  enquiryOpeningText,
} from "#app/lib/enquiry-message.ts";

const fields = {
  name: "Asha Patil",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  message: "Is there a weekend batch?",
};

describe("enquiryChatText", () => {
  it("names the course, then every field on its own line", () => {
    expect(enquiryChatText("Python Programming", fields)).toBe(
      [
        "Hello, I have an enquiry about Python Programming.",
        "Name: Asha Patil",
        "Email: asha@example.com",
        "Phone: +91 98765 43210",
        "Message: Is there a weekend batch?",
      ].join("\n"),
    );
  });

  it("leaves out fields that are empty or only spaces", () => {
    expect(
      enquiryChatText("AWS", {
        name: "Ravi",
        email: " ",
        phone: "",
        message: "",
      }),
    ).toBe("Hello, I have an enquiry about AWS.\nName: Ravi");
  });

  it("keeps markup, right-to-left text and emoji as they are", () => {
    const text = enquiryChatText("Java", {
      ...fields,
      name: "<b>مرحبا</b> 👩🏽‍💻",
    });
    expect(text).toContain("Name: <b>مرحبا</b> 👩🏽‍💻");
  });

  it("clips a huge message so the chat address stays usable", () => {
    const text = enquiryChatText("Java", {
      ...fields,
      message: "x".repeat(100_000),
    });
    const message = text.split("\n").at(-1)!;
    expect(Array.from(message.replace("Message: ", ""))).toHaveLength(
      CHAT_MESSAGE_MAX_CHARS,
    );
    expect(message.endsWith("…")).toBe(true);
  });
});

describe("clip", () => {
  it("leaves text at the limit alone and cuts one character more", () => {
    expect(clip("abcde", 5)).toBe("abcde");
    expect(clip("abcdef", 5)).toBe("abcd…");
  });

  it("never splits an emoji's surrogate pair", () => {
    expect(clip("😀😀😀", 2)).toBe("😀…");
  });
});

describe("enquiryOpeningText", () => {
  it("names the course, and the batch when there is one", () => {
    expect(enquiryOpeningText("Java Full Stack Development")).toBe(
      "Hello, I have an enquiry about Java Full Stack Development.",
    );
    expect(enquiryOpeningText("AWS Cloud", "7 Dec 2026")).toBe(
      "Hello, I have an enquiry about AWS Cloud, the batch starting 7 Dec 2026.",
    );
  });
});

describe("in Marathi", () => {
  it("writes the chat text with Marathi labels", () => {
    expect(
      enquiryChatText(
        "Python प्रोग्रामिंग",
        { ...fields, name: "आशा पाटील", message: "वीकेंड बॅच आहे का?" },
        "mr",
      ),
    ).toBe(
      [
        "नमस्कार, मला Python प्रोग्रामिंग कोर्सबद्दल चौकशी करायची आहे.",
        "नाव: आशा पाटील",
        "ईमेल: asha@example.com",
        "फोन नंबर: +91 98765 43210",
        "संदेश: वीकेंड बॅच आहे का?",
      ].join("\n"),
    );
  });

  it("leaves out empty fields", () => {
    expect(
      enquiryChatText(
        "AWS",
        { name: "रवी", email: "", phone: " ", message: "" },
        "mr",
      ),
    ).toBe("नमस्कार, मला AWS कोर्सबद्दल चौकशी करायची आहे.\nनाव: रवी");
  });

  it("names the course, and the batch when there is one", () => {
    expect(enquiryOpeningText("Java फुल स्टॅक डेव्हलपमेंट", undefined, "mr")).toBe(
      "नमस्कार, मला Java फुल स्टॅक डेव्हलपमेंट कोर्सबद्दल चौकशी करायची आहे.",
    );
    expect(enquiryOpeningText("AWS Cloud", "7 डिसेंबर 2026", "mr")).toBe(
      "नमस्कार, मला AWS Cloud कोर्सच्या 7 डिसेंबर 2026 पासून सुरू होणाऱ्या बॅचबद्दल चौकशी करायची आहे.",
    );
  });

  it("stays English by default and for 'en'", () => {
    expect(enquiryOpeningText("AWS", undefined, "en")).toBe(
      "Hello, I have an enquiry about AWS.",
    );
    expect(
      enquiryChatText(
        "AWS",
        { ...fields, email: "", phone: "", message: "" },
        "en",
      ),
    ).toBe("Hello, I have an enquiry about AWS.\nName: Asha Patil");
  });
});
