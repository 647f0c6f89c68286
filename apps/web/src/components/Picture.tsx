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
  className,
}: {
  src: string;
  width?: number;
  height?: number;
  /** Off-screen pictures in long lists: load when they come near. */
  lazy?: boolean;
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
      className={`${styles.picture} ${className ?? ""}`}
    />
  );
}
