import { describe, expect, test } from "vitest";
import { type FooterScroll, initialFooterScroll, nextFooterScroll } from "./footer-visibility";

const scrollThrough = (positions: number[], start: FooterScroll = initialFooterScroll) =>
  positions.reduce(nextFooterScroll, start);

describe("footer hide/show on scroll", () => {
  test("stays while scrolling down up to 50 px, hides beyond", () => {
    expect(scrollThrough([20, 50]).visible).toBe(true);
    expect(scrollThrough([20, 50, 51]).visible).toBe(false);
  });

  test("small steps down add up", () => {
    expect(scrollThrough([10, 20, 30, 40, 50, 60]).visible).toBe(false);
  });

  test("shows again only after more than 50 px up", () => {
    const hidden = scrollThrough([100, 300]);
    expect(hidden.visible).toBe(false);
    expect(scrollThrough([280, 250], hidden).visible).toBe(false);
    expect(scrollThrough([280, 249], hidden).visible).toBe(true);
  });

  test("a change of direction restarts the count", () => {
    // down 40, up 30, down 40: never 50 in one direction
    expect(scrollThrough([40, 10, 50]).visible).toBe(true);
    const hidden = scrollThrough([200]);
    // up 40, down 10, up 40: still hidden
    expect(scrollThrough([160, 170, 130], hidden).visible).toBe(false);
  });

  test("the top of the page always shows the footer", () => {
    const hidden = scrollThrough([200]);
    expect(scrollThrough([0], hidden).visible).toBe(true);
  });
});
