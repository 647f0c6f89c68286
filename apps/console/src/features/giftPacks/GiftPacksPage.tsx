import type { ConsoleGiftPackRow } from "@portal/contracts/console/gift-packs";
import { Button, Card, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateLocale } from "../../lib/i18n";
import { PagedTable, usePagedFilter } from "../../lib/PagedTable";
import { useGiftPacks, usePackGames } from "./api";
import { CodesDrawer } from "./CodesDrawer";
import { PackDialog } from "./PackDialog";

const stateColor = { scheduled: "blue", open: "green", ended: "default" } as const;

/** Gift packs with their live stock; each opens its form or its code pool. */
export function GiftPacksPage() {
  const { t } = useTranslation();
  const paging = usePagedFilter<{ gameId?: number }>({});
  const games = usePackGames();
  const packs = useGiftPacks(paging.query);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [codesOf, setCodesOf] = useState<ConsoleGiftPackRow | null>(null);
  const when = (at: string | null) => (at ? new Date(at).toLocaleString(dateLocale()) : "—");
  return (
    <Card
      title={t("giftPacks.title")}
      extra={
        <Space>
          <Select
            allowClear
            aria-label={t("giftPacks.game")}
            placeholder={t("giftPacks.allGames")}
            style={{ width: 220 }}
            value={paging.filter.gameId}
            onChange={(gameId) => paging.setFilter({ gameId })}
            options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
          />
          <Button type="primary" onClick={() => setEditing("new")}>
            {t("giftPacks.new")}
          </Button>
        </Space>
      }
    >
      <PagedTable<ConsoleGiftPackRow>
        list={packs}
        page={paging.page}
        onPage={paging.setPage}
        columns={[
          {
            title: t("giftPacks.name"),
            render: (_, pack) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{pack.name}</Typography.Text>
                <Typography.Text type="secondary">{pack.gameName}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t("giftPacks.window"),
            render: (_, pack) => (
              <Space direction="vertical" size={0}>
                <span>
                  {when(pack.startsAt)} → {when(pack.validUntil)}
                </span>
                <Tag color={stateColor[pack.state]}>{t(`giftPacks.state.${pack.state}`)}</Tag>
              </Space>
            ),
          },
          {
            title: t("giftPacks.kind"),
            render: (_, pack) => (
              <Space wrap size={4}>
                {pack.taskKind ? <Tag color="purple">{t(`giftPacks.task.${pack.taskKind}`)}</Tag> : null}
                {pack.pointsCost > 0 ? (
                  <Tag color="gold">{t("giftPacks.pointsTag", { points: pack.pointsCost })}</Tag>
                ) : null}
                {pack.mailOnly ? <Tag>{t("giftPacks.mailOnly")}</Tag> : null}
                {!pack.taskKind && pack.pointsCost === 0 && !pack.mailOnly ? (
                  <Tag>{t("giftPacks.free")}</Tag>
                ) : null}
              </Space>
            ),
          },
          {
            title: t("giftPacks.stock"),
            render: (_, pack) => (
              <span data-testid={`stock-${pack.id}`}>
                {t("giftPacks.stockLine", {
                  unclaimed: pack.stock.unclaimed.toLocaleString(dateLocale()),
                  claimed: pack.stock.claimed.toLocaleString(dateLocale()),
                  total: pack.stock.total.toLocaleString(dateLocale()),
                })}
              </span>
            ),
          },
          {
            title: t("giftPacks.actions"),
            render: (_, pack) => (
              <Space>
                <Button onClick={() => setEditing(pack.id)}>{t("giftPacks.edit")}</Button>
                <Button onClick={() => setCodesOf(pack)}>{t("giftPacks.codes")}</Button>
              </Space>
            ),
          },
        ]}
      />
      {editing !== null ? (
        <PackDialog packId={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {codesOf ? <CodesDrawer pack={codesOf} onClose={() => setCodesOf(null)} /> : null}
    </Card>
  );
}
