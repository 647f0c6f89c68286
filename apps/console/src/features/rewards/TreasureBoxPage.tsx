import {
  type ConsoleTreasureBox,
  treasureBoxForm,
  treasurePrizeForm,
} from "@portal/contracts/console/rewards";
import { treasurePrizeKinds } from "@portal/contracts/gifts";
import { Button, Form, type FormInstance, Select, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NumberItem } from "../../lib/fields";
import { SettingsCard } from "../../lib/SettingsCard";
import { useSaveTreasureBox, useTreasureBox } from "./api";

const prizeShape = treasurePrizeForm.shape;

interface BoxValues {
  cost: number;
  prizes: {
    prize: (typeof treasurePrizeKinds)[number];
    points: number;
    weight: number;
    stock: number | null;
  }[];
}

/** The treasure box: what one opening costs, and each prize's points, weight (odds) and stock. */
export function TreasureBoxPage() {
  const { t } = useTranslation();
  const save = useSaveTreasureBox();
  const [form] = Form.useForm<BoxValues>();
  const send = (values: BoxValues, loaded: ConsoleTreasureBox) => {
    // The stock each prize had when the form loaded: the server moves the live stock by the change.
    const stockSeen = (kind: string) => loaded.prizes.find((p) => p.prize === kind)?.stock ?? null;
    const prizes = values.prizes.map((prize) => ({ ...prize, stockSeen: stockSeen(prize.prize) }));
    return save.mutateAsync({ ...values, prizes, version: loaded.version });
  };
  return (
    <SettingsCard
      title={t("rewards.treasureBox")}
      help={[t("rewards.treasureHelp"), t("rewards.prizeStockHelp")]}
      settings={useTreasureBox()}
      save={send}
      saving={save.isPending}
      form={form}
    >
      {(loaded, saveButton) => <TreasureFields form={form} loaded={loaded} saveButton={saveButton} />}
    </SettingsCard>
  );
}

/** The cost of one opening and the prizes, each with its chance as the server last computed it. */
function TreasureFields({
  form,
  loaded,
  saveButton,
}: {
  form: FormInstance<BoxValues>;
  loaded: ConsoleTreasureBox;
  saveButton: ReactNode;
}) {
  const { t } = useTranslation();
  const percentOf = (prize: string) => loaded.prizes.find((p) => p.prize === prize)?.percent;
  return (
    <>
      <NumberItem
        name="cost"
        label={t("rewards.drawCost")}
        rule={treasureBoxForm.shape.cost}
        input={{ style: { width: 160 } }}
      />
      <Form.List
        name="prizes"
        rules={[
          {
            validator: async (_, prizes) => {
              const result = treasureBoxForm.shape.prizes.safeParse(prizes);
              if (!result.success)
                throw new Error(t(result.error.issues[0]?.message ?? "validation:invalid"));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => {
              const kind = form.getFieldValue(["prizes", field.name, "prize"]);
              const percent = percentOf(kind);
              return (
                <Space key={field.key} align="start" wrap style={{ display: "flex" }}>
                  <Form.Item name={[field.name, "prize"]} label={t("rewards.prize")}>
                    <Select
                      aria-label={t("rewards.prize")}
                      style={{ width: 160 }}
                      options={treasurePrizeKinds.map((value) => ({
                        value,
                        label: t(`rewards.prizes.${value}`),
                      }))}
                    />
                  </Form.Item>
                  <NumberItem
                    name={[field.name, "points"]}
                    label={t("rewards.points")}
                    rule={prizeShape.points}
                  />
                  <NumberItem
                    name={[field.name, "weight"]}
                    label={t("rewards.weight")}
                    rule={prizeShape.weight}
                  />
                  <NumberItem
                    name={[field.name, "stock"]}
                    label={t("rewards.prizeStock")}
                    rule={prizeShape.stock}
                    optional
                    input={{ placeholder: t("rewards.unlimited") }}
                  />
                  <Form.Item label={t("rewards.chance")}>
                    <Typography.Text>
                      {percent === undefined ? "—" : `${percent.toFixed(1)}%`}
                    </Typography.Text>
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button onClick={() => remove(field.name)}>{t("content.delete")}</Button>
                  </Form.Item>
                </Space>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Space style={{ marginTop: 8 }}>
              <Button
                disabled={fields.length >= treasurePrizeKinds.length}
                onClick={() =>
                  add({
                    prize: unusedKind(form.getFieldValue("prizes")),
                    points: 0,
                    weight: 1,
                    stock: null,
                  })
                }
              >
                {t("rewards.addPrize")}
              </Button>
              {saveButton}
            </Space>
          </>
        )}
      </Form.List>
    </>
  );
}

const unusedKind = (prizes: BoxValues["prizes"] = []) =>
  treasurePrizeKinds.find((kind) => !prizes.some((prize) => prize.prize === kind)) ?? "thanks";
