import { Select, type SelectProps, Table, type TableProps } from "antd";
import { type ReactNode, useState } from "react";

/** Rows a console list page shows at once. */
export const PAGE_SIZE = 20;

/** A list's page and filter: a new filter starts again from page 1. `query` is what the list route takes. */
export function usePagedFilter<F extends object>(initial: F) {
  const [page, setPage] = useState(1);
  const [filter, setFilterState] = useState(initial);
  const setFilter = (change: Partial<F>) => {
    setFilterState((current) => ({ ...current, ...change }));
    setPage(1);
  };
  return { page, setPage, filter, setFilter, query: { ...filter, page, pageSize: PAGE_SIZE } };
}

interface Props<T> extends Omit<TableProps<T>, "dataSource" | "pagination"> {
  /** The list query: its page of `items` and the `total` of rows. */
  list: { isPending: boolean; data?: { items: T[]; total: number } };
  page: number;
  onPage: (page: number) => void;
  showTotal?: (total: number) => ReactNode;
}

/** A table of one page of a list, with the pager under it. */
export function PagedTable<T extends object>({ list, page, onPage, showTotal, ...table }: Props<T>) {
  return (
    <Table<T>
      rowKey="id"
      loading={list.isPending}
      dataSource={list.data?.items ?? []}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: list.data?.total ?? 0,
        onChange: onPage,
        showSizeChanger: false,
        showTotal,
      }}
      {...table}
    />
  );
}

/** A list filter's select: its label is its placeholder too; clearing it shows everything again. */
export function FilterSelect<V>({
  label,
  width,
  ...select
}: SelectProps<V> & { label: string; width: number }) {
  return <Select<V> aria-label={label} placeholder={label} allowClear style={{ width }} {...select} />;
}
