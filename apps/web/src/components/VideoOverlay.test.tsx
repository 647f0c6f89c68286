import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { closeVideo, openVideo, videoOverlayState, videoSourceOf } from "../lib/video-overlay";
import { setupI18n } from "../testing/render";
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

  test("a file plays in <video> and says so when it cannot", () => {
    render(<VideoOverlay />);
    act(() => openVideo("/api/media/broken.mp4"));
    const video = screen.getByRole("dialog").querySelector("video");
    expect(video?.getAttribute("src")).toBe("/api/media/broken.mp4");
    fireEvent.error(video as HTMLVideoElement);
    expect(screen.getByText("Video cannot play for now")).toBeTruthy();
  });
});
