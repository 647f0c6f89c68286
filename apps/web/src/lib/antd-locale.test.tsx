import { render, screen } from "@testing-library/react";
import { ConfigProvider, ImageUploader, Mask, Stepper } from "antd-mobile";
import { describe, expect, test } from "vitest";
import { loadAntdLocale } from "./antd-locale";

const han = /[\u3400-\u9fff]/;

/** The labels antd-mobile writes itself: the mask, the stepper's buttons, the upload control. */
async function ownLabels(language: string) {
  const locale = await loadAntdLocale(language);
  const view = render(
    <ConfigProvider locale={locale}>
      <Mask visible />
      <Stepper defaultValue={1} />
      <ImageUploader value={[]} upload={async (file) => ({ url: file.name })} />
    </ConfigProvider>,
  );
  const labels = [...document.querySelectorAll("[aria-label]")].map(
    (e) => e.getAttribute("aria-label") ?? "",
  );
  view.unmount();
  return labels;
}

describe("antd-mobile's own texts", () => {
  test.each(["en", "id", "vi", "th"])("are in the page's language, not Chinese (%s)", async (language) => {
    const labels = await ownLabels(language);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => han.test(label))).toEqual([]);
  });

  test("Traditional Chinese gets antd-mobile's zh-TW texts", async () => {
    const locale = await loadAntdLocale("zh-hant");
    expect(locale.locale).toBe("zh-TW");
    render(
      <ConfigProvider locale={locale}>
        <Stepper defaultValue={1} />
      </ConfigProvider>,
    );
    expect(screen.getAllByRole("button").length).toBeGreaterThan(0);
  });
});
