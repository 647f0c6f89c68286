import { createUiState } from "./ui-state";

export interface VideoSource {
  url: string;
  /** "frame": a hosted player page in an iframe; "file": a media file in <video>. */
  kind: "frame" | "file";
  /** Known length, for files whose own header does not say (recorded WebM). */
  durationSeconds?: number;
}

export const videoOverlayState = createUiState<VideoSource | null>(null);

const FILE_PATTERN = /\.(mp4|webm|ogg|ogv|mov|m4v|m3u8)(\?|#|$)/i;

/** Hosted videos (YouTube, Vimeo, …) play in their own player; watch links become embed links. */
export function videoSourceOf(url: string): VideoSource {
  if (FILE_PATTERN.test(url) || url.startsWith("blob:")) return { url, kind: "file" };
  try {
    const parsed = new URL(url, window.location.origin);
    const host = parsed.hostname.replace(/^www\.|^m\./, "");
    if (host === "youtube.com" && parsed.searchParams.get("v")) {
      return {
        url: `https://www.youtube.com/embed/${parsed.searchParams.get("v")}?autoplay=1`,
        kind: "frame",
      };
    }
    if (host === "youtu.be")
      return { url: `https://www.youtube.com/embed${parsed.pathname}?autoplay=1`, kind: "frame" };
    if (host === "vimeo.com")
      return { url: `https://player.vimeo.com/video${parsed.pathname}?autoplay=1`, kind: "frame" };
  } catch {
    // not a URL we can read: let the frame try it as given
  }
  return { url, kind: "frame" };
}

/** Plays a video full screen; a caller that knows the kind (the video zone does) says so. */
export function openVideo(url: string, known: { kind?: VideoSource["kind"]; durationSeconds?: number } = {}) {
  const source = known.kind ? { url, kind: known.kind } : videoSourceOf(url);
  videoOverlayState.set({ ...source, durationSeconds: known.durationSeconds });
}

export function closeVideo() {
  videoOverlayState.set(null);
}
