import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Picture } from "./Picture";

const sources = (container: HTMLElement) =>
  [...container.querySelectorAll("picture > source")].map((source) => ({
    type: source.getAttribute("type"),
    srcset: source.getAttribute("srcset"),
    sizes: source.getAttribute("sizes"),
  }));

describe("Picture", () => {
  test("an icon offers AVIF then WebP copies up to three times its shown width, its box kept", () => {
    const { container } = render(<Picture src="/api/media/7" width={64} height={64} lazy />);
    const srcset = (f: string) =>
      `/api/media/7?w=64&f=${f} 64w, /api/media/7?w=128&f=${f} 128w, /api/media/7?w=160&f=${f} 160w, /api/media/7?w=320&f=${f} 320w`;
    expect(sources(container)).toEqual([
      { type: "image/avif", srcset: srcset("avif"), sizes: "64px" },
      { type: "image/webp", srcset: srcset("webp"), sizes: "64px" },
    ]);
    const image = container.querySelector("picture > img");
    expect(image?.getAttribute("src")).toBe("/api/media/7");
    expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["64", "64"]);
    expect(image?.getAttribute("loading")).toBe("lazy");
  });

  test("the LCP banner offers every width for the column's size and keeps its high priority", () => {
    const { container } = render(<Picture src="/api/media/12" priority />);
    const [avif] = sources(container);
    expect(avif?.srcset?.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
      "64w",
      "128w",
      "160w",
      "320w",
      "640w",
      "960w",
    ]);
    expect(avif?.sizes).toBe("(min-width: 540px) 540px, 100vw");
    expect(container.querySelector("img")?.getAttribute("fetchpriority")).toBe("high");
  });

  test("a picture from elsewhere is a plain image without copies", () => {
    for (const src of ["https://cdn.example.com/a.png", "/api/media/7/poster.png"]) {
      const { container, unmount } = render(<Picture src={src} width={48} height={48} />);
      expect(container.querySelector("picture")).toBeNull();
      expect(container.querySelector("img")?.getAttribute("srcset")).toBeNull();
      unmount();
    }
  });
});
