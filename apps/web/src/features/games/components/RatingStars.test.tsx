import { render, screen } from "@testing-library/react";
import { beforeAll, expect, test } from "vitest";
import { setupI18n } from "../../../testing/render";
import { RatingStars } from "./RatingStars";

beforeAll(() => setupI18n("en"));

/** The gold band's reach, as the shared stars read it: a fifth per star, a tenth per half. */
const goldReach = () => {
  const stars = screen.getByRole("img").firstElementChild as HTMLElement;
  return stars.style.getPropertyValue("--filled");
};

test.each([
  [4.9, "100%", "4.9"],
  [3.5, "70%", "3.5"],
  [3.2, "60%", "3.2"],
  [2.8, "60%", "2.8"],
  [0.3, "10%", "0.3"],
])("a rating of %s shows gold over %s of the stars and the number", (rating, reach, shown) => {
  render(<RatingStars rating={rating} />);
  expect(screen.getByRole("img", { name: `Rating ${shown}` }).textContent).toBe(shown);
  expect(goldReach()).toEqual(reach);
});

test("a game nobody has rated says so instead of showing empty stars", () => {
  render(<RatingStars rating={0} />);
  expect(screen.queryByRole("img")).toBeNull();
  expect(screen.getByText("No rating yet").tagName).toBe("SPAN");
});
