import {
  hasMediaVariants,
  MEDIA_VARIANT_FORMATS,
  MEDIA_VARIANT_TYPES,
  mediaSrcSet,
} from "@portal/contracts/media";
import styles from "./Picture.module.css";

/** A picture without a width is at most as wide as the app's column (--shell-max-width). */
const FLUID_SIZES = "(min-width: 540px) 540px, 100vw";

/**
 * A picture that fills its box (object-fit: cover) on a soft placeholder until it arrives. The
 * browser's own lazy loading does what antd-mobile's Image would, without its code on every list.
 * A stored image comes as the smallest AVIF (else WebP) copy that is sharp at its shown size
 * (contracts `media.ts`); `width`/`height` keep its box before it arrives.
 */
export function Picture({
  src,
  width,
  height,
  sizes,
  lazy = false,
  priority = false,
  className,
  onError,
}: {
  src: string;
  /** The shown size in CSS pixels; without it the picture is fluid (its CSS sets the size). */
  width?: number;
  height?: number;
  /** How wide a fluid picture is shown, when not the app's whole column. */
  sizes?: string;
  /** Off-screen pictures in long lists: load when they come near. */
  lazy?: boolean;
  /** The first screen's largest picture (its LCP): fetched before the page's other pictures. */
  priority?: boolean;
  className?: string;
  /** The picture could not be loaded (a player's avatar then shows its placeholder). */
  onError?: () => void;
}) {
  const image = (
    <img
      src={src}
      width={width}
      height={height}
      alt=""
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={`${styles.picture} ${className ?? ""}`}
      onError={onError}
    />
  );
  if (!hasMediaVariants(src)) return image;
  return (
    <picture className={styles.frame}>
      {MEDIA_VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={MEDIA_VARIANT_TYPES[format]}
          srcSet={mediaSrcSet(src, format, width)}
          sizes={sizes ?? (width ? `${width}px` : FLUID_SIZES)}
        />
      ))}
      {image}
    </picture>
  );
}
