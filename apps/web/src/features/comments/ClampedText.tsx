import { type CSSProperties, useLayoutEffect, useRef, useState } from "react";
import styles from "./ClampedText.module.css";

/** Long texts without a layout engine (tests) count as overflowing above this length. */
const FALLBACK_CHARS = 160;

/**
 * Plain text clamped to `lines` lines (spec: intro and replies clamp at 4), with a show-all /
 * fold toggle when it overflows. Text is rendered as text, so markup never runs.
 */
export function ClampedText({
  text,
  lines = 4,
  showAllLabel,
  foldLabel,
  className,
}: {
  text: string;
  lines?: number;
  showAllLabel: string;
  foldLabel: string;
  className?: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the text changes
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || open) return;
    const measured = element.clientHeight > 0;
    setOverflows(
      measured ? element.scrollHeight > element.clientHeight + 1 : [...text].length > FALLBACK_CHARS,
    );
  }, [text, open, lines]);

  return (
    <div className={className}>
      <p
        ref={ref}
        className={styles.text}
        data-clamped={!open}
        data-lines={lines}
        style={{ "--lines": lines } as CSSProperties}
      >
        {text}
      </p>
      {(overflows || open) && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(!open);
          }}
        >
          {open ? foldLabel : showAllLabel}
        </button>
      )}
    </div>
  );
}
