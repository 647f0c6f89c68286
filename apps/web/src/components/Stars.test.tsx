import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Stars } from "./Stars";

const filled = (label: string) =>
  (screen.getByRole("img", { name: label }) as HTMLElement).style.getPropertyValue("--filled");

describe("a rating shown as stars", () => {
  test("is one image named by its label, filled a fifth per star and a tenth per half", () => {
    render(
      <>
        <Stars value={4} label="4 out of 5 stars" />
        <Stars value={3.5} label="3.5 out of 5 stars" />
        <Stars value={0} label="no rating" />
      </>,
    );
    expect(filled("4 out of 5 stars")).toBe("80%");
    expect(filled("3.5 out of 5 stars")).toBe("70%");
    expect(filled("no rating")).toBe("0%");
  });

  test("never fills beyond five stars or below none", () => {
    render(
      <>
        <Stars value={7} label="too many" />
        <Stars value={-1} label="too few" />
      </>,
    );
    expect(filled("too many")).toBe("100%");
    expect(filled("too few")).toBe("0%");
  });

  test("without a label only illustrates the figure beside it: hidden from assistive technology", () => {
    const { container } = render(<Stars value={3} />);
    const stars = container.firstElementChild as HTMLElement;
    expect(screen.queryByRole("img")).toBeNull();
    expect(stars.getAttribute("aria-hidden")).toBe("true");
    expect(stars.style.getPropertyValue("--filled")).toBe("60%");
  });
});
