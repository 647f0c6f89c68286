import { fireEvent, render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Avatar } from "./Avatar";

describe("Avatar", () => {
  test("a stored picture comes as small AVIF and WebP copies, lazily, in the sized box", () => {
    const { container } = render(<Avatar src="/api/media/12" className="x" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.className).toContain("x");
    expect(box.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelectorAll("source")).toHaveLength(2);
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("lazy");
  });

  test("a player without a picture, or whose picture fails, shows the placeholder person", () => {
    expect(render(<Avatar src="  " />).container.querySelector("img")).toBeNull();
    const { container } = render(<Avatar src="https://cdn.example/a.png" />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(container.querySelector("img")).toBeNull();
    expect(container.firstElementChild).not.toBeNull();
  });
});
