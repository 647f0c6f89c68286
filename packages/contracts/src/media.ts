/**
 * Responsive images. Every stored image (`/api/media/:id`) has smaller copies in AVIF and WebP, made
 * when it is stored, at the widths of MEDIA_VARIANT_WIDTHS below its own width plus one at its own
 * width (at most the largest step): `/api/media/:id?w=320&f=avif`. Any step may be asked for; one
 * above the image's own width answers its largest copy, so a page builds its `srcset` from these
 * steps alone. Where AVIF is not smaller than WebP (small flat pictures) `f=avif` answers the WebP
 * copy, which every browser that reads AVIF reads too. Images stored before the copies existed
 * answer the original until the backfill (`npm run media:variants`).
 */

/** The widths (pixels) the copies are made at and the only `w` the media route accepts. */
export const MEDIA_VARIANT_WIDTHS = [64, 128, 160, 320, 640, 960] as const;
export const MEDIA_VARIANT_FORMATS = ["avif", "webp"] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

export const MEDIA_VARIANT_TYPES: Record<MediaVariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

/** The highest pixel density a `srcset` provides for. */
const MAX_DENSITY = 3;

/** A stored image's address, the only kind that has copies (not "" nor an address elsewhere). */
export const hasMediaVariants = (url: string) => /^\/api\/media\/\d+$/.test(url);

export const mediaVariantUrl = (url: string, width: number, format: MediaVariantFormat) =>
  `${url}?w=${width}&f=${format}`;

/**
 * The `srcset` of a stored image in `format` shown `shownWidth` CSS pixels wide: the steps up to the
 * first that covers a 3× screen (all of them when the width is not known, for a fluid picture).
 */
export function mediaSrcSet(url: string, format: MediaVariantFormat, shownWidth?: number): string {
  const enough = MEDIA_VARIANT_WIDTHS.findIndex(
    (w) => shownWidth !== undefined && w >= shownWidth * MAX_DENSITY,
  );
  const widths = enough < 0 ? MEDIA_VARIANT_WIDTHS : MEDIA_VARIANT_WIDTHS.slice(0, enough + 1);
  return widths.map((w) => `${mediaVariantUrl(url, w, format)} ${w}w`).join(", ");
}

/** The widths the copies of an image `width` pixels wide are made at (never wider than it). */
export function mediaVariantWidths(width: number): number[] {
  const top = Math.min(width, MEDIA_VARIANT_WIDTHS[MEDIA_VARIANT_WIDTHS.length - 1] ?? width);
  return [...MEDIA_VARIANT_WIDTHS.filter((w) => w < top), top];
}

/** The copy `?w=&f=` asks for; undefined for the original; "unknown" for anything else. */
export function parseMediaVariant(query: { w?: unknown; f?: unknown }) {
  if (query.w === undefined && query.f === undefined) return undefined;
  const width = MEDIA_VARIANT_WIDTHS.find((w) => String(w) === query.w);
  const format = MEDIA_VARIANT_FORMATS.find((f) => f === query.f);
  return width && format ? { width, format } : ("unknown" as const);
}
