import { Button, Card, Popconfirm, Space, Table, type TableProps, Tag } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "./feedback";
import { dateLocale } from "./i18n";

type Columns<T> = NonNullable<TableProps<T>["columns"]>;

interface Props<T>
  extends Omit<TableProps<T>, "dataSource" | "loading" | "pagination" | "columns" | "title"> {
  title: ReactNode;
  /** The label of the button that opens the form of a new row. */
  newLabel: string;
  list: { isPending: boolean; data?: { items: T[] } };
  columns: Columns<T>;
  /** The form of one row, or of a new one (`row` undefined); it calls `onClose` when done. */
  dialog: (row: T | undefined, onClose: () => void) => ReactNode;
  /** The label of a row's edit button ("Edit" by default). */
  editLabel?: string;
  /** A row's delete button: asks `confirm`, then `run`s; a refusal shows the server's message. */
  remove?: { confirm: string; run: (row: T) => Promise<unknown> };
}

/** A whole list on one card: its rows, each with Edit (and Delete), a New button and the form dialog. */
export function ListCard<T extends { id: number }>({
  title,
  newLabel,
  list,
  columns,
  dialog,
  editLabel,
  remove,
  ...table
}: Props<T>) {
  const { t } = useTranslation();
  const { failed } = useFeedback();
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const actions: Columns<T>[number] = {
    title: t("content.actions"),
    render: (_, row) => (
      <Space>
        <Button onClick={() => setEditing(row)}>{editLabel ?? t("content.edit")}</Button>
        {remove ? (
          <Popconfirm title={remove.confirm} onConfirm={() => remove.run(row).catch(failed)}>
            <Button danger>{t("content.delete")}</Button>
          </Popconfirm>
        ) : null}
      </Space>
    ),
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
      <Table<T>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        pagination={false}
        columns={[...columns, actions]}
        {...table}
      />
      {editing ? dialog(editing === "new" ? undefined : editing, () => setEditing(null)) : null}
    </Card>
  );
}

/** When a dated item shows (from → until) and whether it is showing now. */
export function WindowCell(props: { startsAt: string | null; endsAt: string | null; running: boolean }) {
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
