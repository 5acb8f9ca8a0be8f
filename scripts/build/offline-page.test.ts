import { describe, expect, it } from "vitest";
import { offlinePageHtml } from "#scripts/build/offline-page.ts";

describe("offline page", () => {
  const html = offlinePageHtml({
    name: "Nimbus & Co",
    phone: "+91 98765 43210",
    themeColor: "#b91c1c",
    telHref: "tel:+919876543210",
    chatHref: "https://wa.me/919876543210",
  });

  it("offers the phone number and the WhatsApp chat", () => {
    expect(html).toContain(
      '<a class="call" href="tel:+919876543210">Call +91 98765 43210</a>',
    );
    expect(html).toContain(
      '<a class="chat" href="https://wa.me/919876543210" target="_blank" rel="noopener noreferrer">Chat on WhatsApp',
    );
  });

  it("escapes the institute's name and runs no script", () => {
    expect(html).toContain("<title>You are offline | Nimbus &amp; Co</title>");
    expect(html).not.toContain("<script");
  });
});

describe("Marathi offline page", () => {
  const html = offlinePageHtml(
    {
      name: "Nimbus & Co",
      phone: "+91 98765 43210",
      themeColor: "#b91c1c",
      telHref: "tel:+919876543210",
      chatHref: "https://wa.me/919876543210",
    },
    "mr",
  );

  it("is in Marathi, with the same phone and WhatsApp chat", () => {
    expect(html).toContain('<html lang="mr">');
    expect(html).toContain("<h1>इंटरनेट कनेक्शन नाही</h1>");
    expect(html).toContain("<title>इंटरनेट कनेक्शन नाही | Nimbus &amp; Co</title>");
    expect(html).toContain(
      '<a class="call" href="tel:+919876543210">+91 98765 43210 वर कॉल करा</a>',
    );
    expect(html).toContain(
      '<a class="chat" href="https://wa.me/919876543210" target="_blank" rel="noopener noreferrer">WhatsApp वर चॅट करा<span class="sr-only"> (नवीन टॅबमध्ये उघडेल)</span></a>',
    );
    expect(html).toContain('<a class="home" href="/mr">मुख्यपृष्ठावर जा</a>');
    expect(html).not.toContain("You are offline");
    expect(html).not.toContain("<script");
  });
});
