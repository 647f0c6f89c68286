import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, describe, expect, test, vi } from "vitest";
import i18n from "../lib/i18n";
import { renderPage, setupI18n } from "../testing/render";
import { LanguageChoice } from "./LanguageChoice";

afterAll(() => setupI18n("en"));

describe("footer language choice", () => {
  test("offers the six languages by their own names", async () => {
    await setupI18n("en");
    renderPage(<LanguageChoice />);
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["English", "简体中文", "繁體中文", "Bahasa Indonesia", "Tiếng Việt", "ไทย"]);
  });

  test("switching sets the cookie and <html lang>, and reloads server messages", async () => {
    await setupI18n("en");
    const { queryClient } = renderPage(<LanguageChoice />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");

    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "th" } });

    await waitFor(() => expect(document.documentElement.lang).toBe("th"));
    expect(document.cookie).toContain("sys_language=th");
    expect(i18n.language).toBe("th");
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(await screen.findByLabelText("ภาษา")).toBeTruthy();
  });
});
