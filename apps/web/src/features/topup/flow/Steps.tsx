import type { PaymentRegion } from "@portal/contracts/topup";
import { Selector } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useGoods, useRegions, useRoles, useServers, useTopupGames } from "../api";
import { LoadFailed } from "../components/LoadFailed";
import styles from "../components/Topup.module.css";
import { money } from "../money";
import type { Choice } from "./choice";

type Choose = (next: Partial<Choice>) => void;

/** A step of the flow: a titled section. */
export function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The games the player can top up, the most recent marked; a new game starts a new choice. */
export function GameStep({ choice, onChoose }: { choice: Choice; onChoose: (appId: number) => void }) {
  const { t } = useTranslation("topup");
  const games = useTopupGames();
  return (
    <Step id="topup-game" title={t("game")}>
      {games.isError && <LoadFailed what="games" onRetry={() => games.refetch()} />}
      <div className={styles.games}>
        {games.data?.map((game) => (
          <button
            key={game.appId}
            type="button"
            className={styles.game}
            aria-pressed={game.appId === choice.appId}
            onClick={() => onChoose(game.appId)}
          >
            {game.icon ? <img src={game.icon} alt="" /> : null}
            <span className={styles.gameName}>{game.name}</span>
            {game.recent && <span className={styles.tag}>{t("recent")}</span>}
          </button>
        ))}
      </div>
    </Step>
  );
}

/** The game's servers, the last used marked; a new server drops the role. */
export function ServerStep({ choice, choose }: { choice: Choice; choose: Choose }) {
  const { t } = useTranslation("topup");
  const servers = useServers(choice.appId);
  return (
    <Step id="topup-server" title={t("server")}>
      {servers.isError && <LoadFailed what="servers" onRetry={() => servers.refetch()} />}
      <Selector
        columns={3}
        value={choice.serverId ? [choice.serverId] : []}
        options={(servers.data ?? []).map((s) => ({
          label: s.name,
          value: s.serverId,
          description: s.last ? t("lastUsed") : undefined,
        }))}
        onChange={(value) => value[0] && choose({ serverId: value[0], roleId: undefined })}
      />
    </Step>
  );
}

/** The player's roles on the server, with the chosen role's card. */
export function RoleStep({ choice, choose }: { choice: Choice; choose: Choose }) {
  const { t } = useTranslation("topup");
  const roles = useRoles(choice.appId, choice.serverId);
  const role = roles.data?.find((r) => r.roleId === choice.roleId);
  return (
    <Step id="topup-role" title={t("role")}>
      {roles.isError && <LoadFailed what="roles" onRetry={() => roles.refetch()} />}
      {roles.data?.length === 0 && <p className={styles.hint}>{t("noRoles")}</p>}
      <Selector
        columns={2}
        value={choice.roleId ? [choice.roleId] : []}
        options={(roles.data ?? []).map((r) => ({
          label: r.name,
          value: r.roleId,
          description: t("level", { level: r.level }),
        }))}
        onChange={(value) => value[0] && choose({ roleId: value[0] })}
      />
      {role && (
        <p className={styles.roleCard} data-testid="role-card">
          {role.name} · {t("level", { level: role.level })} · {role.roleId}
        </p>
      )}
    </Step>
  );
}

/** The payment regions the server offers, with their currency; a new region drops method and coupon. */
export function RegionStep({ region, choose }: { region: PaymentRegion | undefined; choose: Choose }) {
  const { t } = useTranslation("topup");
  const regions = useRegions();
  return (
    <Step id="topup-region" title={t("region")}>
      <Selector
        columns={5}
        value={region ? [region] : []}
        options={(regions.data?.regions ?? []).map((r) => ({
          label: r.id,
          value: r.id as PaymentRegion,
          description: r.currency,
        }))}
        onChange={(value) => value[0] && choose({ region: value[0], method: undefined, couponId: undefined })}
      />
    </Step>
  );
}

/** The game's items priced in the region's currency; a new item drops the coupon. */
export function GoodsStep({
  choice,
  region,
  choose,
}: {
  choice: Choice;
  region: PaymentRegion;
  choose: Choose;
}) {
  const { t } = useTranslation("topup");
  const goods = useGoods(choice.appId, region);
  return (
    <Step id="topup-goods" title={t("goods")}>
      {goods.isError && <LoadFailed what="goods" onRetry={() => goods.refetch()} />}
      <Selector
        columns={2}
        value={choice.goodsId ? [choice.goodsId] : []}
        options={(goods.data ?? []).map((g) => ({
          label: g.name,
          value: g.goodsId,
          description: money(g.priceMinor, g.currency),
        }))}
        onChange={(value) => value[0] && choose({ goodsId: value[0], couponId: undefined })}
      />
    </Step>
  );
}
