import { copyText } from "../../../lib/clipboard";
import i18n from "../../../lib/i18n";
import { showToast } from "../../../lib/toast";
import { fetchShare } from "../game-api";

/** Shares a game or a review: the phone's share sheet where there is one, otherwise copy link. */
export async function shareLink(kind: "game" | "review", id: number): Promise<void> {
  let card: Awaited<ReturnType<typeof fetchShare>>;
  try {
    card = await fetchShare(kind, id);
  } catch (error) {
    showToast((error as Error).message);
    return;
  }
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: card.title, text: card.text, url: card.url });
      return;
    } catch (error) {
      if ((error as Error)?.name === "AbortError") return;
      // share sheet refused (e.g. not allowed here): fall back to copying
    }
  }
  const copied = await copyText(card.url);
  showToast(copied ? i18n.t("gameDetail:share.copied") : card.url);
}
