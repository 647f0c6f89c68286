import { GAME_SEARCH_MAX, gameSorts, gameTypes, platforms } from "@portal/contracts/refs/games";
import { Dropdown, type DropdownRef, SearchBar, Selector, Tabs } from "antd-mobile";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { useAddressParams, useSearchText } from "../../../lib/address-params";
import { type GameListFilters, type GameSort, type GameType, type Platform, useGameList } from "../api";
import { BackToTop } from "../components/BackToTop";
import { GameList } from "../components/GameList";
import styles from "./CataloguePage.module.css";

const statusFilters = ["all", "preRegistration", "released"] as const;
type StatusFilter = (typeof statusFilters)[number];

/** One of `allowed`, read from the address, or undefined. */
function pick<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const value = params.get(name);
  return allowed.find((option) => option === value);
}

/** The catalogue (`/games`): every game, searched by name, filtered and sorted. */
export function CataloguePage() {
  const { t } = useTranslation("games");
  const dropdown = useRef<DropdownRef>(null);
  // Filters live in the address, so a filtered list can be shared and survives a reload.
  const [params, setParam] = useAddressParams();
  const sort: GameSort = pick(params, "sort", gameSorts) ?? "newest";
  const type = pick(params, "type", gameTypes);
  const platform = pick(params, "platform", platforms);
  const status: StatusFilter = pick(params, "status", statusFilters) ?? "all";
  const setSort = (value: string) => setParam("sort", value === "newest" ? undefined : value);
  const setType = (value: string | undefined) => setParam("type", value);
  const setPlatform = (value: string | undefined) => setParam("platform", value);
  const setStatus = (value: string | undefined) => setParam("status", value === "all" ? undefined : value);
  const { text, setText, q } = useSearchText((typed) => typed.trim());

  const filters: GameListFilters = {
    sort,
    type,
    platform,
    q: q || undefined,
    preRegistration: status === "preRegistration" ? "true" : undefined,
    status: status === "released" ? "released" : undefined,
  };
  const list = useGameList(filters);

  const all = { label: t("catalogue.all"), value: "" };
  const choose =
    <T extends string>(set: (value: T | undefined) => void) =>
    (values: string[]) => {
      set((values[0] || undefined) as T | undefined);
      dropdown.current?.close();
    };

  return (
    <div className={styles.page}>
      <PageHeader title={t("catalogue.title")} />
      <div className={styles.filters}>
        <div className={styles.search}>
          <SearchBar
            placeholder={t("catalogue.searchPlaceholder")}
            value={text}
            onChange={setText}
            maxLength={GAME_SEARCH_MAX}
            aria-label={t("catalogue.searchPlaceholder")}
          />
        </div>
        <Tabs activeKey={sort} onChange={(key) => setSort(key as GameSort)} className={styles.tabs}>
          {gameSorts.map((key) => (
            <Tabs.Tab key={key} title={t(`catalogue.sort.${key}`)} />
          ))}
        </Tabs>
        <Dropdown ref={dropdown} className={styles.dropdown}>
          <Dropdown.Item
            key="type"
            title={type ? t(`types.${type}`) : t("catalogue.type")}
            highlight={!!type}
          >
            <div className={styles.panel}>
              <Selector
                columns={3}
                value={[type ?? ""]}
                onChange={choose<GameType>(setType)}
                options={[all, ...gameTypes.map((value) => ({ label: t(`types.${value}`), value }))]}
              />
            </div>
          </Dropdown.Item>
          <Dropdown.Item
            key="platform"
            title={platform ? t(`platforms.${platform}`) : t("catalogue.platform")}
            highlight={!!platform}
          >
            <div className={styles.panel}>
              <Selector
                columns={3}
                value={[platform ?? ""]}
                onChange={choose<Platform>(setPlatform)}
                options={[all, ...platforms.map((value) => ({ label: t(`platforms.${value}`), value }))]}
              />
            </div>
          </Dropdown.Item>
          <Dropdown.Item
            key="status"
            title={status === "all" ? t("catalogue.status") : statusLabel(status, t)}
            highlight={status !== "all"}
          >
            <div className={styles.panel}>
              <Selector
                columns={1}
                value={[status]}
                onChange={(values) => {
                  setStatus(values[0]);
                  dropdown.current?.close();
                }}
                options={statusFilters.map((value) => ({
                  label: statusLabel(value, t),
                  value,
                }))}
              />
            </div>
          </Dropdown.Item>
        </Dropdown>
      </div>
      <GameList query={list} atTop />
      <BackToTop />
    </div>
  );
}

function statusLabel(status: StatusFilter, t: (key: string) => string) {
  if (status === "preRegistration") return t("catalogue.preRegistrationOpen");
  if (status === "released") return t("catalogue.released");
  return t("catalogue.all");
}
