import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
} from "react-router";
import { type ComponentType, Suspense, useEffect, useState } from "react";
import type { Route } from "./+types/root";
import "#app/app.css";
import { CALL_BAR_SPACE, CallBar } from "#app/components/layout/call-bar.tsx";
import type { FooterCourseList } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { ScrollRestoration } from "#app/components/layout/scroll-restoration.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { noScriptCss } from "#app/components/layout/no-script.tsx";
import {
  OpeningEnd,
  PaintAfterOpening,
} from "#app/components/layout/opening.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { siteConfig } from "#app/config/site.ts";
import { locales } from "#app/content/locales.ts";
import { useLocale, usePageLanguage, useShell } from "#app/i18n/use-i18n.ts";
import { lazyWhenIdle } from "#app/hooks/lazy-when-idle.ts";
import { useMarkHydrated } from "#app/hooks/use-hydrated.ts";
import { registerServiceWorker } from "#app/lib/service-worker.ts";
import { pageMeta } from "#app/lib/seo.ts";

const MAIN_ID = "main";

/**
 * The footer's code comes in idle time, once the rest of the page has hydrated: until then the
 * footer is the prerendered HTML, whose links and accordions (native `<details>`) already work.
 */
const SiteFooter = lazyWhenIdle(() =>
  import("#app/components/layout/site-footer.tsx").then((m) => m.SiteFooter),
);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Used by the SPA fallback page, which has no route of its own until scripts run. */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: siteConfig.name,
    description: siteConfig.description,
    path: "/",
  });

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const { footer, navCourses, site } = useShell();
  const courseLists: FooterCourseList[] = footer.courseLists.map((list) => ({
    id: list.branchId,
    town:
      site.branches.find((b) => b.id === list.branchId)?.town ?? list.branchId,
    links: list.links,
  }));
  return (
    <html lang={locales[locale].lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={siteConfig.themeColor} />
        <PaintAfterOpening />
        <Meta />
        <Links />
        <noscript>
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body className={CALL_BAR_SPACE}>
        <SkipLink targetId={MAIN_ID} />
        {/* Each Suspense boundary hydrates in its own short tasks, after the shell. Boundaries
            are never nested: siblings hydrate in one pass, which HydratedMark closes. */}
        <Suspense>
          <SiteHeader courses={navCourses} />
        </Suspense>
        {/* At least a screen high, so the footer always starts below the first screen: on a
            short page, nothing that arrives or replaces the content later (a slow connection
            delivering the footer, the stored enquiries, the page behind the SPA fallback)
            moves it in view. */}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="min-h-dvh focus:outline-none"
        >
          {children}
        </main>
        <Suspense>
          <SiteFooter
            courseLists={courseLists}
            quickLinks={footer.quickLinks}
          />
        </Suspense>
        <Suspense>
          <HydratedMark />
        </Suspense>
        <CallBar />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The back and forward buttons' gate. React Router moves on `popstate` with a listener it adds
 * when its router is created, and a window's listeners run in the order they were added
 * (Chromium runs a capture listener there no earlier): this module runs before that, so this
 * listener comes first, and the watch for a new version (app/lib/version-watch.ts, loaded
 * later) stands at the gate and may stop the router's with `stopImmediatePropagation`.
 */
let backGate: ((event: PopStateEvent) => void) | undefined;
if (typeof window !== "undefined")
  addEventListener("popstate", (event) => backGate?.(event));

/** Runs `task` when the browser is idle, or after 2 s at the latest. */
const whenIdle = (task: () => unknown) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(() => void task(), { timeout: 2000 })
    : setTimeout(task, 1000);

export default function App() {
  const [Note, setNote] = useState<ComponentType | null>(null);
  useEffect(() => {
    registerServiceWorker();
    // In idle time, a module of its own: the watch for a new version of the site, and the
    // note of a page answered from the device's copy (docs/decisions/019-new-version.md).
    whenIdle(() =>
      import("#app/components/layout/saved-copy-note.tsx").then((m) => {
        const note = m.startAfterHydration((gate) => (backGate = gate));
        if (note) setNote(() => note);
      }),
    );
  }, []);
  return (
    <>
      {Note && <Note />}
      <Outlet />
    </>
  );
}

/**
 * Lets tests and scripts tell the prerendered page from the hydrated app: it sits in the last
 * Suspense boundary, so its effect runs once the sections' boundaries have hydrated too (all but
 * the footer's, which waits for idle time).
 */
function HydratedMark() {
  useMarkHydrated();
  return null;
}

/** Shown in the SPA fallback page until the client router has matched the address. */
export function HydrateFallback() {
  const { m } = usePageLanguage();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-busy="true">
      <p className="text-muted">{m.routes.error.loading}</p>
      <OpeningEnd />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { m, site } = usePageLanguage();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? m.routes.notFound.title : m.routes.error.title;
  const detail = notFound ? m.routes.error.notHere : m.routes.error.detail;
  return (
    <>
      <PageHeading title={title} intro={detail}>
        <p className="mt-4 text-muted">
          {m.routes.error.reach(site.phone, site.email)}
        </p>
      </PageHeading>
      <OpeningEnd />
    </>
  );
}
