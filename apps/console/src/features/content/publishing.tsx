import { type PublishState, publishStates } from "@portal/contracts/console/texts";
import { Checkbox, type TableColumnType, Tag } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { dateLocale } from "../../lib/i18n";
import { missingColumn } from "../../lib/LocalizedTextField";
import { FilterSelect } from "../../lib/PagedTable";

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

/** The filter of a list of published things: by state, and only those missing translations. */
export interface PublishFilter {
  state?: PublishState;
  missing?: "true";
}

/** The state select and the "missing translations only" box of a list (set with `usePagedFilter`). */
export function PublishFilters(props: { filter: PublishFilter; onChange: (change: PublishFilter) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <FilterSelect
        label={t("content.state")}
        value={props.filter.state}
        onChange={(state) => props.onChange({ state })}
        options={publishStates.map((value) => ({ value, label: t(`content.states.${value}`) }))}
        width={160}
      />
      <Checkbox
        checked={props.filter.missing === "true"}
        onChange={(event) => props.onChange({ missing: event.target.checked ? "true" : undefined })}
      >
        {t("texts.missingOnly")}
      </Checkbox>
    </>
  );
}

interface Published {
  state: PublishState;
  publishAt: string | null;
  missingLanguages: string[];
}

/** A published thing's state (and when it goes out) and its missing translations, as two columns. */
export const publishColumns = <T extends Published>(t: TFunction): TableColumnType<T>[] => [
  { title: t("content.state"), render: (_, row) => <PublishStateTag state={row.state} at={row.publishAt} /> },
  missingColumn<T>(t),
];
