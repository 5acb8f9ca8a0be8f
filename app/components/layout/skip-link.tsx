import { useMessages } from "#app/i18n/use-i18n.ts";

/** First focusable element of every page: jumps past the header to the content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const m = useMessages();
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {m.layout.skipToContent}
    </a>
  );
}
