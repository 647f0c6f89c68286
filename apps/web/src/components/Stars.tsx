import styles from "./Stars.module.css";

/**
 * A rating shown, not asked for (reviews, the score summary, game cards): five stars, `value` of them filled (halves allowed), as antd-mobile's
 * Rate draws them. One element styled by CSS: a review list shows one per review, and Rate's gesture
 * handler and ten elements each are work a mid-range phone pays while it hydrates the game page.
 */
export function Stars({ value, label, className }: { value: number; label?: string; className?: string }) {
  const filled = Math.min(5, Math.max(0, value));
  return (
    <span
      // Without a label the stars only illustrate a figure written beside them.
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={className ? `${styles.stars} ${className}` : styles.stars}
      style={{ "--filled": `${filled * 20}%` } as React.CSSProperties}
    />
  );
}
