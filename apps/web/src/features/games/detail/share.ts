import i18n from "../../../lib/i18n";
import { showToast } from "../../../lib/toast";
import { fetchShare } from "../game-api";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // older webviews: the selection trick
    const box = document.createElement("textarea");
    box.value = text;
    box.setAttribute("readonly", "");
    box.style.position = "fixed";
    box.style.opacity = "0";
    document.body.append(box);
    box.select();
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    box.remove();
    return copied;
  }
}

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
