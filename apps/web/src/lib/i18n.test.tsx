import { screen } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { expect, test } from "vitest";
import errorsEn from "../../../../packages/i18n/locales/en/errors.json";
import { renderPage } from "../testing/render";
import i18n, { initI18n } from "./i18n";

function SaveFailed() {
  // Declares only "common" but reads a key of "errors": the namespace must still arrive.
  const { t } = useTranslation();
  return <p>{t("errors:saveFailed")}</p>;
}

test("a namespace loads when a component first asks for it, and one it forgot to declare still arrives", async () => {
  if (!i18n.isInitialized) await initI18n("en");
  await i18n.changeLanguage("en");
  expect(i18n.hasLoadedNamespace("games")).toBe(false);
  await i18n.loadNamespaces("games");
  expect(i18n.t("games:home.search")).not.toBe("home.search");

  expect(i18n.hasLoadedNamespace("errors")).toBe(false);
  renderPage(<SaveFailed />);
  expect(await screen.findByText(errorsEn.saveFailed)).toBeTruthy();
});
