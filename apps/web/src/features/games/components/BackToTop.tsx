import { UpOutline } from "antd-mobile-icons";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./BackToTop.module.css";

/** Shown once the page has scrolled further than this. */
export const BACK_TO_TOP_AFTER_PX = 600;

/** A round button that brings a long list back to its top. */
export function BackToTop() {
  const { t } = useTranslation("games");
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t("backToTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <UpOutline />
    </button>
  );
}
