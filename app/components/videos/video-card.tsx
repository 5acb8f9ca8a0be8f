import { useId } from "react";
import { Play } from "lucide-react";
import type { ImageAsset } from "#app/content/schemas/image.ts";
import type { VideoTestimonial } from "#app/content/schemas/people.ts";
import { StoryFacts } from "#app/components/ui/story-facts.tsx";
import { useMessages } from "#app/i18n/use-i18n.ts";
import { VideoPoster } from "#app/components/videos/video-poster.tsx";

/**
 * A video review: poster, name, role and the facts of the story (course, duration, paid or
 * free) in the size of the role, its claim (`story-claim`); the whole card is one button that
 * opens the player.
 */
export function VideoCard({
  video,
  fallbackPoster,
  onIntent,
  onOpen,
}: {
  video: VideoTestimonial;
  fallbackPoster: ImageAsset;
  /** The visitor is about to open it (pointer down, focus): a chance to fetch the player. */
  onIntent?: () => void;
  onOpen: (opener: HTMLButtonElement) => void;
}) {
  const m = useMessages().course.videos;
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-video bg-slate-200">
        <VideoPoster
          poster={video.poster}
          fallback={fallbackPoster}
          className="size-full object-cover"
        />
        {/* In a corner: the middle of a poster carries the student's name. */}
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex size-12 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none"
        >
          <Play className="size-5 translate-x-0.5 fill-current" />
        </span>
      </div>
      <div className="p-4">
        <h3 id={headingId} className="font-bold text-ink">
          {video.name}
        </h3>
        <p data-slot="story-claim" className="mt-1 text-sm text-muted">
          {video.role}
        </p>
        <StoryFacts story={video} className="mt-1 text-sm text-ink" />
      </div>
      <button
        type="button"
        aria-label={m.play(video.name)}
        onPointerDown={onIntent}
        onFocus={onIntent}
        onClick={(event) => onOpen(event.currentTarget)}
        className="absolute inset-0 rounded-2xl focus-visible:outline-offset-[-4px]"
      />
    </article>
  );
}
