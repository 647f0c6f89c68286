import styles from "./Picture.module.css";

/**
 * A picture that fills its box (object-fit: cover) on a soft placeholder until it arrives. The
 * browser's own lazy loading does what antd-mobile's Image would, without its code on every list.
 */
export function Picture({
  src,
  width,
  height,
  lazy = false,
  priority = false,
  className,
}: {
  src: string;
  width?: number;
  height?: number;
  /** Off-screen pictures in long lists: load when they come near. */
  lazy?: boolean;
  /** The first screen's largest picture (its LCP): fetched before the page's other pictures. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt=""
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={`${styles.picture} ${className ?? ""}`}
    />
  );
}
