import { z } from "zod";
import { pictureExtensions } from "#app/content/vocabulary.ts";

/*
 * Pictures: how the data files hold them (`{ src, alt }`), what each kind of place needs, and
 * what the site renders. Only the build can check a picture (it reads the files), so the schemas
 * take the check as an argument, as Astro's `schema: ({ image }) => …`.
 */

/**
 * What each kind of picture is made at: the widths of its AVIF/WebP files and its shape. The
 * generated stand-ins already have them; a photo a staff member uploads is cut to the shape and
 * written at these widths by the build (never wider than the original).
 */
export const imageKinds = {
  hero: { widths: [640, 960, 1440], aspect: [3, 2] },
  course: { widths: [480, 800, 1200], aspect: [16, 10] },
  card: { widths: [320, 640], aspect: [16, 10] },
  poster: { widths: [480, 960], aspect: [16, 9] },
  portrait: { widths: [128, 256], aspect: [1, 1] },
  logo: { widths: [200, 400], aspect: [10, 3] },
} as const satisfies Record<
  string,
  { widths: readonly number[]; aspect: readonly [number, number] }
>;
export type ImageKind = keyof typeof imageKinds;

/**
 * A picture as the site renders it: `src` is the widest WebP (or the .svg), with its intrinsic
 * size and, for raster pictures, every width its AVIF/WebP files exist at, named
 * `<name>-<width>.avif|webp` (`app/lib/image-files.ts` holds the naming rule).
 */
export type ImageAsset = {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly widths?: readonly number[];
};

/** A picture as the data files hold it: where it is, and what it shows. */
export type ImageInput = { readonly src: string; readonly alt: string };

/**
 * Turns a picture of the data into the one the site renders, or says what is wrong with it.
 * Only the build can do it (it reads the files), so the build wing passes it in:
 * `contentCollections({ resolveImage })`.
 */
export type ImageResolver = (
  image: ImageInput,
  kind: ImageKind,
) => ImageAsset | { error: string; field: "src" | "alt" };

/** What the schemas take from whoever parses with them, as Astro's `schema: ({ image }) => …`. */
export type SchemaContext = { resolveImage: ImageResolver };

/**
 * The helper of schemas read for their shape only (the editor's configuration, the
 * translation import): it checks no file, so parsing a picture with it fails.
 */
export const shapeOnly: SchemaContext = {
  resolveImage: () => ({
    error: "cannot be checked outside the build",
    field: "src",
  }),
};

/**
 * The picture fields of one parse: `image(kind)` is, in the data, `{ src, alt }`, where `src`
 * is a picture under `/images/` (a generated stand-in) or an upload under `/images/uploads/`,
 * and alt text is required; parsed, it is the `ImageAsset` the resolver made of it.
 */
export const imageField = ({ resolveImage }: SchemaContext) =>
  function image(kind: ImageKind) {
    return z
      .strictObject({
        src: z
          .string()
          .regex(
            new RegExp(
              `^/images/[^?#]+\\.(${pictureExtensions.join("|")})$`,
              "i",
            ),
            "must be a picture under /images/ (upload one in the editor)",
          ),
        alt: z
          .string()
          .trim()
          .min(1, "must describe the picture (alt text is required)")
          .meta({ translate: true }),
      })
      .transform((input, ctx): ImageAsset => {
        const resolved = resolveImage(input, kind);
        if ("error" in resolved) {
          ctx.addIssue({
            code: "custom",
            path: [resolved.field],
            message: resolved.error,
          });
          return z.NEVER;
        }
        return resolved;
      })
      .meta({ imageKind: kind });
  };

/** A picture field maker, as `imageField` gives it: the schemas with pictures take one. */
export type Image = ReturnType<typeof imageField>;
