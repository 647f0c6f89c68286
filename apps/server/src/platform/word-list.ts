import type { DbOrTx } from "../db/client.ts";
import { wordList } from "../db/schema/moderation.ts";
import { AppError } from "./errors.ts";

export type WordMode = (typeof wordList.$inferSelect)["mode"];
export interface ListedWord {
  word: string;
  mode: WordMode;
}

/** How a character is compared: full-width and compatibility forms folded (NFKC), then lower case. */
const foldChar = (char: string) => char.normalize("NFKC").toLocaleLowerCase("en");

/** How a listed word is stored and compared: the whole text folded like each character of a post. */
export const foldWord = (word: string) => [...word.trim()].map(foldChar).join("");

/**
 * Where listed words occur in a text, as [start, end) ranges of the text's own characters (code
 * points). Matching is by substring, so it works for Chinese and Thai, which have no spaces between
 * words; each character is folded on its own, so a range maps back onto the original text.
 */
export function findListedWords(text: string, words: ListedWord[]) {
  const chars = [...text];
  const folded = chars.map(foldChar);
  // Where each original character starts in the folded text.
  const starts: number[] = [];
  let joined = "";
  for (const part of folded) {
    starts.push(joined.length);
    joined += part;
  }
  const hits: Array<{ word: ListedWord; from: number; to: number }> = [];
  for (const word of words) {
    const needle = foldWord(word.word);
    if (!needle) continue;
    for (let at = joined.indexOf(needle); at >= 0; at = joined.indexOf(needle, at + 1)) {
      const from = starts.findLastIndex((start) => start <= at);
      const end = at + needle.length;
      const to = starts.findIndex((start) => start >= end);
      hits.push({ word, from, to: to < 0 ? chars.length : to });
    }
  }
  return hits;
}

/**
 * The one check every posting path calls (reviews, replies, news comments, forum posts and comments):
 * a `block` word refuses the text (`wordBlocked`), `mask` words come back as asterisks, one per character.
 */
export function applyWords(text: string, words: ListedWord[]): string {
  const hits = findListedWords(text, words);
  if (hits.some((hit) => hit.word.mode === "block")) throw new AppError("wordBlocked");
  if (!hits.length) return text;
  const chars = [...text];
  for (const hit of hits) for (let i = hit.from; i < hit.to; i++) chars[i] = "*";
  return chars.join("");
}

export async function listedWords(db: DbOrTx): Promise<ListedWord[]> {
  return db.select({ word: wordList.word, mode: wordList.mode }).from(wordList);
}

/** Checks (and masks) a player's text against the console's word list; see `applyWords`. */
export async function checkWords(db: DbOrTx, text: string): Promise<string> {
  const words = await listedWords(db);
  return words.length ? applyWords(text, words) : text;
}
