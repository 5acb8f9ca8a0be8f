import { describe, expect, it } from "vitest";
import { courseLd } from "#app/lib/course-structured-data.ts";

describe("a course's structured data", () => {
  it("gives a course its fee as an offer in rupees, and each batch its place, hours and language", () => {
    const kolhapur = {
      id: "kolhapur",
      town: "Kolhapur",
      address: "Rajarampuri 5th Lane, Kolhapur, Maharashtra 416008",
      mapQuery: "Rajarampuri, Kolhapur",
      streetAddress: "Rajarampuri 5th Lane",
      region: "Maharashtra",
      postalCode: "416008",
    };
    const sangli = { ...kolhapur, id: "sangli", town: "Sangli" };
    const ld = courseLd(
      {
        slug: "java",
        title: "Java",
        description: "d",
        fees: { total: 24000 },
        batches: [
          {
            start: "2026-12-07",
            mode: "Classroom",
            branch: "kolhapur",
            time: "07:30-09:30",
            language: "Marathi",
          },
          {
            start: "2026-12-19",
            mode: "Weekend",
            time: "10:00-13:00",
            language: "Marathi and English",
          },
          { start: "2027-01-11", mode: "Online", language: "English" },
        ],
      },
      "en",
      [kolhapur, sangli],
    );
    expect(ld.offers).toEqual({
      "@type": "Offer",
      price: 24000,
      priceCurrency: "INR",
      category: "Paid",
      url: "https://www.nimbus-institute.example.com/courses/java",
    });
    expect(ld.hasCourseInstance).toEqual([
      {
        "@type": "CourseInstance",
        courseMode: "Onsite",
        startDate: "2026-12-07",
        location: {
          "@type": "Place",
          name: "Nimbus Computer Institute, Kolhapur",
          address: {
            "@type": "PostalAddress",
            streetAddress: "Rajarampuri 5th Lane",
            addressLocality: "Kolhapur",
            addressRegion: "Maharashtra",
            postalCode: "416008",
            addressCountry: "IN",
          },
        },
        courseSchedule: {
          "@type": "Schedule",
          startDate: "2026-12-07",
          startTime: "07:30",
          endTime: "09:30",
          scheduleTimezone: "Asia/Kolkata",
          repeatFrequency: "P1D",
        },
        inLanguage: "mr",
      },
      {
        "@type": "CourseInstance",
        courseMode: "Blended",
        startDate: "2026-12-19",
        courseSchedule: {
          "@type": "Schedule",
          startDate: "2026-12-19",
          startTime: "10:00",
          endTime: "13:00",
          scheduleTimezone: "Asia/Kolkata",
          repeatFrequency: "P1W",
          byDay: ["https://schema.org/Saturday", "https://schema.org/Sunday"],
        },
        inLanguage: ["mr", "en"],
      },
      {
        "@type": "CourseInstance",
        courseMode: "Online",
        startDate: "2027-01-11",
        location: {
          "@type": "VirtualLocation",
          url: "https://www.nimbus-institute.example.com/courses/java",
        },
        inLanguage: "en",
      },
    ]);
  });

  it("gives each course instance the course's tutors as its instructors, at their cards on the Tutors page in the page's language", () => {
    const ld = courseLd(
      {
        slug: "devops",
        title: "DevOps",
        description: "d",
        batches: [{ start: "2027-01-11", mode: "Online", language: "English" }],
        tutors: [
          {
            id: "rohan-patil",
            name: "रोहन पाटील",
            qualifications: ["Certified Kubernetes Administrator (CKA)"],
          },
        ],
      },
      "mr",
    );
    expect(ld.hasCourseInstance).toEqual([
      {
        "@type": "CourseInstance",
        courseMode: "Online",
        startDate: "2027-01-11",
        location: {
          "@type": "VirtualLocation",
          url: "https://www.nimbus-institute.example.com/mr/courses/devops",
        },
        inLanguage: "en",
        instructor: [
          {
            "@type": "Person",
            name: "रोहन पाटील",
            url: "https://www.nimbus-institute.example.com/mr/faculty#rohan-patil",
            hasCredential: [
              {
                "@type": "EducationalOccupationalCredential",
                name: "Certified Kubernetes Administrator (CKA)",
              },
            ],
          },
        ],
      },
    ]);
  });

  it("gives a course without fees no offer", () => {
    expect(
      courseLd({ slug: "java", title: "Java", description: "d", batches: [] }),
    ).not.toHaveProperty("offers");
  });
});
