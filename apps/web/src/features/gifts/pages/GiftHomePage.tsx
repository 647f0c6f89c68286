import { GiftOutline, ShopbagOutline, StarOutline, UnorderedListOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "../components/Gifts.module.css";
import { PackList } from "../components/PackList";
import { SignInCard } from "../components/SignInCard";

const entries = [
  { key: "giftCenter", to: "/gift/giftCenter", icon: GiftOutline },
  { key: "missionGift", to: "/gift/missionGift", icon: UnorderedListOutline },
  { key: "mall", to: "/gift/mall", icon: ShopbagOutline },
  { key: "gameBox", to: "/mine/gameBox", icon: StarOutline },
] as const;

/** The pack centre (`/gift`): daily sign-in, the gift areas, and the newest packs. */
export function GiftHomePage() {
  const { t } = useTranslation("gifts");
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t("home.title")}</h1>
      <SignInCard />
      <nav className={styles.entries} aria-label={t("home.title")}>
        {entries.map(({ key, to, icon: Icon }) => (
          <Link key={key} to={to} className={styles.entry}>
            <Icon aria-hidden />
            <span>{t(`home.${key}`)}</span>
          </Link>
        ))}
      </nav>
      <h2 className={`${styles.section} ${styles.sectionTitle}`}>{t("home.latest")}</h2>
      <PackList kind="code" />
    </div>
  );
}
