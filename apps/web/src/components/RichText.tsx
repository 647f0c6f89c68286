import styles from "./RichText.module.css";

/** The body of an article, topic or event: HTML the server sanitized with an allow-list (platform/rich-text.ts). */
export function RichText({ html }: { html: string }) {
  return (
    <div
      className={styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized it with an allow-list (platform/rich-text.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
