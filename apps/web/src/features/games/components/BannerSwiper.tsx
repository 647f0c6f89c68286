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
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.id} data-testid="banner">
          {/* The first banner is the first screen's largest picture when the server rendered the carousel. */}
          <BannerLink banner={banner} priority={index === 0} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
