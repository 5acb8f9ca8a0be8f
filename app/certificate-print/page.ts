// The printable certificate's page script (/admin/certificate): scripts/build/certificate-printer.ts
// compiles this file and what it imports into one module, served as /admin/certificate.js.
import {
  certificateFor,
  type PrintData,
  sheet,
} from "#app/certificate-print/print.ts";
import { formatDay } from "#app/lib/dates.ts";

const data = JSON.parse(
  document.getElementById("print-data")!.textContent!,
) as PrintData;
const form = document.querySelector("form")!;
const input = form.querySelector("input")!;
const status = document.getElementById("status")!;
const sheets = document.getElementById("sheets")!;
const printButton = document.getElementById("print") as HTMLButtonElement;

const PROBLEMS = {
  "not-a-number":
    "That is not a certificate number. Numbers look like NCI-2026-7A3F09BC-1D2E88F0.",
  unknown:
    "No certificate has this number on the site. Check it in the editor (Certificates), and that the site has been published since it was saved.",
  offline: "No connection: the certificate cannot be fetched.",
};

async function show(typed: string) {
  status.textContent = "Fetching the certificate…";
  sheets.replaceChildren();
  printButton.hidden = true;
  const found = await certificateFor(typed, data.site);
  if ("problem" in found) {
    status.textContent = PROBLEMS[found.problem];
    return;
  }
  const { facts, address, signed, revoked } = found;
  sheets.append(sheet(facts, address, "en", data));
  if (facts.nameMarathi) sheets.append(sheet(facts, address, "mr", data));
  status.textContent = `${facts.number}: ${facts.name}. ${
    facts.nameMarathi ? "English and Marathi pages." : "English page."
  }${
    revoked
      ? ` Warning: this certificate was revoked on ${formatDay(revoked.on, "en")} (${revoked.reason.en}): its QR code reads “Revoked”. Do not hand it out.`
      : ""
  }${
    signed
      ? ""
      : " Warning: this site was built without the signing key, so the QR code will read “Not signed”."
  }`;
  printButton.hidden = false;
  history.replaceState(null, "", `#${facts.number}`);
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  void show(input.value);
});
printButton.addEventListener("click", () => window.print());
const fromAddress = decodeURIComponent(location.hash.slice(1));
if (fromAddress) {
  input.value = fromAddress;
  void show(fromAddress);
}
