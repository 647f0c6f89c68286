import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import styles from "./BannerCarousel.module.css";
import { type Banner, BannerLink } from "./BannerLink";

/** The carousel's code (and its animation library) arrives after the first screen. */
const BannerSwiper = lazy(() => import("./BannerSwiper").then((m) => ({ default: m.BannerSwiper })));

/** The home's banners: the first one at once, then the carousel that turns every 3 s. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation("games");
  const [first] = banners;
  if (!first) return null;
  return (
    <section className={styles.banners} aria-label={t("home.banners")}>
      <Suspense
        fallback={
          <div className={styles.still} data-testid="banner">
            <BannerLink banner={first} priority />
          </div>
        }
      >
        <BannerSwiper banners={banners} />
      </Suspense>
    </section>
  );
}
