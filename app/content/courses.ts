// Minimal course details for the Foundation; the Content issue fills in every field.
export const courses = [
  {
    slug: "java",
    title: "Java Full Stack Development",
    duration: "2.5 months",
  },
  { slug: "python", title: "Python Programming", duration: "2 months" },
  { slug: "data-science", title: "Data Science", duration: "3 months" },
  { slug: "web-design", title: "Web Design", duration: "1.5 months" },
  { slug: "aws", title: "AWS Cloud", duration: "2 months" },
  { slug: "devops", title: "DevOps", duration: "2.5 months" },
  { slug: "fullstack-mern", title: "Fullstack (MERN)", duration: "4 months" },
] as const;
