import type { BroadcastItem } from "@portal/contracts/console/broadcasts";
import { Button, Card, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PagedTable } from "../../lib/PagedTable";
import { useBroadcasts } from "./api";
import { ComposeDialog } from "./ComposeDialog";
import { CancelButton, SegmentText, StatusTag, timeText } from "./parts";

/** Every broadcast, newest first, with its sent, read and claimed counts. */
export function BroadcastsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const list = useBroadcasts(page);
  return (
    <Card
      title={t("broadcasts.title")}
      extra={
        <Button type="primary" onClick={() => setComposing(true)}>
          {t("broadcasts.new")}
        </Button>
      }
    >
      <PagedTable<BroadcastItem>
        list={list}
        page={page}
        onPage={setPage}
        columns={[
          {
            title: t("broadcasts.subject"),
            width: 280,
            render: (_, item) => <Link to={`/broadcasts/${item.id}`}>{item.title}</Link>,
          },
          {
            title: t("broadcasts.channel"),
            render: (_, item) => (
              <Space size={4}>
                <Tag>{t(`broadcasts.channels.${item.channel}`)}</Tag>
                {item.giftPackId !== null ? <Tag color="purple">{t("broadcasts.withGift")}</Tag> : null}
              </Space>
            ),
          },
          { title: t("broadcasts.segment"), render: (_, item) => <SegmentText item={item} /> },
          { title: t("broadcasts.sendAt"), render: (_, item) => timeText(item.sendAt) },
          {
            title: t("broadcasts.statusLabel"),
            width: 100,
            render: (_, item) => <StatusTag status={item.status} />,
          },
          { title: t("broadcasts.sent"), align: "right", width: 90, render: (_, item) => item.counts.sent },
          { title: t("broadcasts.read"), align: "right", width: 90, render: (_, item) => item.counts.read },
          {
            title: t("broadcasts.claimed"),
            align: "right",
            width: 90,
            render: (_, item) => (item.giftPackId !== null ? item.counts.claimed : "—"),
          },
          { title: t("content.actions"), width: 150, render: (_, item) => <CancelButton item={item} /> },
        ]}
      />
      {composing ? <ComposeDialog onClose={() => setComposing(false)} /> : null}
    </Card>
  );
}
