import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import siteStyles from "#app/app.css?url";
import previewStyles from "#scripts/content/editor/preview/preview.css?url";
import {
  pagePreviews,
  type PreviewedCollection,
} from "#scripts/content/editor/preview/pages.ts";

/*
 * The editor's preview pane, drawn by the site's own pages (docs/preview.md).
 * /admin loads this module after the editor's script: it gives the editor the site's
 * stylesheet for the pane and a template for each collection a page shows (./pages.ts). The
 * pages themselves, the schemas and the content are loaded the first time a pane opens
 * (./render.tsx), so an editor that never opens a preview never downloads them.
 */

const cms = window.CMS;
cms.registerPreviewStyle(siteStyles);
cms.registerPreviewStyle(previewStyles);

const drawing = () => import("#scripts/content/editor/preview/render.tsx");

/**
 * The template the editor renders, with its own React, for an entry of `collection`: an empty
 * element, into which the site's React draws the page each time the entry changes.
 */
function template(collection: PreviewedCollection) {
  return function PagePreview(props: CustomPreviewTemplateProps) {
    return window.h("div", {
      ref: (element: HTMLDivElement | null) => {
        if (!element) return;
        drawing().then(
          ({ show }) => show(element, collection, props),
          (error: unknown) => console.error(error),
        );
        // The editor takes the element away when the pane closes: then the page goes too.
        return () =>
          queueMicrotask(() => {
            if (!element.isConnected)
              void drawing().then(({ hide }) => hide(element));
          });
      },
    });
  };
}

for (const collection of Object.keys(pagePreviews) as PreviewedCollection[])
  cms.registerPreviewTemplate(collection, template(collection));
