import type { ConsoleGameRow } from "@portal/contracts/console/content";
import { type PublishState, publishStates } from "@portal/contracts/console/texts";
import { Button, Card, Checkbox, Input, Select, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { dateLocale } from "../../lib/i18n";
import { MissingLanguages } from "../../lib/LocalizedTextField";
import { PagedTable, usePagedFilter } from "../../lib/PagedTable";
import { useGames } from "./api";

const stateColors: Record<PublishState, string> = { draft: "default", scheduled: "blue", published: "green" };

export function PublishStateTag({ state, at }: { state: PublishState; at?: string | null }) {
  const { t } = useTranslation();
  return (
    <Tag color={stateColors[state]}>
      {t(`content.states.${state}`)}
      {state === "scheduled" && at ? ` · ${new Date(at).toLocaleString(dateLocale())}` : ""}
    </Tag>
  );
}

/** Games: search, filter by state and by missing translations; a row opens the editor. */
export function GamesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paging = usePagedFilter<{ q?: string; state?: PublishState; missing?: "true" }>({});
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
        <Select
          aria-label={t("content.state")}
          placeholder={t("content.state")}
          allowClear
          value={paging.filter.state}
          onChange={(state) => paging.setFilter({ state })}
          options={publishStates.map((value) => ({ value, label: t(`content.states.${value}`) }))}
          style={{ width: 160 }}
        />
        <Checkbox
          checked={paging.filter.missing === "true"}
          onChange={(event) => paging.setFilter({ missing: event.target.checked ? "true" : undefined })}
        >
          {t("texts.missingOnly")}
        </Checkbox>
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
          {
            title: t("content.state"),
            render: (_, game) => <PublishStateTag state={game.state} at={game.publishAt} />,
          },
          {
            title: t("texts.missing"),
            render: (_, game) => <MissingLanguages languages={game.missingLanguages} />,
          },
        ]}
      />
    </Card>
  );
}
