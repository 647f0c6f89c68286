import type { orderReconciliation } from "@portal/contracts/console/orders";
import type { DataOf } from "@portal/contracts/route";
import { Alert, Button, Card, Input, Space, Statistic, Table } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useReconciliation } from "./api";
import { money, when } from "./money";

type Report = DataOf<typeof orderReconciliation>;

const cell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Both lists in one CSV: a `kind` column says which list a line belongs to. */
function csvOf(report: Report) {
  const lines = [["kind", "orderNo", "providerRef", "amountMinor", "currency", "status", "at"]];
  for (const p of report.paymentsWithoutOrder)
    lines.push(["paymentWithoutOrder", p.orderNo ?? "", p.ref, String(p.amountMinor), p.currency, "", p.at]);
  for (const o of report.ordersWithoutPayment)
    lines.push([
      "orderWithoutPayment",
      o.orderNo,
      o.gatewayRef ?? "",
      String(o.amountMinor),
      o.currency,
      o.status,
      o.paidAt,
    ]);
  return `${lines.map((line) => line.map(cell).join(",")).join("\n")}\n`;
}

function download(report: Report) {
  const url = URL.createObjectURL(new Blob([csvOf(report)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `reconciliation-${report.day}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A day's provider payments against paid orders: what either side lacks. */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const day = params.get("day") ?? yesterday();
  const report = useReconciliation(day);
  return (
    <Card
      title={
        <Space>
          <Link to="/orders">{t("orders.title")}</Link>/<span>{t("orders.reconciliation")}</span>
        </Space>
      }
      extra={
        <Space>
          <Input
            type="date"
            aria-label={t("orders.day")}
            value={day}
            onChange={(event) => event.target.value && setParams({ day: event.target.value })}
            style={{ width: 170 }}
          />
          <Button disabled={!report.data} onClick={() => report.data && download(report.data)}>
            {t("orders.exportCsv")}
          </Button>
        </Space>
      }
    >
      {report.isError && <Alert type="error" title={report.error.message} showIcon />}
      {report.data && (
        <Space direction="vertical" size={24} style={{ width: "100%" }}>
          <Space size={48}>
            <Statistic title={t("orders.provider")} value={report.data.provider} />
            <Statistic title={t("orders.providerPayments")} value={report.data.providerPayments} />
            <Statistic title={t("orders.paidOrders")} value={report.data.paidOrders} />
          </Space>
          <Table
            title={() => <strong>{t("orders.paymentsWithoutOrder")}</strong>}
            rowKey="ref"
            size="small"
            pagination={false}
            dataSource={report.data.paymentsWithoutOrder}
            locale={{ emptyText: t("orders.nothingMissing") }}
            columns={[
              { title: t("orders.providerRef"), dataIndex: "ref" },
              { title: t("orders.orderNo"), render: (_, p) => p.orderNo ?? "—" },
              { title: t("orders.amount"), render: (_, p) => money(p.amountMinor, p.currency) },
              { title: t("orders.at"), render: (_, p) => when(p.at) },
            ]}
          />
          <Table
            title={() => <strong>{t("orders.ordersWithoutPayment")}</strong>}
            rowKey="orderNo"
            size="small"
            pagination={false}
            dataSource={report.data.ordersWithoutPayment}
            locale={{ emptyText: t("orders.nothingMissing") }}
            columns={[
              {
                title: t("orders.orderNo"),
                render: (_, o) => <Link to={`/orders/${o.orderNo}`}>{o.orderNo}</Link>,
              },
              { title: t("orders.providerRef"), render: (_, o) => o.gatewayRef ?? "—" },
              { title: t("orders.amount"), render: (_, o) => money(o.amountMinor, o.currency) },
              { title: t("orders.statusLabel"), render: (_, o) => t(`orders.status.${o.status}`) },
              { title: t("orders.paidAt"), render: (_, o) => when(o.paidAt) },
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
