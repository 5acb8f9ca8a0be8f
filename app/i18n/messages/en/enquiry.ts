import type { Widen } from "#app/i18n/messages/en.ts";

/* The enquiry texts in English, exactly as SPEC.md words them. */
export const enquiry = {
  /** The four fields of an enquiry: the dialog's labels, the stored card, the chat text. */
  fields: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
  },
  cancel: "Cancel",
  continueOnWhatsApp: "Continue on WhatsApp",

  dialog: {
    title: (course: string) => `Enquiry — ${course}`,
    description:
      "Your enquiry is kept on this device. After sending, you can also continue it with us on WhatsApp.",
    send: "Send",
  },
  success: "Enquiry submitted. We will contact you soon.",
  notSaved: {
    title: "Your enquiry could not be saved on this device.",
    reasons: {
      unavailable:
        "This browser does not let the site keep data (storage is turned off or blocked).",
      full: "This browser's storage for the site is full.",
      corrupt:
        "The enquiries already kept on this device cannot be read, and we will not write over them.",
    },
    instead:
      "What you typed is still here: call us or send it to us on WhatsApp instead.",
    call: (phone: string) => `Call ${phone}`,
    sendOnWhatsApp: "Send it on WhatsApp",
  },

  /** The text an enquiry prefills in the chat app. */
  chat: {
    opening: (course: string) => `Hello, I have an enquiry about ${course}.`,
    openingBatch: (course: string, day: string) =>
      `Hello, I have an enquiry about ${course}, the batch starting ${day}.`,
  },

  card: {
    /** Before the date and time the enquiry was sent. */
    sent: "Sent",
    notGiven: "(not given)",
    /** Read after 'Continue on WhatsApp' (sr-only). */
    chatAbout: (course: string, sentAt: string) =>
      `(about ${course}, sent ${sentAt}; opens in a new tab)`,
    delete: "Delete",
    /** Read after 'Delete' (sr-only). */
    deleteWhich: (course: string, sentAt: string) =>
      `the enquiry about ${course} sent ${sentAt}`,
  },

  list: {
    count: (n: number) =>
      `${n} ${n === 1 ? "enquiry" : "enquiries"} on this device`,
    heading: "Enquiries on this device",
    deleteAll: "Delete all",
    deleteAllTitle: "Delete all enquiries?",
    deleteAllDescription:
      "Every enquiry kept on this device will be removed. This cannot be undone.",
    allDeleted: "All enquiries were deleted.",
    deleted: "The enquiry was deleted.",
    notDeleted: "That could not be deleted on this device.",
    unreadableDeleted: "The unreadable data was deleted.",
    loading: "Looking for enquiries kept in this browser…",
    noScript:
      "Enquiries are kept by this browser\u2019s scripts: turn JavaScript on to see them.",
    empty: "No enquiries are kept on this device.",
    emptyHint: "Enquiries you send from a course page appear here.",
    browseCourses: "Browse courses",
  },

  storageProblem: {
    corruptTitle: "The enquiries kept on this device cannot be read.",
    unavailableTitle:
      "This browser does not let the site keep data, so no enquiries can be kept or shown on this device.",
    corruptBody:
      "The stored data is damaged. We have left it as it is, and new enquiries cannot be saved until it is deleted.",
    unavailableBody:
      "Storage may be turned off or blocked (for example in a private window).",
    /** "To reach us now, call <phone> or <chat with us on WhatsApp>." in four pieces. */
    reachBefore: "To reach us now, call",
    reachOr: "or",
    reachChat: "chat with us on WhatsApp",
    reachAfter: ".",
    deleteLabel: "Delete the unreadable data",
    deleteTitle: "Delete the unreadable data?",
    deleteDescription:
      "The damaged enquiry data on this device will be removed, so new enquiries can be saved again. This cannot be undone.",
    deleteConfirm: "Delete it",
  },

  contact: {
    form: {
      name: "Your Name",
      email: "Email",
      phone: "Phone Number",
      degree: "Degree",
      branch: "Select Branch",
      course: "Select Courses",
      submit: "Submit",
    },
  },
};

/** The shape every language's enquiry texts must have: the English keys, any wording. */
export type EnquiryTexts = Widen<typeof enquiry>;
