/** The day the site was built, "YYYY-MM-DD" in the institute's time zone (vite.config.ts). */
declare const __BUILD_DAY__: string;
