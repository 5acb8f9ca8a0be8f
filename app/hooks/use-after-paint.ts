import { useEffect, useState } from "react";

/**
 * Runs `work` once the browser has painted the current frame: a task queued from the next
 * animation frame runs after that frame's paint. A tap's visible answer is painted first; what
 * can wait (unmounting a closed dialog, starting a player) does not lengthen the interaction.
 * Returns a function that cancels it.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False on the first render of the component, true once that render has been painted. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
