import { Link } from "react-router";
import { Picture } from "../../../components/Picture";
import type { HomeInfo } from "../api";
import styles from "./BannerCarousel.module.css";

export type Banner = HomeInfo["banners"][number];

/** One banner: leads into the portal (a path) or out to a web address. */
export function BannerLink({ banner, priority = false }: { banner: Banner; priority?: boolean }) {
  const picture = (
    <>
      <Picture src={banner.image} className={styles.image} priority={priority} />
      <span className={styles.title}>{banner.title}</span>
    </>
  );
  return banner.link.startsWith("/") ? (
    <Link to={banner.link} className={styles.banner}>
      {picture}
    </Link>
  ) : (
    <a href={banner.link} className={styles.banner} target="_blank" rel="noopener noreferrer">
      {picture}
    </a>
  );
}
