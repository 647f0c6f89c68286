import { Button, Card, Space, Table, type TableColumnType, type TableProps, Tag } from "antd";
import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton } from "./DeleteButton";
import { dateLocale } from "./i18n";
import { PagedTable } from "./PagedTable";

type Columns<T> = NonNullable<TableProps<T>["columns"]>;

interface Props<T>
  extends Omit<TableProps<T>, "dataSource" | "loading" | "pagination" | "columns" | "title"> {
  title: ReactNode;
  /** The label of the button that opens the form of a new row. */
  newLabel: string;
  list: { isPending: boolean; data?: { items: T[]; total?: number } };
  /** A paged list (`usePagedFilter`): the page shown, with the pager under the rows. */
  paged?: { page: number; onPage: (page: number) => void };
  /** The list's filters, above the rows. */
  filters?: ReactNode;
  columns: Columns<T>;
  /** The form of one row, or of a new one (`row` undefined); it calls `onClose` when done. */
  dialog: (row: T | undefined, onClose: () => void) => ReactNode;
  /** The label of a row's edit button ("Edit" by default). */
  editLabel?: string;
  /** A click on a row opens its form, instead of an Edit button. */
  editOnRowClick?: boolean;
  /** A row's delete button: asks `confirm`, then `run`s; a refusal shows the server's message. */
  remove?: { confirm: string; run: (row: T) => Promise<unknown>; name?: (row: T) => string };
  /** More buttons of a row, after Edit. */
  rowActions?: (row: T) => ReactNode;
}

/**
 * A list on one card: its rows (all, or a page with the pager), each with Edit (or a click on the
 * row), Delete and other actions, its filters, a New button and the form dialog.
 */
export function ListCard<T extends object>({
  title,
  newLabel,
  list,
  paged,
  filters,
  columns,
  dialog,
  editLabel,
  editOnRowClick,
  remove,
  rowActions,
  ...table
}: Props<T>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const actions: Columns<T>[number] = {
    title: t("kit.actions"),
    render: (_, row) => (
      <Space>
        {editOnRowClick ? null : (
          <Button onClick={() => setEditing(row)}>{editLabel ?? t("kit.edit")}</Button>
        )}
        {rowActions?.(row)}
        {remove ? (
          <DeleteButton name={remove.name?.(row)} confirm={remove.confirm} onDelete={() => remove.run(row)} />
        ) : null}
      </Space>
    ),
  };
  const rows = {
    columns: [...columns, actions],
    onRow: editOnRowClick
      ? (row: T) => ({ onClick: () => setEditing(row), style: { cursor: "pointer" } })
      : undefined,
    ...table,
  };
  return (
    <Card
      title={title}
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          {newLabel}
        </Button>
      }
    >
      {filters ? (
        <Space style={{ marginBottom: 16 }} wrap>
          {filters}
        </Space>
      ) : null}
      {paged ? (
        <PagedTable<T>
          list={{ ...list, data: list.data && { items: list.data.items, total: list.data.total ?? 0 } }}
          page={paged.page}
          onPage={paged.onPage}
          {...rows}
        />
      ) : (
        <Table<T>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.items ?? []}
          pagination={false}
          {...rows}
        />
      )}
      {editing ? dialog(editing === "new" ? undefined : editing, () => setEditing(null)) : null}
    </Card>
  );
}

/** When a dated item shows (from → until) and whether it is showing now. */
export function WindowCell(props: Windowed) {
  const { t } = useTranslation();
  const when = (at: string | null) => (at ? new Date(at).toLocaleString(dateLocale()) : "—");
  return (
    <Space direction="vertical" size={0}>
      <span>
        {when(props.startsAt)} → {when(props.endsAt)}
      </span>
      {props.running ? <Tag color="green">{t("content.running")}</Tag> : <Tag>{t("content.notRunning")}</Tag>}
    </Space>
  );
}

interface Windowed {
  startsAt: string | null;
  endsAt: string | null;
  running: boolean;
}

/** The table column of a dated row's window (`WindowCell`). */
export const windowColumn = <T extends Windowed>(t: TFunction): TableColumnType<T> => ({
  title: t("content.window"),
  render: (_, row) => <WindowCell {...row} />,
});
