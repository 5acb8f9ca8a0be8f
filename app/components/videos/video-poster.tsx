import { useState } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ImageAsset } from "#app/content/schemas/image.ts";

const SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw";

/**
 * A video's poster that falls back to the default picture when its own fails to load
 * (SPEC.md §8). A failure before hydration fires no React event, so the element is also
 * checked when it mounts.
 */
export function VideoPoster({
  poster,
  fallback,
  className,
}: {
  poster: ImageAsset;
  fallback: ImageAsset;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const fail = () => {
    if (!failed) setFailed(true);
  };
  return (
    <Picture
      key={failed ? "fallback" : "poster"}
      image={failed ? fallback : poster}
      sizes={SIZES}
      loading="lazy"
      className={className}
      onError={fail}
      ref={(img: HTMLImageElement | null) => {
        if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fail();
      }}
    />
  );
}
