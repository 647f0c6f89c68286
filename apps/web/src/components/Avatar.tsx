import { useState } from "react";
import styles from "./Avatar.module.css";
import { Picture } from "./Picture";

/**
 * A player's picture in a list (reviews, replies, messages): one element and the image, instead of
 * antd-mobile's Avatar, whose Image keeps state and effects and draws an SVG placeholder for every row
 * while the list hydrates. The same grey person shows (as the box's background) until the picture has
 * come, and for a player without one or whose picture fails. Its size is the `--size` of `className`
 * (44 px by default, as antd-mobile's), its corners `--border-radius`.
 */
export function Avatar({ src, className }: { src?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const shown = src?.trim() && !failed ? src.trim() : undefined;
  return (
    <span className={`${styles.avatar} ${className ?? ""}`} aria-hidden>
      {shown && (
        <Picture
          src={shown}
          width={44}
          height={44}
          lazy
          className={styles.image}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
