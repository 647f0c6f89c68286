import type { author } from "@portal/contracts/reviews";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Avatar } from "../../components/Avatar";
import styles from "./comments.module.css";

export type Author = z.infer<typeof author>;

/** Avatar, name, VIP badge and level of whoever wrote a review or reply. */
export function AuthorLine({
  author,
  extra,
  small = false,
}: {
  author: Author;
  extra?: ReactNode;
  small?: boolean;
}) {
  const { t } = useTranslation("reviews");
  return (
    <div className={styles.author} data-small={small}>
      <Avatar src={author.avatar} className={styles.avatar} />
      <div className={styles.who}>
        <div className={styles.nameRow}>
          <span className={styles.name}>{author.nickname}</span>
          {author.staff && <span className={styles.officialBadge}>{t("official")}</span>}
          {author.vip && <span className={styles.vip}>{t("vip", { level: author.vipLevel })}</span>}
          {!author.staff && <span className={styles.level}>{t("level", { level: author.level })}</span>}
        </div>
        {extra && <div className={styles.meta}>{extra}</div>}
      </div>
    </div>
  );
}
