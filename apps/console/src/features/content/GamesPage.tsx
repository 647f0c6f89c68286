import type { ConsoleGameRow } from "@portal/contracts/console/content";
import { type PublishState, publishStates } from "@portal/contracts/console/texts";
import { Button, Card, Checkbox, Input, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { dateLocale } from "../../lib/i18n";
import { MissingLanguages } from "../../lib/LocalizedTextField";
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
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [state, setState] = useState<PublishState | undefined>();
  const [missing, setMissing] = useState(false);
  const games = useGames({
    page,
    pageSize: 20,
    q: q || undefined,
    state,
    missing: missing ? "true" : undefined,
  });
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
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
          style={{ width: 260 }}
        />
        <Select
          aria-label={t("content.state")}
          placeholder={t("content.state")}
          allowClear
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={publishStates.map((value) => ({ value, label: t(`content.states.${value}`) }))}
          style={{ width: 160 }}
        />
        <Checkbox
          checked={missing}
          onChange={(event) => {
            setMissing(event.target.checked);
            setPage(1);
          }}
        >
          {t("texts.missingOnly")}
        </Checkbox>
      </Space>
      <Table<ConsoleGameRow>
        rowKey="id"
        loading={games.isPending}
        dataSource={games.data?.items ?? []}
        onRow={(game) => ({
          onClick: () => navigate(`/content/games/${game.id}`),
          style: { cursor: "pointer" },
        })}
        pagination={{
          current: page,
          pageSize: 20,
          total: games.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
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
