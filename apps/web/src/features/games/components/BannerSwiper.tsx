import { Swiper } from "antd-mobile";
import styles from "./BannerCarousel.module.css";
import { type Banner, BannerLink } from "./BannerLink";

/** How long each banner stays before the next one (spec: autoplay bar 3 s). */
export const BANNER_AUTOPLAY_MS = 3000;

export function BannerSwiper({ banners }: { banners: Banner[] }) {
  return (
    <Swiper
      autoplay
      autoplayInterval={BANNER_AUTOPLAY_MS}
      loop={banners.length > 1}
      className={styles.swiper}
    >
      {banners.map((banner) => (
        <Swiper.Item key={banner.id} data-testid="banner">
          <BannerLink banner={banner} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
