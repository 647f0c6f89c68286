import { type ModerationAction, moderatedKinds, type QueueItem } from "@portal/contracts/console/moderation";
import { App as AntApp, Button, Card, Popconfirm, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dateLocale } from "../../lib/i18n";
import { AnswerAsOfficialButton, isAnswerable } from "./AnswerAsOfficial";
import { type QueueFilter, useModerate, useQueue } from "./api";

const PAGE_SIZE = 20;
export const stateColors = { shown: "green", hidden: "orange", deleted: "red" } as const;

/** Reports across reviews, replies, news comments and forum posts, with the actions on each text. */
export function QueuePage({ canSanction }: { canSanction: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<QueueFilter>({
    page: 1,
    pageSize: PAGE_SIZE,
    state: "open",
    sort: "mostReported",
  });
  const queue = useQueue(filter);
  const change = (next: Partial<QueueFilter>) => setFilter({ ...filter, ...next, page: 1 });
  return (
    <Card title={t("moderation.queueTitle")}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          aria-label={t("moderation.kind")}
          allowClear
          placeholder={t("moderation.allKinds")}
          style={{ width: 200 }}
          value={filter.kind}
          onChange={(kind) => change({ kind })}
          options={moderatedKinds.map((kind) => ({ value: kind, label: t(`moderation.kinds.${kind}`) }))}
        />
        <Select
          aria-label={t("moderation.state")}
          style={{ width: 160 }}
          value={filter.state}
          onChange={(state) => change({ state })}
          options={[
            { value: "open", label: t("moderation.open") },
            { value: "resolved", label: t("moderation.resolved") },
          ]}
        />
        <Select
          aria-label={t("moderation.sort")}
          style={{ width: 180 }}
          value={filter.sort}
          onChange={(sort) => change({ sort })}
          options={[
            { value: "mostReported", label: t("moderation.mostReported") },
            { value: "newest", label: t("moderation.newest") },
          ]}
        />
      </Space>
      <Table<QueueItem>
        rowKey={(item) => `${item.kind}:${item.id}`}
        loading={queue.isFetching}
        dataSource={queue.data?.items ?? []}
        pagination={{
          current: Number(filter.page),
          pageSize: PAGE_SIZE,
          total: queue.data?.total ?? 0,
          showTotal: (total) => t("moderation.total", { count: total }),
          onChange: (page) => setFilter({ ...filter, page }),
        }}
        columns={[
          {
            title: t("moderation.kind"),
            width: 130,
            render: (_, item) => t(`moderation.kinds.${item.kind}`),
          },
          {
            title: t("moderation.text"),
            // Whole and plain: a moderator reads all of it before acting.
            render: (_, item) => (
              <Link to={`/moderation/${item.kind}/${item.id}`} aria-label={t("moderation.openItem")}>
                <span style={{ whiteSpace: "pre-wrap" }}>{item.text}</span>
              </Link>
            ),
          },
          {
            title: t("moderation.author"),
            width: 150,
            render: (_, item) => (item.author ? `${item.author.nickname} (#${item.author.uid})` : "—"),
          },
          {
            title: t("moderation.reports"),
            width: 190,
            render: (_, item) => (
              <Space direction="vertical" size={2}>
                <strong>{item.reports}</strong>
                <span>
                  {item.reasons.map((r) => (
                    <Tag key={r.reason}>{`${t(`moderation.reasons.${r.reason}`)} ×${r.count}`}</Tag>
                  ))}
                </span>
              </Space>
            ),
          },
          {
            title: t("moderation.lastReported"),
            width: 170,
            render: (_, item) => new Date(item.lastReportedAt).toLocaleString(dateLocale()),
          },
          {
            title: t("moderation.state"),
            width: 100,
            render: (_, item) => (
              <Tag color={stateColors[item.state]}>{t(`moderation.states.${item.state}`)}</Tag>
            ),
          },
          {
            title: t("moderation.actions"),
            width: 260,
            render: (_, item) => <QueueActions item={item} canSanction={canSanction} />,
          },
        ]}
      />
    </Card>
  );
}

/** The actions on one text, in the queue's rows and on the text's own page. */
export function QueueActions({
  item,
  canSanction,
}: {
  item: Pick<QueueItem, "kind" | "id" | "text" | "author" | "state">;
  canSanction: boolean;
}) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const moderate = useModerate();
  const run = (action: ModerationAction) =>
    moderate.mutate(
      { kind: item.kind, id: item.id, action },
      {
        onSuccess: (result) =>
          message.success(result.changed ? t(`moderation.done.${action}`) : t("moderation.unchanged")),
        onError: (error) => message.error(error.message),
      },
    );
  const busy = moderate.isPending;
  return (
    <Space wrap size={4}>
      {item.state === "shown" && (
        <Button size="small" onClick={() => run("hide")} loading={busy}>
          {t("moderation.hide")}
        </Button>
      )}
      {item.state === "hidden" && (
        <Button size="small" onClick={() => run("restore")} loading={busy}>
          {t("moderation.restore")}
        </Button>
      )}
      {item.state !== "deleted" && (
        <Popconfirm title={t("moderation.confirmDelete")} onConfirm={() => run("delete")}>
          <Button size="small" danger loading={busy}>
            {t("moderation.delete")}
          </Button>
        </Popconfirm>
      )}
      <Button size="small" onClick={() => run("dismiss")} loading={busy}>
        {t("moderation.dismiss")}
      </Button>
      {item.author && (
        <Button size="small" onClick={() => run("warn")} loading={busy}>
          {t("moderation.warn")}
        </Button>
      )}
      {isAnswerable(item.kind) && item.state !== "deleted" && (
        <AnswerAsOfficialButton kind={item.kind} id={item.id} text={item.text} />
      )}
      {item.author && canSanction && <Link to={`/players/${item.author.uid}`}>{t("moderation.mute")}</Link>}
    </Space>
  );
}
