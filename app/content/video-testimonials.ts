import type { VideoTestimonial } from "./schema";

/**
 * 'Video Reviews of Our Students'. The mp4 clips are short samples made in scripts/media. The
 * YouTube entries point at the Blender Foundation's open films (CC BY) as stand-ins until the
 * institute uploads its own reviews; docs/media-sources.md lists them.
 */
export const videoTestimonials = [
  {
    id: "mrunal-patwardhan",
    name: "Mrunal Patwardhan",
    role: "Java Developer, Tessellate Infotech",
    poster: {
      src: "/images/posters/mrunal-patwardhan-960.webp",
      alt: "Mrunal Patwardhan, Java Full Stack student, in a video review",
      width: 960,
      height: 540,
      widths: [480, 960],
    },
    videoType: "youtube",
    videoUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
  },
  {
    id: "aditya-kumbhojkar",
    name: "Aditya Kumbhojkar",
    role: "Data Analyst, Lumora Analytics",
    poster: {
      src: "/images/posters/aditya-kumbhojkar-960.webp",
      alt: "Aditya Kumbhojkar, Data Science student, in a video review",
      width: 960,
      height: 540,
      widths: [480, 960],
    },
    videoType: "mp4",
    videoUrl: "/videos/aditya-kumbhojkar.mp4",
  },
  {
    id: "snehal-mohite",
    name: "Snehal Mohite",
    role: "Cloud Engineer, Deccan Cloudworks",
    poster: {
      src: "/images/posters/snehal-mohite-960.webp",
      alt: "Snehal Mohite, AWS Cloud student, in a video review",
      width: 960,
      height: 540,
      widths: [480, 960],
    },
    videoType: "youtube",
    videoUrl: "https://www.youtube-nocookie.com/embed/eRsGyueVLvQ",
  },
  {
    id: "farhan-mulla",
    name: "Farhan Mulla",
    role: "MERN Stack Developer, Zephyrine Software",
    poster: {
      src: "/images/posters/farhan-mulla-960.webp",
      alt: "Farhan Mulla, Fullstack (MERN) student, in a video review",
      width: 960,
      height: 540,
      widths: [480, 960],
    },
    videoType: "mp4",
    videoUrl: "/videos/farhan-mulla.mp4",
  },
  {
    id: "tanvi-sathe",
    name: "Tanvi Sathe",
    role: "UI Developer, Orchidsoft Digital",
    poster: {
      src: "/images/posters/tanvi-sathe-960.webp",
      alt: "Tanvi Sathe, Web Design student, in a video review",
      width: 960,
      height: 540,
      widths: [480, 960],
    },
    videoType: "youtube",
    videoUrl: "https://www.youtube-nocookie.com/embed/R6MlUcmOul8",
  },
  {
    id: "kiran-bhise",
    name: "Kiran Bhise",
    role: "Python Developer, Kestrel Loop Labs",
    poster: {
      src: "/images/posters/kiran-bhise-960.webp",
      alt: "Kiran Bhise, Python Programming student, in a video review",
      width: 960,
      height: 540,
      widths: [480, 960],
    },
    videoType: "mp4",
    videoUrl: "/videos/kiran-bhise.mp4",
  },
] as const satisfies readonly VideoTestimonial[];
