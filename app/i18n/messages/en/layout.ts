/* The layout texts in English, exactly as SPEC.md words them. */
export const layout = {
  /** The header's items (headerNav in app/config/pages.ts), by the page each leads to. */
  nav: {
    home: "Home",
    courses: "Courses",
    about: "About",
    placements: "Placements",
    contact: "Contact",
  },
  /** Names the header's and the drawer's navigation landmark. */
  mainNavLabel: "Main",
  /** Names the row of page links shown before the app runs. */
  pageLinksLabel: "Pages",
  openMenu: "Open menu",
  menuTitle: "Menu",
  closeMenu: "Close menu",
  /** Read after the logo's name: "Nimbus Computer Institute home". */
  logoHome: "home",
  skipToContent: "Skip to main content",
  footer: {
    contact: "Contact & Locations",
    coursesIn: (town: string) => `Courses in ${town}`,
    quickLinks: "Quick Links",
    media: "For Media Contact",
    queries: "For Any Queries",
    hrPlacement: "HR & Placement",
    copyright: (year: number, name: string) => `© ${year}–present ${name}`,
    myEnquiries: "My enquiries on this device",
  },
  carousel: {
    /** aria-roledescription of a carousel region. */
    roleDescription: "carousel",
    /** aria-roledescription of one slide. */
    slide: "slide",
    /** Names a slide: "2 of 5". */
    slideOf: (n: number, count: number) => `${n} of ${count}`,
    /** The pause button's visible words. */
    pause: "Pause",
    play: "Play",
    /** The pause button's names: "Pause slideshow". */
    pauseLabel: (what: string) => `Pause ${what}`,
    playLabel: (what: string) => `Play ${what}`,
    /** What the pause button of a slideshow names when not told otherwise. */
    slideshow: "slideshow",
    /** The step buttons' names when not told otherwise. */
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
  },
  /** A dialog's close button. */
  close: "Close",
  /** Read after a chat link's label until the app runs. */
  chatLinkNote: "on WhatsApp, opens in a new tab",
  /** The bar fixed to the bottom of a phone's screen, on every page. */
  callBar: {
    label: "Call or chat",
    call: "Call us",
    chat: "Chat on WhatsApp",
    /** Read after 'Chat on WhatsApp' (sr-only). */
    newTab: "opens in a new tab",
  },
};
