import type { ConsoleGameRow } from "@portal/contracts/console/content";
import { Button, Card, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PagedTable, usePagedFilter } from "../../lib/PagedTable";
import { useGames } from "./api";
import { type PublishFilter, PublishFilters, publishColumns } from "./publishing";

/** Games: search, filter by state and by missing translations; a row opens the editor. */
export function GamesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paging = usePagedFilter<PublishFilter & { q?: string }>({});
  const games = useGames(paging.query);
  return (
    <Card
      title={t("content.games")}
      extra={
        <Button type="primary" onClick={() => navigate("/content/games/new")}>
          {t("content.newGame")}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          aria-label={t("content.search")}
          placeholder={t("content.search")}
          allowClear
          onSearch={(text) => paging.setFilter({ q: text || undefined })}
          style={{ width: 260 }}
        />
        <PublishFilters filter={paging.filter} onChange={paging.setFilter} />
      </Space>
      <PagedTable<ConsoleGameRow>
        list={games}
        page={paging.page}
        onPage={paging.setPage}
        onRow={(game) => ({
          onClick: () => navigate(`/content/games/${game.id}`),
          style: { cursor: "pointer" },
        })}
        columns={[
          { title: "ID", dataIndex: "id", width: 70 },
          {
            title: t("content.name"),
            render: (_, game) => (
              <a href={`#${game.id}`} onClick={(event) => event.preventDefault()}>
                {game.names.en || game.slug}
              </a>
            ),
          },
          { title: t("content.nameZh"), render: (_, game) => game.names.zh || "—" },
          { title: t("content.slug"), dataIndex: "slug" },
          { title: t("content.status"), render: (_, game) => t(`content.statuses.${game.status}`) },
          ...publishColumns<ConsoleGameRow>(t),
        ]}
      />
    </Card>
  );
}
