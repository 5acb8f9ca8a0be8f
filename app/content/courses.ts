// Relative imports: React Router's config loader reads this file without the `~/` alias.
import { branchTowns } from "../config/site";
import type { CourseDetail } from "./schema";

/**
 * The 7 courses with a detail page (SPEC.md §2), in menu order. Batch dates are days in the
 * institute's time zone. On purpose, across the set: `aws` has no batches (the page shows the
 * default batches), every `data-science` batch is past ('No Upcoming Batches'), and `devops`
 * has no testimonials (the placeholder card shows).
 */
export const courses = [
  {
    title: "Java Full Stack Development",
    slug: "java",
    tagline: "From core Java to Spring Boot REST APIs, job-ready in ten weeks.",
    duration: "2.5 months",
    mode: "Online / Classroom",
    image: {
      src: "/images/courses/java-1200.webp",
      alt: "Illustration of a laptop showing Java code, with a coffee cup and a class diagram beside it",
      width: 1200,
      height: 750,
      widths: [480, 800, 1200],
    },
    overview:
      "Java still runs the back offices of banks, insurers and most large IT services firms, and it is the language campus recruiters test first. This course starts at the JVM and the basics of object-oriented design, moves through collections, streams and SQL, and ends with Spring Boot REST APIs, a simple front end and a deployed project of your own. Every class is 80% hands-on in the lab, and every module ends with coding exercises reviewed by your trainer.",
    highlights: [
      "Core Java, OOP, collections and the Stream API taught with daily lab exercises",
      "Spring Boot, Spring Data JPA and REST APIs with MySQL",
      "A full-stack capstone project pushed to GitHub and deployed online",
      "Weekly coding tests, aptitude practice and mock interviews",
      "Placement support with our hiring partners after course completion",
    ],
    batches: [
      { id: 101, start: "2026-12-07", mode: "Classroom", seats: 0 },
      { id: 102, start: "2026-12-19", mode: "Weekend", seats: 4 },
      { id: 103, start: "2027-01-11", mode: "Online", seats: 18 },
      { id: 104, start: "2027-02-15", mode: "Classroom", seats: 22 },
    ],
    testimonials: [
      {
        id: "java-sneha-kulkarni",
        name: "Sneha Kulkarni",
        role: "Junior Java Developer, Bluequay Data",
        text: "I had studied Java in college but could never write a program on my own. The daily lab tasks and the Spring Boot project changed that. In my interview I explained my own project for twenty minutes and got the offer the same week.",
        img: {
          src: "/images/testimonials/java-sneha-kulkarni-256.webp",
          alt: "Illustrated portrait of Sneha Kulkarni",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/sneha.kulkarni.example",
      },
      {
        id: "java-omkar-patil",
        name: "Omkar Patil",
        role: "B.E. (Computer), final year",
        text: "The trainers explain OOP with examples from billing systems and banks, not just shapes and animals. Weekend batches let me finish the course alongside my engineering classes.",
        img: {
          src: "/images/testimonials/java-omkar-patil-256.webp",
          alt: "Illustrated portrait of Omkar Patil",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/omkar.patil.example",
      },
      {
        id: "java-rutuja-jadhav",
        name: "Rutuja Jadhav",
        role: "Software Trainee, Ambertrail IT Services",
        text: "Mock interviews were the best part. By the third one I knew exactly how to answer questions on collections and exceptions. I joined Ambertrail two weeks after my last class.",
        img: {
          src: "/images/testimonials/java-rutuja-jadhav-256.webp",
          alt: "Illustrated portrait of Rutuja Jadhav",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/rutuja.jadhav.example",
      },
      {
        id: "java-aniket-deshmukh",
        name: "Aniket Deshmukh",
        role: "Backend Developer, Tessellate Infotech",
        text: "I came from a mechanical background. The batch moved at a pace I could follow, and doubts were cleared after class every day. Today I build REST APIs for a logistics product.",
        img: {
          src: "/images/testimonials/java-aniket-deshmukh-256.webp",
          alt: "Illustrated portrait of Aniket Deshmukh",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/aniket.deshmukh.example",
      },
    ],
    curriculum: [
      {
        id: "core-java",
        title: "Core Java Fundamentals",
        topics: [
          "JDK, JRE and JVM; setting up IntelliJ IDEA",
          "Data types, operators and type casting",
          "Conditions, loops and switch",
          "Arrays and strings",
          "Methods, overloading and recursion",
          "Packages and access modifiers",
        ],
      },
      {
        id: "oop",
        title: "Object-Oriented Programming",
        topics: [
          "Classes, objects and constructors",
          "Inheritance and method overriding",
          "Polymorphism and dynamic dispatch",
          "Abstract classes and interfaces",
          "Encapsulation and immutable classes",
          "equals, hashCode and toString",
        ],
      },
      {
        id: "exceptions-collections",
        title: "Exceptions and Collections",
        topics: [
          "Checked and unchecked exceptions",
          "try-with-resources and custom exceptions",
          "List, Set and Map implementations",
          "Generics",
          "Comparable and Comparator",
        ],
      },
      {
        id: "modern-java",
        title: "Modern Java",
        topics: [
          "Lambda expressions and functional interfaces",
          "Stream API: filter, map, collect",
          "Optional",
          "Date and Time API (java.time)",
          "Records and switch expressions",
        ],
      },
      {
        id: "sql-jdbc",
        title: "SQL and JDBC",
        topics: [
          "MySQL: tables, keys and constraints",
          "Joins, grouping and subqueries",
          "Normalisation and indexes",
          "JDBC connections and PreparedStatement",
          "Transactions and batch updates",
        ],
      },
      {
        id: "web-front-end",
        title: "Web Front End Basics",
        topics: [
          "HTML5 structure and forms",
          "CSS3, Flexbox and Bootstrap 5",
          "JavaScript, the DOM and events",
          "Calling APIs with fetch and JSON",
        ],
      },
      {
        id: "spring-boot",
        title: "Spring Boot and REST APIs",
        topics: [
          "Spring Core: IoC and dependency injection",
          "Spring Boot starters and configuration",
          "REST controllers and request validation",
          "Spring Data JPA and Hibernate",
          "Global exception handling and logging",
          "Spring Security with JWT",
        ],
      },
      {
        id: "capstone",
        title: "Capstone Project and Interview Preparation",
        topics: [
          "Git and GitHub workflow",
          "Unit tests with JUnit 5 and Mockito",
          "Building and deploying a full-stack application",
          "Resume building and mock interviews",
          "Aptitude and coding test practice",
        ],
      },
    ],
    seo: {
      title: `Java Full Stack Course in ${branchTowns}`,
      description:
        "Learn Core Java, Spring Boot, REST APIs and MySQL in a 2.5-month, 80% practical course with a live project, mock interviews and placement support.",
    },
  },
  {
    title: "Python Programming",
    slug: "python",
    tagline: "Write real programs in Python from your first week.",
    duration: "2 months",
    mode: "Online / Classroom",
    image: {
      src: "/images/courses/python-1200.webp",
      alt: "Illustration of a code editor with Python code next to a terminal window and a snake-like curve",
      width: 1200,
      height: 750,
      widths: [480, 800, 1200],
    },
    overview:
      "Python is the easiest serious language to start with and the one used for automation, data work and web back ends. In eight weeks you learn the language properly, from data structures and functions to classes, files and error handling, then use popular libraries to automate Excel, call web APIs and build a small Django web app. It suits students, working professionals and anyone preparing for data science.",
    highlights: [
      "Beginner friendly: no earlier programming needed",
      "Daily practice problems with trainer review",
      "Automation with Excel, files and web APIs",
      "Introduction to web development with Django",
      "Three mini projects for your GitHub portfolio",
    ],
    batches: [
      { id: 201, start: "2026-12-14", mode: "Online", seats: 3 },
      { id: 202, start: "2027-01-18", mode: "Classroom", seats: 16 },
      { id: 203, start: "2027-03-01", mode: "Weekend", seats: 25 },
    ],
    testimonials: [
      {
        id: "python-pooja-shinde",
        name: "Pooja Shinde",
        role: "Data Entry Executive turned Python Automation Associate",
        text: "I used to copy figures between Excel sheets all day. After this course I wrote a script that does it in two minutes, and my manager moved me to the automation team.",
        img: {
          src: "/images/testimonials/python-pooja-shinde-256.webp",
          alt: "Illustrated portrait of Pooja Shinde",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/pooja.shinde.example",
      },
      {
        id: "python-vishal-pawar",
        name: "Vishal Pawar",
        role: "BCA, second year",
        text: "Small batches meant the trainer looked at my code every single day. The mini projects gave me something real to show when I applied for internships.",
        img: {
          src: "/images/testimonials/python-vishal-pawar-256.webp",
          alt: "Illustrated portrait of Vishal Pawar",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/vishal.pawar.example",
      },
      {
        id: "python-kavya-joshi",
        name: "Kavya Joshi",
        role: "Python Developer Intern, Lumora Analytics",
        text: "Online classes were as interactive as the lab: screen sharing, live doubts, recorded sessions for revision. The Django module got me my internship.",
        img: {
          src: "/images/testimonials/python-kavya-joshi-256.webp",
          alt: "Illustrated portrait of Kavya Joshi",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/kavya.joshi.example",
      },
    ],
    curriculum: [
      {
        id: "python-basics",
        title: "Python Basics",
        topics: [
          "Installing Python and VS Code",
          "Variables, data types and operators",
          "Conditions and loops",
          "Strings and f-strings",
          "Reading input and printing output",
        ],
      },
      {
        id: "data-structures",
        title: "Data Structures",
        topics: [
          "Lists and tuples",
          "Dictionaries and sets",
          "List and dictionary comprehensions",
          "Slicing and unpacking",
        ],
      },
      {
        id: "functions-modules",
        title: "Functions and Modules",
        topics: [
          "Functions, parameters and return values",
          "*args, **kwargs and lambda",
          "Modules, packages and pip",
          "Virtual environments",
        ],
      },
      {
        id: "oop-python",
        title: "Object-Oriented Python",
        topics: [
          "Classes and objects",
          "Inheritance and method overriding",
          "Special (dunder) methods",
          "Dataclasses",
        ],
      },
      {
        id: "files-errors",
        title: "Files and Error Handling",
        topics: [
          "Reading and writing text files",
          "CSV and JSON files",
          "Exceptions: try, except, finally",
          "Logging",
        ],
      },
      {
        id: "automation",
        title: "Automation with Libraries",
        topics: [
          "Dates and times with datetime",
          "Regular expressions",
          "Calling web APIs with requests",
          "Automating Excel with openpyxl",
          "Working with SQLite",
        ],
      },
      {
        id: "django",
        title: "Web Development with Django",
        topics: [
          "Django project structure",
          "Models and the ORM",
          "Views, URLs and templates",
          "Forms and the admin panel",
          "Deploying a Django app",
        ],
      },
      {
        id: "mini-projects",
        title: "Mini Projects",
        topics: [
          "Student records manager",
          "Expense tracker with SQLite",
          "Job-listing web scraper",
          "Code review and GitHub portfolio",
        ],
      },
    ],
    seo: {
      title: `Python Programming Course in ${branchTowns}`,
      description:
        "A 2-month, beginner-friendly Python course: data structures, OOP, automation with Excel and APIs, and Django basics, with three portfolio projects.",
    },
  },
  {
    title: "Data Science",
    slug: "data-science",
    tagline:
      "Turn raw data into decisions with Python, SQL and machine learning.",
    duration: "3 months",
    mode: "Online / Classroom",
    image: {
      src: "/images/courses/data-science-1200.webp",
      alt: "Illustration of a dashboard with bar and line charts, a scatter plot and a data table",
      width: 1200,
      height: 750,
      widths: [480, 800, 1200],
    },
    overview:
      "Companies of every size now collect more data than they can read. This three-month course teaches the full workflow of a data scientist: cleaning data with Pandas, finding patterns with statistics and SQL, telling the story with charts, and building machine-learning models with scikit-learn. You finish with a capstone on a real-world dataset and a report you can present at interviews.",
    highlights: [
      "Python, NumPy and Pandas for data wrangling",
      "Statistics and SQL taught through business questions",
      "Machine learning with scikit-learn, from regression to random forests",
      "An introduction to deep learning with TensorFlow and Keras",
      "Capstone project on a real-world dataset with a presentation",
      "Interview preparation for data analyst and data scientist roles",
    ],
    batches: [
      { id: 301, start: "2025-02-10", mode: "Classroom", seats: 0 },
      { id: 302, start: "2025-05-12", mode: "Online", seats: 0 },
      { id: 303, start: "2025-08-18", mode: "Weekend", seats: 2 },
    ],
    testimonials: [
      {
        id: "ds-siddharth-mane",
        name: "Siddharth Mane",
        role: "Data Analyst, Lumora Analytics",
        text: "The statistics module finally made p-values make sense. My capstone on crop-price data became the main talking point in my interview at Lumora.",
        img: {
          src: "/images/testimonials/ds-siddharth-mane-256.webp",
          alt: "Illustrated portrait of Siddharth Mane",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/siddharth.mane.example",
      },
      {
        id: "ds-priyanka-chavan",
        name: "Priyanka Chavan",
        role: "M.Sc. (Statistics) graduate",
        text: "I knew the theory but not the tools. Pandas, SQL and scikit-learn in one course, with a trainer who has worked on real projects, was exactly what I needed.",
        img: {
          src: "/images/testimonials/ds-priyanka-chavan-256.webp",
          alt: "Illustrated portrait of Priyanka Chavan",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/priyanka.chavan.example",
      },
      {
        id: "ds-rohit-gaikwad",
        name: "Rohit Gaikwad",
        role: "Business Analyst, Marigold Fintech",
        text: "I was an accountant for four years. The course showed me how to use my domain knowledge with data, and now I build credit-risk dashboards.",
        img: {
          src: "/images/testimonials/ds-rohit-gaikwad-256.webp",
          alt: "Illustrated portrait of Rohit Gaikwad",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/rohit.gaikwad.example",
      },
      {
        id: "ds-shruti-kadam",
        name: "Shruti Kadam",
        role: "Junior Data Scientist, Kestrel Loop Labs",
        text: "Every concept came with a notebook we filled in together. The mock interviews on machine-learning case studies prepared me better than any book.",
        img: {
          src: "/images/testimonials/ds-shruti-kadam-256.webp",
          alt: "Illustrated portrait of Shruti Kadam",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/shruti.kadam.example",
      },
      {
        id: "ds-akash-more",
        name: "Akash More",
        role: "B.Tech (IT), final year",
        text: "The weekend batch fitted around college. I used the skills in my final-year project on predicting hostel mess demand, and it won first prize at the department expo.",
        img: {
          src: "/images/testimonials/ds-akash-more-256.webp",
          alt: "Illustrated portrait of Akash More",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/akash.more.example",
      },
    ],
    curriculum: [
      {
        id: "python-for-data",
        title: "Python for Data",
        topics: [
          "Python refresher for analysts",
          "Jupyter Notebook",
          "NumPy arrays and vectorised operations",
          "Pandas Series and DataFrames",
        ],
      },
      {
        id: "data-wrangling",
        title: "Data Wrangling",
        topics: [
          "Reading CSV, Excel and SQL data",
          "Handling missing values and outliers",
          "groupby, merge and pivot tables",
          "Working with dates and text",
        ],
      },
      {
        id: "statistics",
        title: "Statistics for Data Science",
        topics: [
          "Descriptive statistics",
          "Probability and distributions",
          "Sampling and the central limit theorem",
          "Hypothesis tests: t-test and chi-square",
          "Correlation and covariance",
        ],
      },
      {
        id: "visualisation",
        title: "Data Visualisation",
        topics: [
          "Matplotlib basics",
          "Statistical charts with Seaborn",
          "Interactive charts with Plotly",
          "Storytelling with data",
        ],
      },
      {
        id: "sql-analytics",
        title: "SQL for Analytics",
        topics: [
          "SELECT, filtering and joins",
          "Subqueries and common table expressions",
          "Window functions",
          "Analysing a sales database",
        ],
      },
      {
        id: "machine-learning",
        title: "Machine Learning",
        topics: [
          "Supervised and unsupervised learning",
          "Linear and logistic regression",
          "Decision trees and random forests",
          "k-means clustering",
          "Train/test split and cross-validation",
          "Metrics: accuracy, precision, recall, RMSE",
        ],
      },
      {
        id: "feature-engineering",
        title: "Feature Engineering and Pipelines",
        topics: [
          "Encoding categorical data",
          "Scaling and normalisation",
          "Feature selection",
          "Pipelines in scikit-learn",
        ],
      },
      {
        id: "deep-learning",
        title: "Introduction to Deep Learning",
        topics: [
          "Neural network basics",
          "TensorFlow and Keras",
          "Image classification with CNNs",
          "Text classification basics",
        ],
      },
      {
        id: "capstone",
        title: "Capstone Project",
        topics: [
          "Framing a business problem",
          "Exploratory data analysis report",
          "Model building and evaluation",
          "Presenting insights to stakeholders",
        ],
      },
    ],
    seo: {
      title: `Data Science Course in ${branchTowns}`,
      description:
        "A 3-month data science course: Python, Pandas, statistics, SQL, machine learning with scikit-learn and a capstone project, with placement support.",
    },
  },
  {
    title: "Web Design",
    slug: "web-design",
    tagline:
      "Design and build responsive websites that look good on every phone.",
    duration: "1.5 months",
    mode: "Online / Classroom",
    image: {
      src: "/images/courses/web-design-1200.webp",
      alt: "Illustration of a browser window with a page layout, a colour palette and a pen tool",
      width: 1200,
      height: 750,
      widths: [480, 800, 1200],
    },
    overview:
      "Local businesses, schools and startups all need websites, and most visitors arrive on a phone. In six weeks you learn to plan a page in Figma, write clean semantic HTML, style it with modern CSS and Bootstrap, add interaction with JavaScript and publish it online. You leave with a portfolio site and two client-style projects, ready for freelancing or a front-end role.",
    highlights: [
      "HTML5, CSS3, Flexbox and Grid from first principles",
      "Mobile-first, responsive design with Bootstrap 5",
      "Figma wireframes and design-to-code practice",
      "Publishing sites with a domain, hosting and basic SEO",
    ],
    batches: [
      { id: 401, start: "2026-12-05", mode: "Weekend", seats: 12 },
      { id: 402, start: "2027-01-09", mode: "Online", seats: 20 },
      { id: 403, start: "2027-02-13", mode: "Classroom", seats: 5 },
    ],
    testimonials: [
      {
        id: "web-neha-desai",
        name: "Neha Desai",
        role: "Freelance Web Designer",
        text: "Within a month of finishing I built sites for a bakery and a coaching class in my town. The Figma module taught me to show clients a design before writing any code.",
        img: {
          src: "/images/testimonials/web-neha-desai-256.webp",
          alt: "Illustrated portrait of Neha Desai",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/neha.desai.example",
      },
      {
        id: "web-tejas-salunkhe",
        name: "Tejas Salunkhe",
        role: "Front-End Developer, Orchidsoft Digital",
        text: "Flexbox and Grid finally clicked because we rebuilt real websites in class. My portfolio site from the course is still my calling card.",
        img: {
          src: "/images/testimonials/web-tejas-salunkhe-256.webp",
          alt: "Illustrated portrait of Tejas Salunkhe",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/tejas.salunkhe.example",
      },
      {
        id: "web-aishwarya-bhosale",
        name: "Aishwarya Bhosale",
        role: "B.Com graduate, now UI Developer",
        text: "I had no technical background at all. The trainers were patient, and six weeks later I had a job offer for a UI developer role.",
        img: {
          src: "/images/testimonials/web-aishwarya-bhosale-256.webp",
          alt: "Illustrated portrait of Aishwarya Bhosale",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/aishwarya.bhosale.example",
      },
      {
        id: "web-prathamesh-kale",
        name: "Prathamesh Kale",
        role: "Diploma (Computer), second year",
        text: "Short, practical and fun. I now maintain the website of our college cultural festival and get paid for two small projects on the side.",
        img: {
          src: "/images/testimonials/web-prathamesh-kale-256.webp",
          alt: "Illustrated portrait of Prathamesh Kale",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/prathamesh.kale.example",
      },
    ],
    curriculum: [
      {
        id: "html5",
        title: "HTML5",
        topics: [
          "Structure of a web page",
          "Semantic tags: header, nav, main, footer",
          "Forms and input types",
          "Tables, images and media",
          "Accessibility basics",
        ],
      },
      {
        id: "css3",
        title: "CSS3",
        topics: [
          "Selectors, the box model and typography",
          "Flexbox",
          "CSS Grid",
          "Transitions and animations",
        ],
      },
      {
        id: "responsive-design",
        title: "Responsive Design",
        topics: [
          "Mobile-first design",
          "Media queries and breakpoints",
          "Responsive images",
          "Bootstrap 5 grid and components",
        ],
      },
      {
        id: "javascript",
        title: "JavaScript for Designers",
        topics: [
          "Variables, functions and events",
          "Changing the page with the DOM",
          "Form validation",
          "Sliders, tabs and modal windows",
        ],
      },
      {
        id: "design-tools",
        title: "Design with Figma",
        topics: [
          "Colour, contrast and layout principles",
          "Wireframes and prototypes in Figma",
          "Exporting assets",
          "From design to code",
        ],
      },
      {
        id: "publishing",
        title: "Publishing and Portfolio",
        topics: [
          "Domains and hosting",
          "Deploying with GitHub Pages and Netlify",
          "On-page SEO basics",
          "Portfolio website project",
        ],
      },
    ],
    seo: {
      title: `Web Design Course in ${branchTowns}`,
      description:
        "Learn HTML5, CSS3, responsive design, Bootstrap, JavaScript and Figma in 6 weeks, and publish your own portfolio website. Online and classroom batches.",
    },
  },
  {
    title: "AWS Cloud",
    slug: "aws",
    tagline:
      "Run real workloads on Amazon Web Services and prepare for certification.",
    duration: "2 months",
    mode: "Online / Classroom",
    image: {
      src: "/images/courses/aws-1200.webp",
      alt: "Illustration of a cloud connected to servers, a database and a shield",
      width: 1200,
      height: 750,
      widths: [480, 800, 1200],
    },
    overview:
      "Most companies now run their applications in the cloud, and AWS is the platform they use most. This course teaches the services a cloud engineer touches every day: IAM, EC2, S3, VPC networking, RDS, load balancing, auto scaling and monitoring, then serverless with Lambda and infrastructure as code with CloudFormation. Every topic is practised hands-on in your own AWS free-tier account, and the last module prepares you for the AWS Solutions Architect Associate exam.",
    highlights: [
      "Hands-on labs in your own AWS free-tier account",
      "EC2, S3, VPC, RDS, IAM and CloudWatch in depth",
      "High availability with load balancers and auto scaling",
      "Serverless with Lambda and API Gateway",
      "Preparation for the AWS Solutions Architect Associate exam",
    ],
    batches: [],
    testimonials: [
      {
        id: "aws-harshad-kamble",
        name: "Harshad Kamble",
        role: "Cloud Support Associate, Deccan Cloudworks",
        text: "Building a VPC from scratch in the lab taught me more than any video course. I cleared the Solutions Architect Associate exam on my first attempt.",
        img: {
          src: "/images/testimonials/aws-harshad-kamble-256.webp",
          alt: "Illustrated portrait of Harshad Kamble",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/harshad.kamble.example",
      },
      {
        id: "aws-sayali-nikam",
        name: "Sayali Nikam",
        role: "System Administrator moving to cloud",
        text: "I managed servers in a data centre for five years. The course showed me how the same work is done on AWS, and my company has now put me on its migration project.",
        img: {
          src: "/images/testimonials/aws-sayali-nikam-256.webp",
          alt: "Illustrated portrait of Sayali Nikam",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/sayali.nikam.example",
      },
      {
        id: "aws-yash-sawant",
        name: "Yash Sawant",
        role: "Junior Cloud Engineer, Nimbleforge Technologies",
        text: "The trainer taught us to set billing alarms on day one, so practising never cost me a rupee. The auto-scaling lab is the one I describe in every interview.",
        img: {
          src: "/images/testimonials/aws-yash-sawant-256.webp",
          alt: "Illustrated portrait of Yash Sawant",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/yash.sawant.example",
      },
    ],
    curriculum: [
      {
        id: "cloud-fundamentals",
        title: "Cloud Fundamentals",
        topics: [
          "What cloud computing is and why companies use it",
          "IaaS, PaaS and SaaS",
          "AWS regions and availability zones",
          "The free tier, billing and budget alarms",
        ],
      },
      {
        id: "iam",
        title: "Identity and Access Management",
        topics: [
          "Users, groups and roles",
          "Policies and least privilege",
          "MFA and access keys",
          "The AWS CLI",
        ],
      },
      {
        id: "ec2",
        title: "Compute with EC2",
        topics: [
          "Launching an EC2 instance",
          "AMIs, instance types and key pairs",
          "Security groups",
          "EBS volumes and snapshots",
          "Elastic IPs and user data",
        ],
      },
      {
        id: "storage",
        title: "Storage and Content Delivery",
        topics: [
          "S3 buckets and objects",
          "Storage classes and lifecycle rules",
          "Static website hosting on S3",
          "CloudFront CDN",
        ],
      },
      {
        id: "vpc",
        title: "Networking with VPC",
        topics: [
          "VPCs, subnets and route tables",
          "Internet and NAT gateways",
          "Network ACLs and security groups",
          "DNS with Route 53",
        ],
      },
      {
        id: "databases",
        title: "Databases on AWS",
        topics: [
          "RDS for MySQL",
          "Backups, snapshots and Multi-AZ",
          "DynamoDB basics",
          "Choosing the right database",
        ],
      },
      {
        id: "scaling-monitoring",
        title: "Scaling and Monitoring",
        topics: [
          "Elastic Load Balancing",
          "Auto Scaling groups",
          "CloudWatch metrics, logs and alarms",
          "SNS notifications",
        ],
      },
      {
        id: "serverless-certification",
        title: "Serverless and Certification",
        topics: [
          "Lambda functions",
          "API Gateway",
          "Infrastructure as code with CloudFormation",
          "Solutions Architect Associate practice tests",
        ],
      },
    ],
    seo: {
      title: `AWS Cloud Training in ${branchTowns}`,
      description:
        "A 2-month AWS course with hands-on labs: EC2, S3, VPC, IAM, RDS, auto scaling, Lambda and preparation for the Solutions Architect Associate exam.",
    },
  },
  {
    title: "DevOps",
    slug: "devops",
    tagline: "Automate the path from a commit to production.",
    duration: "2.5 months",
    mode: "Online / Classroom",
    image: {
      src: "/images/courses/devops-1200.webp",
      alt: "Illustration of an infinity loop of build, test and deploy stages with containers and gears",
      width: 1200,
      height: 750,
      widths: [480, 800, 1200],
    },
    overview:
      "DevOps engineers make software teams faster and safer: code is built, tested and released automatically, and servers are described in code instead of configured by hand. This course covers the tool chain companies hire for, Linux, Git, Jenkins, Docker, Kubernetes, Terraform, Ansible, Prometheus and Grafana, and ties it together in an end-to-end pipeline that deploys an application to AWS.",
    highlights: [
      "Linux administration and Bash scripting from the ground up",
      "CI/CD pipelines with Git, Jenkins and Maven",
      "Containers with Docker and orchestration with Kubernetes",
      "Infrastructure as code with Terraform and Ansible",
      "An end-to-end pipeline project deployed on AWS",
    ],
    batches: [
      { id: 601, start: "2027-01-06", mode: "Online", seats: 14 },
      { id: 602, start: "2027-02-03", mode: "Weekend", seats: 1 },
      { id: 603, start: "2027-04-07", mode: "Classroom", seats: 24 },
    ],
    testimonials: [],
    curriculum: [
      {
        id: "linux",
        title: "Linux and Shell Scripting",
        topics: [
          "The Linux file system and everyday commands",
          "Users, permissions and processes",
          "Package management and services",
          "Bash scripting",
        ],
      },
      {
        id: "git",
        title: "Version Control with Git",
        topics: [
          "Commits, branches and merges",
          "Rebasing and resolving conflicts",
          "Pull requests on GitHub",
          "Branching strategies",
        ],
      },
      {
        id: "ci-cd",
        title: "CI/CD with Jenkins",
        topics: [
          "Continuous integration and delivery",
          "Installing Jenkins and creating jobs",
          "Declarative pipelines with a Jenkinsfile",
          "Building Java projects with Maven",
          "Code quality checks with SonarQube",
        ],
      },
      {
        id: "docker",
        title: "Containers with Docker",
        topics: [
          "Containers and virtual machines",
          "Writing Dockerfiles and building images",
          "Volumes and networks",
          "Multi-container apps with Docker Compose",
        ],
      },
      {
        id: "kubernetes",
        title: "Kubernetes",
        topics: [
          "Kubernetes architecture",
          "Pods, Deployments and Services",
          "ConfigMaps and Secrets",
          "Rolling updates and rollbacks",
          "Packaging apps with Helm",
        ],
      },
      {
        id: "infrastructure-as-code",
        title: "Infrastructure as Code",
        topics: [
          "Terraform providers and resources",
          "Terraform state and modules",
          "Configuration management with Ansible",
          "Writing Ansible playbooks",
        ],
      },
      {
        id: "monitoring",
        title: "Monitoring and Logging",
        topics: [
          "Metrics with Prometheus",
          "Dashboards in Grafana",
          "Centralised logging",
          "Alerting and on-call basics",
        ],
      },
      {
        id: "pipeline-project",
        title: "End-to-End Pipeline Project",
        topics: [
          "From commit to deployment on AWS",
          "Blue-green and canary releases",
          "Documenting the pipeline",
          "DevOps interview preparation",
        ],
      },
    ],
    seo: {
      title: `DevOps Course in ${branchTowns}`,
      description:
        "Learn Linux, Git, Jenkins, Docker, Kubernetes, Terraform, Ansible and monitoring in 2.5 months, ending with a CI/CD pipeline project deployed on AWS.",
    },
  },
  {
    title: "Fullstack (MERN)",
    slug: "fullstack-mern",
    tagline:
      "Build complete web apps with MongoDB, Express, React and Node.js.",
    duration: "4 months",
    mode: "Online / Classroom",
    image: {
      src: "/images/courses/fullstack-mern-1200.webp",
      alt: "Illustration of a stack of layers, a database, a server and a browser, joined by data lines",
      width: 1200,
      height: 750,
      widths: [480, 800, 1200],
    },
    overview:
      "The MERN stack uses one language, JavaScript, from the browser to the database, which makes it the quickest route to building complete products. Over four months you learn modern JavaScript, React with hooks and Redux Toolkit, Node.js and Express APIs, MongoDB with Mongoose, authentication and deployment. You build several apps along the way and finish with an e-commerce capstone with payments in test mode.",
    highlights: [
      "Modern JavaScript (ES6+) and asynchronous programming",
      "React with hooks, React Router, Redux Toolkit and Tailwind CSS",
      "REST APIs with Node.js, Express and MongoDB",
      "Authentication with JWT and role-based access",
      "E-commerce capstone with a payment gateway in test mode",
      "Placement support, resume reviews and mock interviews",
    ],
    batches: [
      { id: 701, start: "2026-12-01", mode: "Classroom", seats: 0 },
      { id: 702, start: "2027-01-04", mode: "Online", seats: 15 },
      { id: 703, start: "2027-02-08", mode: "Weekend", seats: 19 },
      { id: 704, start: "2027-06-07", mode: "Classroom", seats: 25 },
    ],
    testimonials: [
      {
        id: "mern-gauri-lokhande",
        name: "Gauri Lokhande",
        role: "MERN Stack Developer, Sahyadri Codeworks",
        text: "Four months sounds long, but every week we shipped something. By the end I had five apps on GitHub and interviews felt like conversations about my own work.",
        img: {
          src: "/images/testimonials/mern-gauri-lokhande-256.webp",
          alt: "Illustrated portrait of Gauri Lokhande",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/gauri.lokhande.example",
      },
      {
        id: "mern-nikhil-karande",
        name: "Nikhil Karande",
        role: "Full Stack Developer, Zephyrine Software",
        text: "The trainers review code like senior developers do. I learned to write clean components and proper APIs, not just make things work.",
        img: {
          src: "/images/testimonials/mern-nikhil-karande-256.webp",
          alt: "Illustrated portrait of Nikhil Karande",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/nikhil.karande.example",
      },
      {
        id: "mern-rutika-mali",
        name: "Rutika Mali",
        role: "MCA graduate",
        text: "The e-commerce capstone with payments and an admin panel impressed every interviewer. I had three offers to choose from.",
        img: {
          src: "/images/testimonials/mern-rutika-mali-256.webp",
          alt: "Illustrated portrait of Rutika Mali",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/rutika.mali.example",
      },
      {
        id: "mern-swapnil-ghorpade",
        name: "Swapnil Ghorpade",
        role: "React Developer, Quillbyte Systems",
        text: "I joined after a gap of two years. The placement cell helped me rebuild my resume and kept sending me interviews until I got through.",
        img: {
          src: "/images/testimonials/mern-swapnil-ghorpade-256.webp",
          alt: "Illustrated portrait of Swapnil Ghorpade",
          width: 256,
          height: 256,
          widths: [128, 256],
        },
        insta: "https://www.instagram.com/swapnil.ghorpade.example",
      },
    ],
    curriculum: [
      {
        id: "web-foundations",
        title: "Web Foundations",
        topics: [
          "HTML5 and CSS3",
          "Flexbox and Grid",
          "Responsive design",
          "Git and GitHub",
        ],
      },
      {
        id: "modern-javascript",
        title: "Modern JavaScript",
        topics: [
          "let, const, arrow functions and destructuring",
          "Arrays and objects in depth",
          "Promises and async/await",
          "ES modules",
          "Error handling and debugging",
        ],
      },
      {
        id: "react-basics",
        title: "React Fundamentals",
        topics: [
          "JSX and components",
          "Props and state",
          "Events and forms",
          "Rendering lists with keys",
        ],
      },
      {
        id: "react-advanced",
        title: "Advanced React",
        topics: [
          "useEffect, useContext and useReducer",
          "Custom hooks",
          "Routing with React Router",
          "State management with Redux Toolkit",
          "Styling with Tailwind CSS",
        ],
      },
      {
        id: "node",
        title: "Node.js",
        topics: [
          "The Node.js runtime and npm",
          "Modules and the file system",
          "Events and streams",
          "Environment variables and configuration",
        ],
      },
      {
        id: "express",
        title: "REST APIs with Express",
        topics: [
          "Routing and middleware",
          "REST API design",
          "Validation and error handling",
          "File uploads",
        ],
      },
      {
        id: "mongodb",
        title: "MongoDB and Mongoose",
        topics: [
          "Documents and collections",
          "CRUD operations",
          "Mongoose schemas and models",
          "Aggregation pipeline",
          "Indexes and performance",
        ],
      },
      {
        id: "auth-security",
        title: "Authentication and Security",
        topics: [
          "Password hashing with bcrypt",
          "JWT authentication",
          "Role-based access control",
          "CORS and security headers",
        ],
      },
      {
        id: "testing-deployment",
        title: "Testing and Deployment",
        topics: [
          "Unit and API tests with Jest",
          "Building for production",
          "Deploying the API and the front end",
          "Monitoring and logs after launch",
        ],
      },
      {
        id: "capstone",
        title: "E-commerce Capstone",
        topics: [
          "Product catalogue, cart and orders",
          "Payment gateway integration in test mode",
          "Admin dashboard",
          "Code review and mock interviews",
        ],
      },
    ],
    seo: {
      title: `MERN Full Stack Course in ${branchTowns}`,
      description:
        "A 4-month MERN stack course: JavaScript, React, Redux, Node.js, Express and MongoDB, ending with an e-commerce capstone and placement support.",
    },
  },
] as const satisfies readonly CourseDetail[];
