import { captionSize, playerDefaults } from "@portal/contracts/player";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { closeVideo, openVideo, videoOverlayState, videoSourceOf } from "../lib/video-overlay";
import { setupI18n } from "../testing/render";
import { stepVolume } from "./FilePlayer";
import { VideoOverlay } from "./VideoOverlay";

beforeAll(() => setupI18n("en"));
afterEach(() => act(() => closeVideo()));

describe("video overlay", () => {
  test("hosted videos play in an embedded frame, files in <video>", () => {
    expect(videoSourceOf("https://www.youtube.com/watch?v=abc123")).toEqual({
      url: "https://www.youtube.com/embed/abc123?autoplay=1",
      kind: "frame",
    });
    expect(videoSourceOf("https://youtu.be/xyz")).toMatchObject({
      url: "https://www.youtube.com/embed/xyz?autoplay=1",
    });
    expect(videoSourceOf("/api/media/trailer.mp4")).toEqual({ url: "/api/media/trailer.mp4", kind: "file" });
    expect(videoSourceOf("https://player.example/embed/9")).toEqual({
      url: "https://player.example/embed/9",
      kind: "frame",
    });
  });

  test("opens full screen and closes with its close icon", () => {
    render(<VideoOverlay />);
    expect(screen.queryByRole("dialog")).toBeNull();

    act(() => openVideo("https://vimeo.com/42"));
    const dialog = screen.getByRole("dialog", { name: "Video" });
    expect(dialog.querySelector("iframe")?.getAttribute("src")).toBe(
      "https://player.vimeo.com/video/42?autoplay=1",
    );

    fireEvent.click(screen.getByRole("button", { name: "Close video" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(videoOverlayState.get()).toBeNull();
  });

  test("on Android the close icon is the spec's, at the top left", () => {
    const agent = vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (Linux; Android 14)");
    try {
      render(<VideoOverlay />);
      act(() => openVideo("https://vimeo.com/42"));
      expect(screen.getByRole("button", { name: "Close video" }).dataset.system).toBe("android");
    } finally {
      agent.mockRestore();
    }
  });

  test("a file plays in the portal's player and says so, in the player's language, when it cannot", async () => {
    render(<VideoOverlay />);
    act(() => openVideo("/api/media/9", { kind: "file", durationSeconds: 3 }));
    const dialog = screen.getByRole("dialog");
    await screen.findByRole("button", { name: "Play" });
    const video = dialog.querySelector("video");
    expect(video?.getAttribute("src")).toBe("/api/media/9");
    // the portal draws its own controls: the browser's (and their error texts) stay off
    expect(video?.hasAttribute("controls")).toBe(false);
    fireEvent.error(video as HTMLVideoElement);
    expect(screen.getByRole("alert").textContent).toBe("Video cannot play for now");
    expect(dialog.querySelector("video")).toBeNull();
  });

  test("the message follows the interface language", async () => {
    await setupI18n("zh");
    try {
      render(<VideoOverlay />);
      act(() => openVideo("/api/media/broken.webm"));
      fireEvent.error((await waitForVideo()) as HTMLVideoElement);
      expect(screen.getByRole("alert").textContent).toBe("视频暂时无法播放");
    } finally {
      await setupI18n("en");
    }
  });
});

async function waitForVideo() {
  await screen.findByRole("button", { name: /播放|Play/ });
  return screen.getByRole("dialog").querySelector("video");
}

describe("the portal's player controls", () => {
  const playing = async () => {
    render(<VideoOverlay />);
    act(() => openVideo("/api/media/5", { kind: "file", durationSeconds: 30 }));
    const video = (await waitForVideo()) as HTMLVideoElement;
    Object.defineProperty(video, "paused", { configurable: true, get: () => false });
    return video;
  };

  test("seek buttons move 5 s; arrow keys seek 5 s and step the volume by 0.1; rate starts at 1", async () => {
    const video = await playing();
    video.currentTime = 10;
    fireEvent.loadedMetadata(video);
    expect(video.playbackRate).toBe(playerDefaults.defaultRate);
    fireEvent.click(screen.getByRole("button", { name: "Forward 5 seconds" }));
    expect(video.currentTime).toBe(15);
    fireEvent.click(screen.getByRole("button", { name: "Back 5 seconds" }));
    expect(video.currentTime).toBe(10);
    const player = video.parentElement as HTMLElement;
    fireEvent.keyDown(player, { key: "ArrowLeft" });
    expect(video.currentTime).toBe(5);
    video.volume = 0.5;
    fireEvent.keyDown(player, { key: "ArrowUp" });
    expect(video.volume).toBe(0.6);
    fireEvent.keyDown(player, { key: "ArrowDown" });
    fireEvent.keyDown(player, { key: "ArrowDown" });
    expect(video.volume).toBe(0.4);
  });

  test("controls hide after 2 s without activity while playing and come back on a touch", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const video = await playing();
      fireEvent.play(video);
      const player = video.parentElement as HTMLElement;
      act(() => vi.advanceTimersByTime(playerDefaults.inactivityTimeoutMs - 100));
      expect(player.dataset.controls).toBe("shown");
      act(() => vi.advanceTimersByTime(200));
      expect(player.dataset.controls).toBe("hidden");
      fireEvent.pointerDown(player);
      expect(player.dataset.controls).toBe("shown");
    } finally {
      vi.useRealTimers();
    }
  });

  test("volume steps stay within 0–1 and captions within 50–400 %", () => {
    expect(stepVolume(0.95, 1)).toBe(1);
    expect(stepVolume(0.05, -1)).toBe(0);
    expect(captionSize(20)).toBe(50);
    expect(captionSize(1000)).toBe(400);
    expect(captionSize(150)).toBe(150);
  });
});
