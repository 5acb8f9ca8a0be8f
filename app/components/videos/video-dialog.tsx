import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/components/ui/dialog";
import type { VideoTestimonial } from "~/content/schema";
import { useAfterPaint } from "~/hooks/use-after-paint";
import { VideoPlayer } from "./video-player";

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
