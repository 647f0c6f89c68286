/**
 * Plain-text helpers shared by the contracts' schemas and the web app's counters, without zod: a
 * composer that counts characters does not load the schemas with it.
 */

/** Characters as the remaining-characters counter counts them (an emoji is one). */
export function countChars(text: string): number {
  return [...text].length;
}

/** Line breaks become \n; other control characters (NUL, escapes) are dropped. */
export function normalizePlainText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}
