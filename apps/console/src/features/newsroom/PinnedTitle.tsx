import { Space, Tag } from "antd";
import { useTranslation } from "react-i18next";

interface Item {
  id: number;
  pinned: boolean;
  titles: Record<string, string>;
}

/**
 * A newsroom item's title (English, else Chinese), with "Pinned" before it when it is pinned; as a
 * link (the row opens the item) with `link`.
 */
export function PinnedTitle({ item, link }: { item: Item; link?: boolean }) {
  const { t } = useTranslation();
  const title = titleOf(item);
  return (
    <Space>
      {item.pinned ? <Tag color="gold">{t("newsroom.pinned")}</Tag> : null}
      {link ? (
        <a href={`#${item.id}`} onClick={(event) => event.preventDefault()}>
          {title}
        </a>
      ) : (
        title
      )}
    </Space>
  );
}

/** The name a delete button says for screen readers. */
export const titleOf = (item: { titles: Record<string, string> }) => item.titles.en || item.titles.zh || "";
