import { Component, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  useRouteError,
} from "react-router";
import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import { parsed, resolved, videos } from "virtual:editor-preview/content";
import { Section } from "#app/components/layout/section.tsx";
import { TestimonialCard } from "#app/components/testimonials/testimonial-card.tsx";
import { fillPath, type PageName, pages } from "#app/config/pages.ts";
import { toIsoDay } from "#app/lib/dates.ts";
import { collections, contentCollections } from "#app/content/collections.ts";
import {
  defaultLocale,
  type Locale,
  localeCodes,
  localizePath,
} from "#app/content/locales.ts";
import type { Course } from "#app/content/schemas/course.ts";
import {
  type Checked,
  checkTypedEntry,
  previewImageResolver,
} from "#scripts/content/editor/preview/entry.ts";
import {
  type PagePreview,
  pagePreviews,
  type PreviewedCollection,
} from "#scripts/content/editor/preview/pages.ts";
import { routeModules } from "#scripts/content/editor/preview/route-modules.ts";
import { setContent } from "#scripts/content/editor/preview/store.ts";

/*
 * Draws the preview pane of one entry with the site's own pages: the route module of the page
 * the entry is on (./pages.ts), its loader and its component, under a router of its own at the
 * page's address in the language of the pane, with the content the build read and the typed
 * entry in its place (./entry.ts, ./store.ts). The editor renders each template with its own
 * React; this module renders with the site's React into the element the template gives it, so
 * the pages' hooks run as on the site. A value the build would refuse shows the build's own
 * line for it instead of the page.
 */

/** The language of the pane: the editor writes it on the preview's <html lang>. */
function paneLocale(document: Document): Locale {
  const lang = document.documentElement.lang;
  return localeCodes.find((l) => l === lang) ?? defaultLocale;
}

type ImmutableValue = { toJS(): unknown };
type EntryMap = {
  get(key: string): unknown;
};

/** The entry's values in every language, as the form holds them. */
function typedData(entry: EntryMap, locale: Locale) {
  const own = (entry.get("data") as ImmutableValue | undefined)?.toJS();
  const others = (entry.get("i18n") as ImmutableValue | undefined)?.toJS() as
    Record<string, { data?: unknown }> | undefined;
  return {
    ...Object.fromEntries(
      Object.entries(others ?? {}).map(([code, part]) => [code, part.data]),
    ),
    [locale]: own,
  } as Partial<Record<Locale, unknown>>;
}

/** The site's files the content may name (only the videos: pictures are resolved apart). */
const videoFiles = new Set(videos);

/** The typed entry, checked as the build would check it once saved. */
function check(
  collection: PreviewedCollection,
  props: CustomPreviewTemplateProps,
  data: Partial<Record<Locale, unknown>>,
): Checked {
  const registry = contentCollections({
    resolveImage: previewImageResolver(resolved, (src) => {
      // An upload the editor holds, at the blob: address it previews it with.
      const url = props.getAsset(src)?.url;
      return url && url !== src ? url : undefined;
    }),
  });
  const saved = props.entry.get("slug");
  return checkTypedEntry(
    {
      collection,
      saved: typeof saved === "string" && saved ? saved : undefined,
      data,
    },
    registry,
    parsed,
    (path) => videoFiles.has(path),
    toIsoDay(new Date()),
  );
}

/**
 * The typed entry's own value among its collection's, as the pages get it: a folder entry is
 * found by its key, as typed in English.
 */
function typedValue(
  collection: PreviewedCollection,
  content: Record<string, unknown>,
  english: unknown,
): Record<string, unknown> | undefined {
  const value = content[collection];
  const spec = collections[collection];
  if (!("folder" in spec)) return value as Record<string, unknown>;
  const key = (english as Record<string, unknown> | undefined)?.[spec.key];
  return (value as Record<string, unknown>[]).find((e) => e[spec.key] === key);
}

/** The addresses of the pages an entry is shown on, in the pane's language. */
function addressesOf(
  spec: PagePreview,
  value: Record<string, unknown>,
  locale: Locale,
) {
  const { path } = pages[spec.page];
  const records = spec.records ? spec.records(value) : [undefined];
  return records.map((record) =>
    localizePath(record === undefined ? path : fillPath(path, record), locale),
  );
}

/** The section or card of the page the entry fills, once it is there. */
function targetOf(
  spec: PagePreview,
  value: Record<string, unknown>,
  document: Document,
) {
  // A section is labelled by its heading, `<id>-title` (components/layout/section.tsx).
  const heading = spec.section
    ? document.getElementById(`${spec.section}-title`)
    : spec.heading
      ? [...document.querySelectorAll("h2, h3")].find(
          (h) => h.textContent === spec.heading!(value),
        )
      : undefined;
  return heading?.closest("section, article") ?? heading;
}

function RouteProblem() {
  const error = useRouteError();
  return (
    <Problem message={error instanceof Error ? error.message : String(error)} />
  );
}

/** A page at its address, with its route's loader and component. */
function pageRouter(page: PageName, address: string, locale: Locale) {
  const module = routeModules[page];
  if (!module) throw new Error(`The preview has no route module for ${page}`);
  return createMemoryRouter(
    [
      {
        path: localizePath(pages[page].path, locale),
        loader: module.loader as never,
        Component: withComponentProps(
          module.default as Parameters<typeof withComponentProps>[0],
        ),
        HydrateFallback: () => null,
        ErrorBoundary: RouteProblem,
      },
    ],
    { initialEntries: [address] },
  );
}

type PageRouter = ReturnType<typeof pageRouter>;

/** What one preview pane holds between the editor's renders. */
type Pane = {
  root: Root;
  /** Its pages' routers by address, kept while the address stays, so the page keeps its state. */
  routers: Map<string, PageRouter>;
  /** Watches for the entry's section or card, to bring it into view once, when it is drawn. */
  waiting?: MutationObserver;
  shown: boolean;
};

const panes = new WeakMap<HTMLElement, Pane>();

/** Draws the preview of `collection`'s entry into `element`, as the editor's template gave it. */
export function show(
  element: HTMLElement,
  collection: PreviewedCollection,
  props: CustomPreviewTemplateProps,
) {
  let pane = panes.get(element);
  if (!pane) {
    pane = { root: createRoot(element), routers: new Map(), shown: false };
    panes.set(element, pane);
  }
  const locale = paneLocale(props.document);
  const data = typedData(props.entry as EntryMap, locale);
  let checked: Checked;
  try {
    checked = check(collection, props, data);
  } catch (error) {
    pane.root.render(<Problem message={(error as Error).message} />);
    return;
  }
  if (!checked.ok) {
    pane.root.render(<Problems issues={checked.issues} />);
    return;
  }
  setContent(checked.localized);
  const spec: PagePreview = pagePreviews[collection];
  const value = typedValue(
    collection,
    checked.localized[locale],
    data[defaultLocale],
  );
  const routers = new Map<string, PageRouter>();
  for (const address of value ? addressesOf(spec, value, locale) : []) {
    const kept = pane.routers.get(address);
    // The loader reads the content again, with the entry as typed now.
    if (kept) void kept.revalidate();
    routers.set(address, kept ?? pageRouter(spec.page, address, locale));
  }
  for (const [address, router] of pane.routers)
    if (!routers.has(address)) router.dispose();
  pane.routers = routers;
  if (value && !pane.shown && !pane.waiting && (spec.section || spec.heading)) {
    const current = pane;
    current.waiting = new MutationObserver(() => {
      const target = targetOf(spec, value, props.document);
      if (!target) return;
      target.scrollIntoView({ block: "start" });
      current.shown = true;
      current.waiting?.disconnect();
      current.waiting = undefined;
    });
    current.waiting.observe(element, { childList: true, subtree: true });
  }
  pane.root.render(
    <PreviewFrame>
      {[...routers].map(([address, router]) => (
        <RouterProvider key={address} router={router} />
      ))}
      {collection === "courses" && value ? (
        <TestimonialCards course={value as unknown as Course} locale={locale} />
      ) : null}
    </PreviewFrame>,
  );
}

/** Removes what `show` drew, once the editor has taken the pane away. */
export function hide(element: HTMLElement) {
  const pane = panes.get(element);
  if (!pane) return;
  pane.waiting?.disconnect();
  for (const router of pane.routers.values()) router.dispose();
  pane.root.unmount();
  panes.delete(element);
}

/**
 * The pages as a visitor sees them, but still: following a link or opening a dialog would
 * leave the preview (a dialog opens on the editor's own page), so only the curriculum's tabs
 * answer a tap.
 */
function PreviewFrame({ children }: { children: ReactNode }) {
  return (
    <PreviewBoundary>
      <div
        className="nimbus-preview"
        onClickCapture={(event) => {
          const target = event.target as Element;
          if (target.closest("a, button") && !target.closest('[role="tab"]'))
            event.preventDefault();
        }}
      >
        {children}
      </div>
    </PreviewBoundary>
  );
}

/**
 * Every testimonial card of a course, with its facts, which its page shows one at a time: at the
 * course page's address, so that the cards speak the pane's language.
 */
function TestimonialCards({
  course,
  locale,
}: {
  course: Course;
  locale: Locale;
}) {
  if (!course?.testimonials.length) return null;
  const address = localizePath(
    fillPath(pages.course.path, course.slug),
    locale,
  );
  return (
    <MemoryRouter initialEntries={[address]}>
      <Section
        id="preview-testimonials"
        title="Every testimonial card (the page shows one at a time)"
        tone="muted"
      >
        <div className="nimbus-preview-cards">
          {course.testimonials.map((t) => (
            <TestimonialCard key={t.id} testimonial={t} course={course.title} />
          ))}
        </div>
      </Section>
    </MemoryRouter>
  );
}

/** The build's lines for what it would refuse, in place of the page. */
function Problems({ issues }: { issues: readonly string[] }) {
  return (
    <div className="nimbus-preview-problems" role="alert">
      <h2>
        {issues.length === 1
          ? "This would stop publishing: 1 problem"
          : `This would stop publishing: ${issues.length} problems`}
      </h2>
      <p>
        The page is shown again as soon as each field named here is corrected
        (file &gt; entry &gt; field: what is wrong).
      </p>
      <ul>
        {issues.map((issue) => (
          <li key={issue}>
            <code>{issue}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className="nimbus-preview-problems" role="alert">
      <h2>The preview cannot show this entry</h2>
      <p>
        <code>{message}</code>
      </p>
    </div>
  );
}

/** A page that fails while drawing says so in the pane, and the editor goes on. */
class PreviewBoundary extends Component<
  { children: ReactNode },
  { children?: ReactNode; error?: Error }
> {
  state: { children?: ReactNode; error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  // What failed to draw stays failed; the next value typed may draw again.
  static getDerivedStateFromProps(
    props: { children: ReactNode },
    state: { children?: ReactNode },
  ) {
    return props.children === state.children
      ? null
      : { children: props.children, error: undefined };
  }
  render() {
    return this.state.error ? (
      <Problem message={this.state.error.message} />
    ) : (
      this.props.children
    );
  }
}
