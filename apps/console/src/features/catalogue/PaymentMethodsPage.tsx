import type { ConsolePaymentMethod } from "@portal/contracts/console/catalogue";
import type { PaymentRegion } from "@portal/contracts/topup";
import { App, Button, Card, Space, Switch, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { usePaymentMethods, useUpdatePaymentMethod } from "./api";
import { refusalText } from "./FormDialog";

/** Each payment region's methods, in the order players see them; each can be turned off. */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const regions = usePaymentMethods();
  const update = useUpdatePaymentMethod();
  const save = async (
    region: string,
    method: ConsolePaymentMethod,
    change: Partial<ConsolePaymentMethod>,
  ) => {
    const next = { ...method, ...change };
    await update.mutateAsync({
      region: region as PaymentRegion,
      methodId: method.id,
      enabled: next.enabled,
      sortOrder: next.sortOrder,
      version: method.version,
    });
  };
  const report = (error: unknown) => message.error(refusalText(error));
  /** Moving a method swaps its place with its neighbour's (two audited saves). */
  const move = (region: string, methods: ConsolePaymentMethod[], index: number, by: -1 | 1) => {
    const method = methods[index];
    const neighbour = methods[index + by];
    if (!method || !neighbour) return;
    const places = methods.map((_, place) => place + 1);
    save(region, method, { sortOrder: places[index + by] as number })
      .then(() => save(region, neighbour, { sortOrder: places[index] as number }))
      .catch(report);
  };
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      {(regions.data ?? []).map((region) => (
        <Card
          key={region.id}
          size="small"
          title={`${t(`regions.${region.id}`)} · ${region.currency}`}
          loading={regions.isPending}
        >
          <Table<ConsolePaymentMethod>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={region.methods}
            columns={[
              {
                title: t("catalogue.order"),
                width: 120,
                render: (_, _method, index) => (
                  <Space>
                    <Button
                      size="small"
                      aria-label={t("content.moveUp")}
                      disabled={index === 0}
                      onClick={() => move(region.id, region.methods, index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      aria-label={t("content.moveDown")}
                      disabled={index === region.methods.length - 1}
                      onClick={() => move(region.id, region.methods, index, 1)}
                    >
                      ↓
                    </Button>
                  </Space>
                ),
              },
              {
                title: t("catalogue.method"),
                width: "40%",
                render: (_, method) => t(`methods.${method.id}`, { defaultValue: method.id }),
              },
              {
                title: t("catalogue.variant"),
                width: "30%",
                render: (_, method) => <Tag>{t(`variants.${method.variant}`)}</Tag>,
              },
              {
                title: t("catalogue.offered"),
                render: (_, method) => (
                  <Switch
                    aria-label={t("catalogue.offerMethod", {
                      method: t(`methods.${method.id}`, { defaultValue: method.id }),
                      region: region.id,
                    })}
                    checked={method.enabled}
                    loading={update.isPending}
                    onChange={(enabled) =>
                      save(region.id, method, { enabled })
                        .then(() => message.success(t("content.saved")))
                        .catch(report)
                    }
                  />
                ),
              },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
