import { type ConsoleStoredActivity, storedActivityForm } from "@portal/contracts/console/catalogue";
import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { type Currency, currencies, currencyDigits, formatMinor } from "@portal/contracts/topup";
import { Button, Card, Form, InputNumber, Select, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { itemSave } from "../../lib/change";
import { TextsItem } from "../../lib/fields";
import { dateLocale } from "../../lib/i18n";
import { zodRule } from "../../lib/zod-rule";
import {
  useCatalogueGames,
  useCreateStoredActivity,
  useStoredActivities,
  useUpdateStoredActivity,
} from "./api";
import { FormDialog, ValidityFields } from "./FormDialog";
import { PriceInput } from "./PriceInput";

const shape = storedActivityForm.shape;

interface ActivityValues {
  titles: LocalizedTexts;
  descriptions: LocalizedTexts;
  startsAt: string | null;
  endsAt: string | null;
  gameId: number | null;
  currency: Currency;
  tiers: { minAmountMinor: number; bonusPoints: number }[];
}

/** Stored-value activities: a window, a game (or all), a currency and bonus tiers by amount. */
export function ActivitiesPage() {
  const { t, i18n } = useTranslation();
  const activities = useStoredActivities();
  const games = useCatalogueGames();
  const [editing, setEditing] = useState<ConsoleStoredActivity | "new" | null>(null);
  const when = (at: string) => new Date(at).toLocaleString(dateLocale());
  return (
    <Card
      title={t("catalogue.activities")}
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          {t("catalogue.newActivity")}
        </Button>
      }
    >
      <Table<ConsoleStoredActivity>
        rowKey="id"
        loading={activities.isPending}
        dataSource={activities.data ?? []}
        pagination={false}
        columns={[
          { title: t("catalogue.name"), render: (_, a) => a.titles[i18n.language] || a.titles.en },
          {
            title: t("catalogue.game"),
            render: (_, a) =>
              a.gameId === null
                ? t("catalogue.allGames")
                : (games.data?.find((g) => g.id === a.gameId)?.name ?? a.gameId),
          },
          { title: t("catalogue.valid"), render: (_, a) => `${when(a.startsAt)} → ${when(a.endsAt)}` },
          {
            title: t("catalogue.tiers"),
            render: (_, a) =>
              a.tiers
                .map((tier) =>
                  t("catalogue.tier", {
                    amount: formatMinor(tier.minAmountMinor, a.currency ?? "USD", i18n.language),
                    points: tier.bonusPoints,
                  }),
                )
                .join(" · "),
          },
          {
            title: t("content.actions"),
            render: (_, a) => <Button onClick={() => setEditing(a)}>{t("content.edit")}</Button>,
          },
        ]}
      />
      {editing ? (
        <ActivityDialog activity={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function ActivityDialog({ activity, onClose }: { activity?: ConsoleStoredActivity; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActivityValues>();
  const games = useCatalogueGames();
  const edit = itemSave(
    activity,
    useCreateStoredActivity(),
    useUpdateStoredActivity(),
    ({ id, version }) => ({ activityId: id, version }),
  );
  const currency = (Form.useWatch("currency", form) ?? "USD") as Currency;
  return (
    <FormDialog<ActivityValues>
      width={900}
      title={activity ? t("catalogue.editActivity") : t("catalogue.newActivity")}
      form={form}
      save={(values) =>
        edit.save({ ...values, startsAt: values.startsAt ?? "", endsAt: values.endsAt ?? "" })
      }
      saving={edit.saving}
      onClose={onClose}
      initialValues={
        activity
          ? {
              ...activity,
              titles: { ...emptyTexts(), ...activity.titles },
              descriptions: { ...emptyTexts(), ...activity.descriptions },
              currency: (activity.currency ?? "USD") as Currency,
            }
          : {
              titles: emptyTexts(),
              descriptions: emptyTexts(),
              gameId: null,
              currency: "USD",
              tiers: [{ minAmountMinor: 0, bonusPoints: 0 }],
            }
      }
    >
      <TextsItem name="titles" label={t("catalogue.activityTitle")} rule={shape.titles} english="required" />
      <TextsItem
        name="descriptions"
        label={t("catalogue.description")}
        rule={shape.descriptions}
        english="required"
        multiline
      />
      <Space size="large" align="start" wrap>
        <Form.Item name="gameId" label={t("catalogue.game")}>
          <Select
            allowClear
            style={{ width: 220 }}
            placeholder={t("catalogue.allGames")}
            options={(games.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          />
        </Form.Item>
        <Form.Item name="currency" label={t("catalogue.currency")}>
          <Select style={{ width: 120 }} options={currencies.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      </Space>
      <ValidityFields />
      <Form.List name="tiers">
        {(fields, { add, remove }) => (
          <Form.Item label={t("catalogue.tiers")} extra={t("catalogue.tiersHelp")}>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" style={{ display: "flex" }}>
                <Form.Item
                  name={[field.name, "minAmountMinor"]}
                  rules={[zodRule(shape.tiers.element.shape.minAmountMinor)]}
                >
                  <PriceInput
                    label={t("catalogue.tierFrom", { index: index + 1 })}
                    currency={currency}
                    digits={currencyDigits[currency]}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, "bonusPoints"]}
                  rules={[zodRule(shape.tiers.element.shape.bonusPoints)]}
                >
                  <InputNumber<number>
                    aria-label={t("catalogue.tierPoints", { index: index + 1 })}
                    precision={0}
                    suffix={t("catalogue.points")}
                    style={{ width: 180 }}
                  />
                </Form.Item>
                <Button onClick={() => remove(field.name)} disabled={fields.length === 1}>
                  {t("content.delete")}
                </Button>
              </Space>
            ))}
            <Button onClick={() => add({ minAmountMinor: 0, bonusPoints: 0 })} disabled={fields.length >= 10}>
              {t("catalogue.addTier")}
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </FormDialog>
  );
}
