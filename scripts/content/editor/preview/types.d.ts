import type CMS from "@sveltia/cms";
import type { createElement } from "react";

declare global {
  interface Window {
    /** Sveltia CMS (/admin/sveltia-cms.js), whose script runs before the preview's module. */
    CMS: typeof CMS;
    /** The editor's own React's createElement, with which its templates make their elements. */
    h: typeof createElement;
  }
}
