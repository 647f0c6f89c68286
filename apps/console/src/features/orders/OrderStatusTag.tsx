import type { OrderStatus } from "@portal/contracts/topup";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const colors: Record<OrderStatus, string> = {
  pending: "default",
  paid: "blue",
  delivered: "green",
  failed: "red",
  expired: "default",
  review: "orange",
  refunded: "purple",
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={colors[status]}>{t(`orders.status.${status}`)}</Tag>;
}
