/*
 * Every list of allowed values the content may use, in one place and without zod: the schemas
 * (app/content/schemas/) check the data against these lists, and browser code imports them as
 * plain values (the week in opening hours, the catalogue's groups) or as types. Add a value here
 * and both the build's check and the editor's options follow.
 */

/** How the catalogue groups the menu courses, in display order. */
export const courseGroups = [
  "Programming",
  "Web & App Development",
  "Data & AI",
  "Cloud & Infrastructure",
  "Design & Marketing",
  "Office & Analytics",
] as const;
export type CourseGroup = (typeof courseGroups)[number];

/** How a course is taught, as its page says it. */
export const courseModes = [
  "Online / Classroom",
  "Online",
  "Classroom",
] as const;
export type CourseMode = (typeof courseModes)[number];

/**
 * A batch with this many seats or fewer (but more than 0) shows 'Few Seats' (SPEC.md §4): the
 * site's seat rule (lib/batches.ts) and the editor's hint on the seats field read it.
 */
export const FEW_SEATS_MAX = 5;

/** How one batch of a course meets. */
export const batchModes = ["Online", "Classroom", "Weekend"] as const;
export type BatchMode = (typeof batchModes)[number];

/** The languages a batch may be taught in (pages name them in their own language). */
export const teachingLanguages = [
  "English",
  "Marathi",
  "Hindi",
  "Marathi and English",
] as const;
export type TeachingLanguage = (typeof teachingLanguages)[number];

/** The tags of the home page's popular-course cards. */
export const popularCourseTags = [
  "Office",
  "Advanced",
  "Accounting",
  "Design",
  "Programming",
  "Web",
  "Database",
  "Short Term",
  "Fullstack",
  "Frontend",
  "Marketing",
  "Enterprise",
  "Training",
  "Analytics",
  "Project",
] as const;
export type PopularCourseTag = (typeof popularCourseTags)[number];

/** Where a video review plays: an embedded YouTube video or a file of the site. */
export const videoTypes = ["youtube", "mp4"] as const;
export type VideoType = (typeof videoTypes)[number];

/** The social networks the institute may link to. */
export const socialNames = [
  "Facebook",
  "Instagram",
  "YouTube",
  "LinkedIn",
  "X",
] as const;
export type SocialName = (typeof socialNames)[number];

/** The days of the week as site.json names them, Monday first (the week as the branches keep it). */
export const weekDays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type WeekDay = (typeof weekDays)[number];

/**
 * The file types a picture may be, lower case: in the data, in the editor's upload dialog and in
 * its media folder (scripts/content/media.ts refuses any other file there).
 */
export const pictureExtensions = ["webp", "svg", "jpg", "jpeg", "png"] as const;
export type PictureExtension = (typeof pictureExtensions)[number];

/**
 * What a student paid for the course of their success story, as its card says it
 * (India's 2024 coaching-advertising guidelines: "paid or free"). A scholarship is told apart
 * from a free course: the student applied for it and the institute chose whom to give it.
 */
export const storyFees = ["Paid", "Free", "Scholarship"] as const;
export type StoryFee = (typeof storyFees)[number];

/**
 * The topics of the Policies page (/policies), in its order; each is a part of the page at its
 * own address (/policies#refunds), and a question's answer may link to one.
 */
export const policyTopics = [
  "fees",
  "instalments",
  "refunds",
  "certificates",
  "device",
  "recognition",
] as const;
export type PolicyTopic = (typeof policyTopics)[number];
