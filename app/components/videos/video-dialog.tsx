import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/components/ui/dialog";
import type { VideoTestimonial } from "~/content/schema";
import { VideoPlayer } from "./video-player";

/**
 * The video dialog, shown for the selected video. Radix traps focus inside; because one
 * dialog serves many cards, focus goes back to the card that opened it via `returnFocusTo`.
 * Closing unmounts the player, which stops playback.
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
          <VideoPlayer video={video} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
