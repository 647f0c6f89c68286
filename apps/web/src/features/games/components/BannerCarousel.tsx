import { Image, Swiper } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { HomeInfo } from "../api";
import styles from "./BannerCarousel.module.css";

type Banner = HomeInfo["banners"][number];

/** How long each banner stays before the next one (spec: autoplay bar 3 s). */
export const BANNER_AUTOPLAY_MS = 3000;

/** The home's banners; a banner leads into the portal (a path) or out to a web address. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation("games");
  if (banners.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={t("home.banners")}>
      <Swiper
        autoplay
        autoplayInterval={BANNER_AUTOPLAY_MS}
        loop={banners.length > 1}
        className={styles.swiper}
      >
        {banners.map((banner) => {
          const picture = (
            <>
              <Image src={banner.image} fit="cover" className={styles.image} alt="" />
              <span className={styles.title}>{banner.title}</span>
            </>
          );
          return (
            <Swiper.Item key={banner.id} data-testid="banner">
              {banner.link.startsWith("/") ? (
                <Link to={banner.link} className={styles.banner}>
                  {picture}
                </Link>
              ) : (
                <a href={banner.link} className={styles.banner} target="_blank" rel="noopener noreferrer">
                  {picture}
                </a>
              )}
            </Swiper.Item>
          );
        })}
      </Swiper>
    </section>
  );
}
