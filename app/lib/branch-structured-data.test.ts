import { describe, expect, it } from "vitest";
import { branchLd } from "#app/lib/branch-structured-data.ts";

describe("branchLd", () => {
  const kolhapur = {
    id: "kolhapur",
    town: "Kolhapur",
    address:
      "2nd Floor, Shivaji Complex, Rajarampuri 5th Lane, Kolhapur, Maharashtra 416008",
    mapQuery: "Rajarampuri, Kolhapur, Maharashtra 416008",
    streetAddress: "2nd Floor, Shivaji Complex, Rajarampuri 5th Lane",
    postalCode: "416008",
    region: "Maharashtra",
    phone: "+91 98765 43211",
    hours: [
      {
        days: [
          "Monday",
          "Tuesday",
          "Wednesday",
          "Thursday",
          "Friday",
          "Saturday",
        ],
        opens: "09:00",
        closes: "19:00",
      },
      { days: ["Sunday"], opens: "10:00", closes: "13:00" },
    ],
    geo: { latitude: 16.6964, longitude: 74.2446 },
  } as const;

  it("describes a branch as a local business of the institute, with its range of fees", () => {
    expect(branchLd(kolhapur, "en", "₹22,000–₹40,000")).toEqual({
      "@context": "https://schema.org",
      "@type": ["EducationalOrganization", "LocalBusiness"],
      "@id":
        "https://www.nimbus-institute.example.com/branches/kolhapur#branch",
      name: "Nimbus Computer Institute, Kolhapur",
      url: "https://www.nimbus-institute.example.com/branches/kolhapur",
      image: "https://www.nimbus-institute.example.com/og-image.png",
      address: {
        "@type": "PostalAddress",
        streetAddress: "2nd Floor, Shivaji Complex, Rajarampuri 5th Lane",
        addressLocality: "Kolhapur",
        addressRegion: "Maharashtra",
        postalCode: "416008",
        addressCountry: "IN",
      },
      telephone: "+91 98765 43211",
      priceRange: "₹22,000–₹40,000",
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: [
            "https://schema.org/Monday",
            "https://schema.org/Tuesday",
            "https://schema.org/Wednesday",
            "https://schema.org/Thursday",
            "https://schema.org/Friday",
            "https://schema.org/Saturday",
          ],
          opens: "09:00",
          closes: "19:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["https://schema.org/Sunday"],
          opens: "10:00",
          closes: "13:00",
        },
      ],
      geo: {
        "@type": "GeoCoordinates",
        latitude: 16.6964,
        longitude: 74.2446,
      },
      parentOrganization: {
        "@type": "EducationalOrganization",
        "@id": "https://www.nimbus-institute.example.com/#organization",
        name: "Nimbus Computer Institute",
      },
    });
  });

  it("gives the Marathi page's address, the institute's phone to a branch without its own, and no price range without fees", () => {
    const ld = branchLd(
      {
        id: "sangli",
        town: "सांगली",
        address:
          "101, विश्रामबाग प्लाझा, विश्रामबाग चौकाजवळ, सांगली, महाराष्ट्र 416415",
        mapQuery: "Vishrambag, Sangli, Maharashtra 416415",
      },
      "mr",
    );
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": ["EducationalOrganization", "LocalBusiness"],
      "@id":
        "https://www.nimbus-institute.example.com/mr/branches/sangli#branch",
      name: "Nimbus Computer Institute, सांगली",
      url: "https://www.nimbus-institute.example.com/mr/branches/sangli",
      image: "https://www.nimbus-institute.example.com/og-image.png",
      address: {
        "@type": "PostalAddress",
        streetAddress:
          "101, विश्रामबाग प्लाझा, विश्रामबाग चौकाजवळ, सांगली, महाराष्ट्र 416415",
        addressLocality: "सांगली",
        addressCountry: "IN",
      },
      telephone: "+91 98765 43210",
      parentOrganization: {
        "@type": "EducationalOrganization",
        "@id": "https://www.nimbus-institute.example.com/#organization",
        name: "Nimbus Computer Institute",
      },
    });
  });
});
