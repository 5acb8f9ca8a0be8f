import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import type { VideoTestimonial } from "#app/content/schemas/people.ts";
import { useAfterPaint } from "#app/hooks/use-after-paint.ts";
import { StoryFacts } from "#app/components/ui/story-facts.tsx";
import { VideoPlayer } from "#app/components/videos/video-player.tsx";

/**
 * The video dialog, shown for the selected video. Radix traps focus inside; because one
 * dialog serves many cards, focus goes back to the card that opened it via `returnFocusTo`.
 * Closing unmounts the player, which stops playback. The tap paints the dialog with a black
 * frame where the video goes; the player (an iframe or a video element, which start loading)
 * joins after that paint.
 */
export function VideoDialog({
  video,
  onClose,
  returnFocusTo,
}: {
  video: VideoTestimonial;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const painted = useAfterPaint();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        // Wider than the primitive's max-w-lg from sm up, for a 16:9 player.
        className="sm:max-w-3xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <DialogTitle>{video.name}</DialogTitle>
        <DialogDescription>{video.role}</DialogDescription>
        {/* In the size of the role above it (DialogDescription). */}
        <StoryFacts story={video} className="mt-1 text-sm text-ink" />
        <div className="mt-4">
          {painted ? (
            <VideoPlayer video={video} />
          ) : (
            <div className="aspect-video rounded-xl bg-black" />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
