import { ExternalLinkIcon } from "lucide-react";
import { useState } from "react";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { VideoTestimonial } from "#app/content/schemas/people.ts";
import { useMessages } from "#app/i18n/use-i18n.ts";
import {
  VIDEO_PLATFORM_NAMES,
  youtubeAutoplayEmbedUrl,
  youtubeWatchUrl,
} from "#app/lib/video.ts";

/**
 * What the video dialog plays (SPEC.md §4): an mp4 file with the browser's controls, or the
 * platform's privacy-enhanced embed plus a link to watch it on the platform. Both start at
 * once; they exist only while the dialog is open, so closing it stops them.
 */
export function VideoPlayer({ video }: { video: VideoTestimonial }) {
  const { course: m, common } = useMessages();
  if (video.videoType === "mp4") return <Mp4Player src={video.videoUrl} />;
  const embed = youtubeAutoplayEmbedUrl(video.videoUrl);
  const watch = youtubeWatchUrl(video.videoUrl);
  const platform = VIDEO_PLATFORM_NAMES[video.videoType];
  return (
    <>
      <div className="aspect-video overflow-hidden rounded-xl bg-black">
        {embed ? (
          <iframe
            src={embed}
            title={m.videos.frameTitle(video.name)}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full"
          />
        ) : null}
      </div>
      {watch ? (
        <ExternalLink
          href={watch}
          note={common.newTab}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {m.videos.openOn(platform)}
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
        </ExternalLink>
      ) : null}
    </>
  );
}

/** The mp4 player; where the browser cannot play the file it says so instead (SPEC.md §8). */
function Mp4Player({ src }: { src: string }) {
  const unsupported = useMessages().course.videos.unsupported;
  const [unplayable, setUnplayable] = useState(false);
  return (
    <div className="flex aspect-video items-center justify-center overflow-hidden rounded-xl bg-black">
      {unplayable ? (
        <p className="p-6 text-center text-white">{unsupported}</p>
      ) : (
        // The review clips have no sound track, so there are no captions to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          src={src}
          autoPlay
          controls
          playsInline
          onError={() => setUnplayable(true)}
          className="size-full"
        >
          {unsupported}
        </video>
      )}
    </div>
  );
}
