import { treasureBoxForm, treasurePrizeForm } from "@portal/contracts/console/rewards";
import { treasurePrizeKinds } from "@portal/contracts/gifts";
import { Button, Card, Form, Select, Space, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../../lib/feedback";
import { NumberItem } from "../../lib/fields";
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
  const { saved, failed } = useFeedback();
  const box = useTreasureBox();
  const save = useSaveTreasureBox();
  const [form] = Form.useForm<BoxValues>();
  if (!box.data) return <Spin />;
  const { version } = box.data;
  const submit = async (values: BoxValues) => {
    try {
      // The stock each prize had when the form loaded: the server moves the live stock by the change.
      const stockSeen = (kind: string) => box.data.prizes.find((p) => p.prize === kind)?.stock ?? null;
      const prizes = values.prizes.map((prize) => ({ ...prize, stockSeen: stockSeen(prize.prize) }));
      await save.mutateAsync({ ...values, prizes, version });
      saved();
    } catch (error) {
      failed(error);
    }
  };
  const percentOf = (prize: string) => box.data.prizes.find((p) => p.prize === prize)?.percent;
  return (
    <Card title={t("rewards.treasureBox")}>
      <Typography.Paragraph type="secondary">{t("rewards.treasureHelp")}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t("rewards.prizeStockHelp")}</Typography.Paragraph>
      <Form<BoxValues> key={version} form={form} layout="vertical" onFinish={submit} initialValues={box.data}>
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
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t("content.save")}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}

const unusedKind = (prizes: BoxValues["prizes"] = []) =>
  treasurePrizeKinds.find((kind) => !prizes.some((prize) => prize.prize === kind)) ?? "thanks";
