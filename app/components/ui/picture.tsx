import type { ImageAsset } from "#app/content/schemas/image.ts";
import { imageSrcSet, rasterFormats } from "#app/lib/image-files.ts";

export type PictureProps = Omit<
  React.ComponentProps<"img">,
  "src" | "srcSet" | "width" | "height" | "alt"
> & {
  /** A picture from the content: raster ones come with AVIF and WebP at several widths. */
  image: ImageAsset;
  /**
   * How wide the picture is drawn, as the `sizes` attribute, so the browser fetches the
   * smallest file that is sharp enough. Defaults to the full viewport width.
   */
  sizes?: string;
  /**
   * For the picture that is the largest thing above the fold: loads at once with high priority
   * instead of waiting until it nears the viewport.
   */
  priority?: boolean;
  /** Overrides the content's alt text, e.g. `""` where the same words are printed beside it. */
  alt?: string;
};

/**
 * A responsive, layout-stable picture. It always carries width and height (so nothing shifts
 * while it loads), loads lazily unless told otherwise and decodes off the main thread. Raster
 * pictures offer AVIF, then WebP; an SVG is a plain `<img>`. Other props (className, onError,
 * ref…) go to the `<img>`.
 */
export function Picture({
  image,
  sizes = "100vw",
  priority = false,
  alt = image.alt,
  loading = priority ? "eager" : "lazy",
  fetchPriority = priority ? "high" : undefined,
  decoding = "async",
  ...props
}: PictureProps) {
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={decoding}
      {...props}
    />
  );
  if (!image.widths) return img;
  return (
    <picture data-slot="picture">
      {rasterFormats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={imageSrcSet(image, format)}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
