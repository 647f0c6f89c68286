import { type GameChoice, listGameChoices } from "@portal/contracts/console/game-choices";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "./api";

/** A game's name in the console's language (English, then any name, then its slug). */
function nameOf(game: GameChoice, language: string) {
  return game.names[language] || game.names.en || Object.values(game.names).find(Boolean) || game.slug;
}

/**
 * Picks a game by its name in any language, showing its icon; the value is the game's id (null:
 * none). The game already chosen is always among the options, so its name shows at once.
 */
export function GamePicker(props: {
  /** A number, or its text (a filter read from the address). */
  value?: number | string | null;
  onChange?: (gameId: number | null) => void;
  label: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState("");
  const chosen = props.value ? Number(props.value) : undefined;
  const choices = useQuery({
    queryKey: ["console", "game-choices", search, chosen],
    queryFn: () => call(listGameChoices, { query: { q: search || undefined, gameId: chosen } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return (
    <Select<number>
      aria-label={props.label}
      placeholder={t("gamePicker.placeholder")}
      allowClear={props.allowClear ?? true}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={choices.isFetching}
      notFoundContent={choices.isFetching ? undefined : t("gamePicker.notFound")}
      style={{ width: 280, ...props.style }}
      value={chosen}
      onChange={(gameId) => {
        setSearch("");
        props.onChange?.(gameId ?? null);
      }}
      options={(choices.data?.items ?? []).map((game) => {
        const name = nameOf(game, i18n.language);
        return {
          value: game.id,
          title: name,
          "aria-label": name,
          label: (
            <Space size={8}>
              {game.icon ? (
                <img
                  src={game.icon}
                  alt=""
                  width={20}
                  height={20}
                  style={{ borderRadius: 4, display: "block" }}
                />
              ) : (
                <span style={{ display: "inline-block", width: 20 }} />
              )}
              <span>{name}</span>
              <span style={{ color: "#8c8c8c" }}>#{game.id}</span>
            </Space>
          ),
        };
      })}
    />
  );
}
