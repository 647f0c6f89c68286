import { type ConsoleOrderSummary, searchOrders } from "@portal/contracts/console/orders";
import { orderStatuses } from "@portal/contracts/topup";
import { Alert, Button, Card, DatePicker, Form, Input, Select, Space, Table } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { GamePicker } from "../../lib/GamePicker";
import { zodRule } from "../../lib/zod-rule";
import { type OrderFilter, useOrderSearch } from "./api";
import { money, when } from "./money";
import { OrderStatusTag } from "./OrderStatusTag";

interface FilterForm {
  orderNo?: string;
  player?: string;
  gameId?: string;
  status?: OrderFilter["status"];
  days?: [{ format(f: string): string }, { format(f: string): string }] | null;
  providerRef?: string;
}

const fields = ["orderNo", "player", "gameId", "status", "from", "to", "providerRef"] as const;
const { shape } = searchOrders.query;

/** A typed filter, checked by the search contract's rule for it; `hint` shows when it is empty. */
function TextFilter({
  name,
  label,
  hint,
}: {
  name: "orderNo" | "player" | "providerRef";
  label: string;
  hint?: string;
}) {
  return (
    <Form.Item name={name} rules={[zodRule(shape[name])]}>
      <Input aria-label={label} placeholder={hint ?? label} allowClear style={{ width: 210 }} />
    </Form.Item>
  );
}

/** Orders by number, player, game, status, days and provider reference; newest first, "more" pages on. */
export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(
    fields.flatMap((field) => (params.get(field) ? [[field, params.get(field)]] : [])),
  ) as OrderFilter;
  const search = useOrderSearch(filter);
  const [form] = Form.useForm<FilterForm>();

  const submit = (values: FilterForm) => {
    const next: Record<string, string> = {};
    for (const field of ["orderNo", "player", "gameId", "status", "providerRef"] as const) {
      const value = values[field]?.toString().trim();
      if (value) next[field] = value;
    }
    if (values.days) {
      next.from = values.days[0].format("YYYY-MM-DD");
      next.to = values.days[1].format("YYYY-MM-DD");
    }
    setParams(next);
  };
  const rows = search.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card
      title={t("orders.title")}
      extra={<Link to="/orders/reconciliation">{t("orders.reconciliation")}</Link>}
    >
      <Form
        form={form}
        layout="inline"
        onFinish={submit}
        initialValues={filter}
        style={{ marginBottom: 16, rowGap: 8 }}
        requiredMark={false}
      >
        <TextFilter name="orderNo" label={t("orders.orderNo")} />
        <TextFilter name="player" label={t("orders.player")} hint={t("orders.playerHint")} />
        <Form.Item name="gameId">
          <GamePicker label={t("orders.gameId")} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="status">
          <Select
            aria-label={t("orders.statusLabel")}
            placeholder={t("orders.statusLabel")}
            allowClear
            style={{ width: 130 }}
            options={orderStatuses.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="days">
          <DatePicker.RangePicker aria-label={t("orders.days")} />
        </Form.Item>
        <TextFilter name="providerRef" label={t("orders.providerRef")} />
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t("orders.search")}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setParams({});
              }}
            >
              {t("orders.clear")}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {search.isError && <Alert type="error" title={search.error.message} showIcon />}
      <Table<ConsoleOrderSummary>
        rowKey="orderNo"
        size="middle"
        loading={search.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t("orders.none") }}
        columns={[
          {
            title: t("orders.orderNo"),
            render: (_, order) => <Link to={`/orders/${order.orderNo}`}>{order.orderNo}</Link>,
          },
          {
            title: t("orders.player"),
            render: (_, order) => <Link to={`/players/${order.playerId}`}>{order.playerNickname}</Link>,
          },
          { title: t("orders.game"), dataIndex: "gameName" },
          { title: t("orders.amount"), render: (_, order) => money(order.amountMinor, order.currency) },
          {
            title: t("orders.refunded"),
            render: (_, order) => (order.refundedMinor ? money(order.refundedMinor, order.currency) : "—"),
          },
          { title: t("orders.statusLabel"), render: (_, order) => <OrderStatusTag status={order.status} /> },
          { title: t("orders.createdAt"), render: (_, order) => when(order.createdAt) },
        ]}
      />
      {search.hasNextPage && (
        <Button
          style={{ marginTop: 16 }}
          onClick={() => search.fetchNextPage()}
          loading={search.isFetchingNextPage}
        >
          {t("orders.more")}
        </Button>
      )}
    </Card>
  );
}
