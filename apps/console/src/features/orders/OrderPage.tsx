import type { ConsoleOrderDetail, OrderRefund } from "@portal/contracts/console/orders";
import { Alert, Button, Card, Descriptions, Space, Spin, Table, Tag, Timeline, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useOrder } from "./api";
import { money, when } from "./money";
import { type OrderAction, OrderActionDialog } from "./OrderActions";
import { OrderStatusTag } from "./OrderStatusTag";

/** Which actions an order's status allows (the server checks again). */
function actionsFor(detail: ConsoleOrderDetail): OrderAction[] {
  const { status } = detail.order;
  const actions: OrderAction[] = [];
  if (status === "review") actions.push("resolve");
  if (status === "paid" || status === "review") actions.push("retry", "markDelivered");
  if (detail.refundableMinor > 0) actions.push("refund");
  return actions;
}

const timelineColors = {
  created: "gray",
  paymentEvent: "blue",
  deliveryAttempt: "green",
  refund: "purple",
  staffAction: "orange",
} as const;

/** One order: what was bought and paid, its timeline, its refunds, and the support actions. */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderNo = "" } = useParams();
  const query = useOrder(orderNo);
  const [action, setAction] = useState<OrderAction | null>(null);
  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="error" title={query.error.message} showIcon />;
  const detail = query.data;
  const { order } = detail;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card
        title={
          <Space>
            <Link to="/orders">{t("orders.title")}</Link>/<span>{order.orderNo}</span>
            <OrderStatusTag status={order.status} />
          </Space>
        }
        extra={
          <Space>
            {actionsFor(detail).map((one) => (
              <Button key={one} danger={one === "refund"} onClick={() => setAction(one)}>
                {t(`orders.actions.${one}`)}
              </Button>
            ))}
          </Space>
        }
      >
        <Descriptions column={3} size="small" bordered>
          <Descriptions.Item label={t("orders.player")}>
            <Link to={`/players/${order.playerId}`}>{order.playerNickname}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t("orders.game")}>{order.gameName}</Descriptions.Item>
          <Descriptions.Item label={t("orders.goods")}>{order.goodsName}</Descriptions.Item>
          <Descriptions.Item label={t("orders.role")}>
            {order.roleName} · {order.serverName}
          </Descriptions.Item>
          <Descriptions.Item label={t("orders.method")}>
            {order.method} · {order.region}
          </Descriptions.Item>
          <Descriptions.Item label={t("orders.providerRef")}>
            <Typography.Text copyable={!!order.gatewayRef}>{order.gatewayRef ?? "—"}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t("orders.amount")}>
            {money(order.amountMinor, order.currency)}
            {order.discountMinor > 0 && (
              <Typography.Text type="secondary">
                {" "}
                ({t("orders.discount", { amount: money(order.discountMinor, order.currency) })})
              </Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t("orders.refunded")}>
            {money(order.refundedMinor, order.currency)}
          </Descriptions.Item>
          <Descriptions.Item label={t("orders.points")}>{order.points}</Descriptions.Item>
          <Descriptions.Item label={t("orders.createdAt")}>{when(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t("orders.paidAt")}>{when(order.paidAt)}</Descriptions.Item>
          <Descriptions.Item label={t("orders.deliveredAt")}>{when(order.deliveredAt)}</Descriptions.Item>
          {order.reviewReason && (
            <Descriptions.Item label={t("orders.reviewReason")} span={3}>
              <Tag color="orange">{order.reviewReason}</Tag> {order.deliveryError}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={t("orders.timeline")}>
        <Timeline
          items={detail.timeline.map((entry, index) => ({
            key: `${entry.kind}-${index}`,
            color: timelineColors[entry.kind],
            children: (
              <div>
                <Typography.Text strong>{t(`orders.timelineKinds.${entry.kind}`)}</Typography.Text>{" "}
                <Tag>
                  {t(`orders.titles.${entry.title.replaceAll(".", "_")}`, { defaultValue: entry.title })}
                </Tag>
                <Typography.Text type="secondary">{when(entry.at)}</Typography.Text>
                {entry.staffName && <Typography.Text type="secondary"> · {entry.staffName}</Typography.Text>}
                {entry.detail && <div>{entry.detail}</div>}
              </div>
            ),
          }))}
        />
      </Card>
      <Card title={t("orders.refunds")}>
        <Table<OrderRefund>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={detail.refunds}
          locale={{ emptyText: t("orders.noRefunds") }}
          columns={[
            { title: t("orders.amount"), render: (_, row) => money(row.amountMinor, row.currency) },
            { title: t("orders.statusLabel"), render: (_, row) => t(`orders.refundStatus.${row.status}`) },
            { title: t("orders.reason"), dataIndex: "reason" },
            { title: t("orders.staff"), render: (_, row) => row.staffName ?? "—" },
            { title: t("orders.providerRefund"), render: (_, row) => row.providerRefundId ?? "—" },
            { title: t("orders.createdAt"), render: (_, row) => when(row.createdAt) },
          ]}
        />
      </Card>
      {action && <OrderActionDialog detail={detail} action={action} onClose={() => setAction(null)} />}
    </Space>
  );
}
