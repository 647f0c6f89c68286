import type { MarkedText as Marked } from "../api";

/** Text with its matches in <mark>: pieces rendered as React text, never as HTML. */
export function MarkedText({ value }: { value: Marked }) {
  const pieces: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const [start, end] of value.marks) {
    if (start < at || end <= start || end > value.text.length) continue;
    if (start > at) pieces.push({ text: value.text.slice(at, start), hit: false });
    pieces.push({ text: value.text.slice(start, end), hit: true });
    at = end;
  }
  if (at < value.text.length) pieces.push({ text: value.text.slice(at), hit: false });
  return (
    <>
      {pieces.map((piece, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces never move; the index is their place
        piece.hit ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>,
      )}
    </>
  );
}
