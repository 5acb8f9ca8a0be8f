import type { BranchTexts } from "#app/i18n/messages/en/branch.ts";

/* A branch's own page (/mr/branches/<id>), in Marathi. */
export const branch: BranchTexts = {
  name: (town) => `${town} शाखा`,
  mapTitle: (town) => `आमच्या ${town} शाखेचा नकाशा`,
  title: (town) => `कॉम्प्युटर क्लासेस, ${town}`,
  description: (town) =>
    `आमची ${town} शाखा: पत्ता, वेळा, फोन, तिथे पोहोचण्याचा मार्ग आणि इथे शिकवल्या जाणाऱ्या सॉफ्टवेअर व कॉम्प्युटर कोर्सेसच्या आगामी बॅचेस.`,
  heading: (site, town) => `${site}, ${town}`,
  intro: (town) =>
    `${town}मध्ये आम्हाला भेटायला या, कॉल करा किंवा WhatsApp वर बोला, आणि इथे होणारे कोर्सेस व बॅचेस पाहा.`,
  address: "पत्ता",
  hours: "वेळा",
  closed: "बंद",
  reach: "कॉल किंवा WhatsApp",
  call: (phone) => `${phone} वर कॉल करा`,
  chat: "WhatsApp वर बोला",
  chatText: (town) => `नमस्कार, मला तुमच्या ${town} शाखेबद्दल विचारायचे आहे.`,
  directions: "तिथे कसे पोहोचायचे",
  showMap: "नकाशा दाखवा",
  openMap: "नकाशा उघडा",
  courses: "इथे होणारे कोर्सेस",
  batches: "इथल्या आगामी बॅचेस",
  batchTime: (time) => `वर्ग ${time}`,
  noBatches: "सध्या या शाखेत आगामी बॅच नाही.",
  question: "काही प्रश्न आहे?",
  questionText:
    "तुम्हाला काय शिकायचे आहे ते आम्हाला सांगा, आम्ही योग्य कोर्स आणि बॅच सुचवू.",
  sendMessage: "आम्हाला संदेश पाठवा",
  cardLink: (town) => `${town} शाखा: वेळा आणि मार्ग`,
};
