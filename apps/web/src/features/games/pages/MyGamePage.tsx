import { myGameKinds } from "@portal/contracts/refs/games";
import { Button, Tabs } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import stickyTabs from "../../../components/StickyTabs.module.css";
import { showDate } from "../../../lib/dates";
import { type MyGameKind, useMyGames } from "../api";
import { GameList } from "../components/GameList";
import styles from "./MyGamePage.module.css";

const emptyText = { followed: "emptyFollowed", reserved: "emptyReserved", played: "emptyPlayed" } as const;

/** My Game (`/mine/myGame`): the games the player follows, reserved, and played lately. */
export function MyGamePage() {
  const { t } = useTranslation("games");
  const [search, setSearch] = useSearchParams();
  const asked = search.get("tab");
  const kind: MyGameKind = myGameKinds.includes(asked as MyGameKind) ? (asked as MyGameKind) : "followed";
  return (
    <div className={styles.page}>
      <PageHeader title={t("myGame.title")} />
      <Tabs
        activeKey={kind}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        className={stickyTabs.underHeader}
      >
        {myGameKinds.map((key) => (
          <Tabs.Tab key={key} title={t(`myGame.${key}`)} />
        ))}
      </Tabs>
      <MyGameList key={kind} kind={kind} />
    </div>
  );
}

function MyGameList({ kind }: { kind: MyGameKind }) {
  const { t } = useTranslation("games");
  const list = useMyGames(kind);
  const date = (at: string) => showDate(at);
  return (
    <GameList
      query={list}
      registered={kind === "reserved"}
      extra={(game) => t(`myGame.${kind}At`, { date: date(game.at) })}
      empty={
        <EmptyState title={t("common:noContent")} description={t(`myGame.${emptyText[kind]}`)}>
          <Link to="/games">
            <Button color="primary" size="small">
              {t("myGame.browse")}
            </Button>
          </Link>
        </EmptyState>
      }
    />
  );
}
