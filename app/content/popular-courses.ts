import type { PopularCourse } from "./schema";

/**
 * The 28 cards of 'Our Popular Courses' (SPEC.md §3), most asked-for first: the grid shows the
 * first 8 until the visitor asks for more. Tags come only from SPEC.md's list.
 */
export const popularCourses = [
  {
    title: "DCA",
    description:
      "Diploma in Computer Applications: Windows, MS Office, internet, email and typing for everyday office work.",
    image: {
      src: "/images/popular/dca-640.webp",
      alt: "DCA course artwork with a computer monitor",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Office",
  },
  {
    title: "PGDCA",
    description:
      "Post-graduate diploma covering programming, databases, networking and office automation for graduates of any stream.",
    image: {
      src: "/images/popular/pgdca-640.webp",
      alt: "PGDCA course artwork with a graduation cap",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Advanced",
  },
  {
    title: "TALLY",
    description:
      "Tally Prime with GST: vouchers, inventory, payroll, GST returns and the reports accountants prepare every month.",
    image: {
      src: "/images/popular/tally-640.webp",
      alt: "TALLY course artwork with a receipt with the rupee sign",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Accounting",
  },
  {
    title: "DTP",
    description:
      "Desktop publishing with CorelDRAW, Photoshop and InDesign for pamphlets, banners, visiting cards and invitations.",
    image: {
      src: "/images/popular/dtp-640.webp",
      alt: "DTP course artwork with a newspaper page",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Design",
  },
  {
    title: "Java",
    description:
      "Core Java, OOP, collections and JDBC: the language campus recruiters test first.",
    image: {
      src: "/images/popular/java-640.webp",
      alt: "Java course artwork with a coffee cup",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Programming",
  },
  {
    title: "Python",
    description:
      "Python from the basics to files, OOP and automation, the first language for data and scripting.",
    image: {
      src: "/images/popular/python-640.webp",
      alt: "Python course artwork with a terminal window",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Programming",
  },
  {
    title: ".NET",
    description:
      "C#, ASP.NET Core MVC, Entity Framework and SQL Server for business web applications.",
    image: {
      src: "/images/popular/dotnet-640.webp",
      alt: ".NET course artwork with stacked layers",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Enterprise",
  },
  {
    title: "PHP & MySQL",
    description:
      "Build dynamic, database-driven websites with PHP, MySQL, sessions and a simple CMS project.",
    image: {
      src: "/images/popular/php-mysql-640.webp",
      alt: "PHP & MySQL course artwork with a code file",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Web",
  },
  {
    title: "Power BI",
    description:
      "Turn Excel and SQL data into interactive dashboards with Power Query, DAX and Power BI Service.",
    image: {
      src: "/images/popular/power-bi-640.webp",
      alt: "Power BI course artwork with a bar chart",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Analytics",
  },
  {
    title: "C Programming",
    description:
      "Variables, loops, functions, arrays, pointers and file handling: the foundation of every programming course.",
    image: {
      src: "/images/popular/c-programming-640.webp",
      alt: "C Programming course artwork with code brackets",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Programming",
  },
  {
    title: "C++",
    description:
      "Object-oriented programming with classes, inheritance, templates and the Standard Template Library.",
    image: {
      src: "/images/popular/cpp-640.webp",
      alt: "C++ course artwork with curly braces",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Programming",
  },
  {
    title: "Advanced Excel",
    description:
      "VLOOKUP and XLOOKUP, pivot tables, charts, data validation and macros for office and accounts work.",
    image: {
      src: "/images/popular/advanced-excel-640.webp",
      alt: "Advanced Excel course artwork with a spreadsheet",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Office",
  },
  {
    title: "Web Design",
    description:
      "HTML5, CSS3, Bootstrap and JavaScript to design responsive websites that work on every phone.",
    image: {
      src: "/images/popular/web-design-640.webp",
      alt: "Web Design course artwork with a web page layout",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Frontend",
  },
  {
    title: "React JS",
    description:
      "Components, hooks, routing and state management to build fast single-page applications.",
    image: {
      src: "/images/popular/react-640.webp",
      alt: "React JS course artwork with an atom",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Frontend",
  },
  {
    title: "Angular",
    description:
      "TypeScript, components, services, routing and RxJS for structured enterprise front ends.",
    image: {
      src: "/images/popular/angular-640.webp",
      alt: "Angular course artwork with building blocks",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Frontend",
  },
  {
    title: "MERN Stack",
    description:
      "MongoDB, Express, React and Node.js: build and deploy complete JavaScript web applications.",
    image: {
      src: "/images/popular/mern-stack-640.webp",
      alt: "MERN Stack course artwork with stacked layers",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Fullstack",
  },
  {
    title: "Java Full Stack",
    description:
      "Core Java, Spring Boot, REST APIs, MySQL and a front end, ending with a deployed project.",
    image: {
      src: "/images/popular/java-full-stack-640.webp",
      alt: "Java Full Stack course artwork with a server with a gear",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Fullstack",
  },
  {
    title: "SQL & Oracle",
    description:
      "SQL queries, joins, views, PL/SQL procedures and triggers on Oracle and MySQL databases.",
    image: {
      src: "/images/popular/sql-oracle-640.webp",
      alt: "SQL & Oracle course artwork with a database",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Database",
  },
  {
    title: "Graphic Design",
    description:
      "Photoshop, Illustrator and CorelDRAW for logos, social media posts, posters and brand identity.",
    image: {
      src: "/images/popular/graphic-design-640.webp",
      alt: "Graphic Design course artwork with a colour palette",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Design",
  },
  {
    title: "UI/UX Design",
    description:
      "User research, wireframes, prototypes and visual design in Figma, with a case-study portfolio.",
    image: {
      src: "/images/popular/ui-ux-640.webp",
      alt: "UI/UX Design course artwork with a pen tool",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Design",
  },
  {
    title: "Digital Marketing",
    description:
      "SEO, Google Ads, social media marketing, email campaigns and analytics for businesses and freelancers.",
    image: {
      src: "/images/popular/digital-marketing-640.webp",
      alt: "Digital Marketing course artwork with a megaphone",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Marketing",
  },
  {
    title: "Data Analytics",
    description:
      "Excel, SQL, Python and Power BI to clean data, find trends and present insights.",
    image: {
      src: "/images/popular/data-analytics-640.webp",
      alt: "Data Analytics course artwork with a rising line chart",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Analytics",
  },
  {
    title: "Software Testing",
    description:
      "Manual testing, test cases, bug tracking with Jira and automation with Selenium WebDriver.",
    image: {
      src: "/images/popular/software-testing-640.webp",
      alt: "Software Testing course artwork with a bug",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Advanced",
  },
  {
    title: "Spring Boot",
    description:
      "Spring Boot, Spring Data JPA, microservices and REST APIs for enterprise Java back ends.",
    image: {
      src: "/images/popular/spring-boot-640.webp",
      alt: "Spring Boot course artwork with a leaf",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Enterprise",
  },
  {
    title: "Industrial Training",
    description:
      "Six-week industrial training for engineering, BCA and diploma students, with a certificate and a live project.",
    image: {
      src: "/images/popular/industrial-training-640.webp",
      alt: "Industrial Training course artwork with a briefcase",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Training",
  },
  {
    title: "Final Year Projects",
    description:
      "Guidance for BE, BCA, MCA and diploma projects: idea, design, code, report and viva preparation.",
    image: {
      src: "/images/popular/final-year-projects-640.webp",
      alt: "Final Year Projects course artwork with a rocket",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Project",
  },
  {
    title: "Basic Computer Course",
    description:
      "A one-month start for beginners: using a computer, typing, internet, email, UPI payments and online forms.",
    image: {
      src: "/images/popular/basic-computer-640.webp",
      alt: "Basic Computer Course course artwork with a laptop",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Short Term",
  },
  {
    title: "English & Marathi Typing",
    description:
      "Touch typing in English and Marathi (Unicode) for government exams and office jobs, with speed tests.",
    image: {
      src: "/images/popular/typing-640.webp",
      alt: "English & Marathi Typing course artwork with a keyboard",
      width: 640,
      height: 400,
      widths: [320, 640],
    },
    tag: "Short Term",
  },
] as const satisfies readonly PopularCourse[];
