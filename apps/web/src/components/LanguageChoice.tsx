import { type Language, languageNames, languages, normalizeLanguage } from "@portal/contracts/languages";
import { useQueryClient } from "@tanstack/react-query";
import { GlobalOutline } from "antd-mobile-icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../lib/i18n";
import styles from "./LanguageChoice.module.css";

/** The footer language choice. Server messages are localized too, so every query reloads. */
export function LanguageChoice() {
  const { t, i18n } = useTranslation("shell");
  const queryClient = useQueryClient();
  const id = useId();
  const current = normalizeLanguage(i18n.language);

  const choose = async (language: Language) => {
    await changeLanguage(language);
    await queryClient.invalidateQueries();
  };

  return (
    <div className={styles.choice}>
      <label htmlFor={id} className={styles.label}>
        <GlobalOutline aria-hidden />
        {t("footer.language")}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => void choose(event.target.value as Language)}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
