import { HOME_PICKS_MAX } from "@portal/contracts/console/content";
import { Button, Card, Col, List, Row, Select, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../../lib/feedback";
import { MoveButtons, moved } from "../../lib/MoveButtons";
import { useGames, useHomePicks, useSaveHomePicks } from "./api";
import { PublishStateTag } from "./publishing";

type Pick = { id: number; name: string; state: "draft" | "scheduled" | "published" };
type PickRow = "hot" | "recommended";

/** The home's hot and recommended rows: pick games and put them in order, then save both. */
export function HomePicksPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const saved = useHomePicks();
  const save = useSaveHomePicks();
  const [picks, setPicks] = useState<Record<PickRow, Pick[]>>({ hot: [], recommended: [] });
  useEffect(() => {
    if (saved.data) setPicks(saved.data);
  }, [saved.data]);
  const submit = () =>
    save
      .mutateAsync({
        hot: picks.hot.map((game) => game.id),
        recommended: picks.recommended.map((game) => game.id),
      })
      .then(() => feedback.saved(), feedback.failed);
  const change = (row: PickRow) => (games: Pick[]) => setPicks((current) => ({ ...current, [row]: games }));
  return (
    <Card
      title={t("content.homePicks")}
      loading={saved.isPending}
      extra={
        <Button type="primary" onClick={submit} loading={save.isPending}>
          {t("content.save")}
        </Button>
      }
    >
      <Row gutter={24}>
        <Col span={12}>
          <PickList title={t("content.hot")} games={picks.hot} onChange={change("hot")} />
        </Col>
        <Col span={12}>
          <PickList
            title={t("content.recommended")}
            games={picks.recommended}
            onChange={change("recommended")}
          />
        </Col>
      </Row>
    </Card>
  );
}

function PickList(props: { title: string; games: Pick[]; onChange: (games: Pick[]) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const options = useGames({ page: 1, pageSize: 20, q: search || undefined });
  const chosen = new Set(props.games.map((game) => game.id));
  return (
    <Card type="inner" title={props.title}>
      <Select
        showSearch={{ filterOption: false, onSearch: setSearch }}
        aria-label={`${t("content.addGame")} ${props.title}`}
        placeholder={t("content.addGame")}
        value={null}
        disabled={props.games.length >= HOME_PICKS_MAX}
        style={{ width: "100%", marginBottom: 12 }}
        options={(options.data?.items ?? [])
          .filter((game) => !chosen.has(game.id))
          .map((game) => ({ value: game.id, label: game.names.en || game.slug }))}
        onChange={(id: number) => {
          const game = options.data?.items.find((item) => item.id === id);
          if (game)
            props.onChange([...props.games, { id, name: game.names.en || game.slug, state: game.state }]);
        }}
      />
      <List
        bordered
        dataSource={props.games}
        renderItem={(game, index) => (
          <List.Item
            actions={[
              <MoveButtons
                key="move"
                index={index}
                count={props.games.length}
                onMove={(by) => props.onChange(moved(props.games, index, by))}
              />,
              <Button
                key="remove"
                size="small"
                onClick={() => props.onChange(props.games.filter((other) => other.id !== game.id))}
              >
                {t("content.remove")}
              </Button>,
            ]}
          >
            <Space>
              <span>{game.name}</span>
              {game.state === "published" ? null : <PublishStateTag state={game.state} />}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
