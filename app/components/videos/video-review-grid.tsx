import { Suspense, useRef, useState } from "react";
import type { ImageAsset } from "#app/content/schemas/image.ts";
import type { VideoTestimonial } from "#app/content/schemas/people.ts";
import { VideoCard } from "#app/components/videos/video-card.tsx";
import { lazyOnDemand } from "#app/hooks/lazy-when-idle.ts";

const { preload, Component: VideoDialog } = lazyOnDemand(
  () => import("#app/components/videos/video-dialog.tsx"),
  (m) => m.VideoDialog,
);

/**
 * 'Video Reviews of Our Students': the cards and the one dialog they open. Opening a card
 * makes it the selected video; closing the dialog clears the selection (SPEC.md §4). The
 * dialog's code (Radix Dialog) is fetched when a visitor first reaches for a card, keeping it
 * out of the home page's first load. Once fetched it is rendered directly, not through `lazy`,
 * which would suspend the first open for a frame that shows nothing.
 */
export function VideoReviewGrid({
  videos,
  fallbackPoster,
}: {
  videos: readonly VideoTestimonial[];
  fallbackPoster: ImageAsset;
}) {
  const [selected, setSelected] = useState<VideoTestimonial | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard
              video={video}
              fallbackPoster={fallbackPoster}
              onIntent={preload}
              onOpen={(button) => {
                opener.current = button;
                setSelected(video);
              }}
            />
          </li>
        ))}
      </ul>
      {selected ? (
        <Suspense fallback={null}>
          <VideoDialog
            video={selected}
            onClose={() => setSelected(null)}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
