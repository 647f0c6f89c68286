import { type ConsoleGoods, goodsForm, optionalPriceField } from "@portal/contracts/console/catalogue";
import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { formatMinor } from "@portal/contracts/topup";
import { Button, Card, Form, Input, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { itemSave } from "../../lib/change";
import { NumberItem, SwitchItem, TextsItem } from "../../lib/fields";
import { zodRule } from "../../lib/zod-rule";
import { useCatalogueGames, useCreateGoods, useGoods, useUpdateGoods } from "./api";
import { FormDialog } from "./FormDialog";
import { PriceInput } from "./PriceInput";
import { ServersCard } from "./ServersCard";

const shape = goodsForm.shape;
type Region = { id: string; currency: string; digits: number };

interface GoodsValues {
  sku: string;
  names: LocalizedTexts;
  points: number;
  prices: Record<string, number | null>;
  active: boolean;
  sortOrder: number;
}

/** A game's top-up goods: price per payment region (in its currency), points, on/off and order. */
export function GoodsPage() {
  const { t, i18n } = useTranslation();
  const games = useCatalogueGames();
  const [gameId, setGameId] = useState<number>();
  const goods = useGoods(gameId);
  const [editing, setEditing] = useState<ConsoleGoods | "new" | null>(null);
  const regions = goods.data?.regions ?? [];
  return (
    <Card
      title={t("catalogue.goods")}
      extra={
        <Space>
          <Select
            aria-label={t("catalogue.game")}
            placeholder={t("catalogue.chooseGame")}
            style={{ width: 260 }}
            showSearch={{ optionFilterProp: "label" }}
            loading={games.isPending}
            value={gameId}
            onChange={setGameId}
            options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
          />
          <Button type="primary" disabled={gameId === undefined} onClick={() => setEditing("new")}>
            {t("catalogue.newGoods")}
          </Button>
        </Space>
      }
    >
      <Table<ConsoleGoods>
        rowKey="id"
        loading={goods.isFetching}
        dataSource={goods.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: gameId === undefined ? t("catalogue.chooseGame") : undefined }}
        size="middle"
        scroll={{ x: true }}
        columns={[
          { title: t("catalogue.order"), dataIndex: "sortOrder", width: 70 },
          { title: "SKU", dataIndex: "sku" },
          {
            title: t("catalogue.name"),
            width: 150,
            render: (_, row) => row.names[i18n.language] || row.names.en,
          },
          ...regions.map((region) => ({
            title: <span title={t(`regions.${region.id}`)}>{region.id}</span>,
            key: region.id,
            align: "right" as const,
            render: (_: unknown, row: ConsoleGoods) => {
              const price = row.prices[region.id];
              return price === undefined ? "—" : formatMinor(price, region.currency, i18n.language);
            },
          })),
          { title: t("catalogue.points"), dataIndex: "points", align: "right", width: 80 },
          {
            title: t("catalogue.state"),
            render: (_, row) =>
              row.active ? <Tag color="green">{t("catalogue.on")}</Tag> : <Tag>{t("catalogue.off")}</Tag>,
          },
          {
            title: t("content.actions"),
            render: (_, row) => (
              <Button aria-label={t("catalogue.editGoods", { sku: row.sku })} onClick={() => setEditing(row)}>
                {t("content.edit")}
              </Button>
            ),
          },
        ]}
      />
      {gameId !== undefined ? <ServersCard gameId={gameId} /> : null}
      {editing && gameId !== undefined ? (
        <GoodsDialog
          gameId={gameId}
          regions={regions}
          goods={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

function GoodsDialog({
  gameId,
  regions,
  goods,
  onClose,
}: {
  gameId: number;
  regions: Region[];
  goods?: ConsoleGoods;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GoodsValues>();
  const edit = itemSave(goods, useCreateGoods(), useUpdateGoods(), ({ id, version }) => ({
    goodsId: id,
    version,
  }));
  const save = (values: GoodsValues) => {
    const prices = Object.fromEntries(
      Object.entries(values.prices ?? {}).filter(([, price]) => price !== null),
    );
    const body = { ...values, gameId, prices };
    return edit.save(body);
  };
  return (
    <FormDialog<GoodsValues>
      width={900}
      title={goods ? t("catalogue.editGoods", { sku: goods.sku }) : t("catalogue.newGoods")}
      form={form}
      save={save}
      saving={edit.saving}
      onClose={onClose}
      initialValues={
        goods
          ? { ...goods, names: { ...emptyTexts(), ...goods.names } }
          : { sku: "", names: emptyTexts(), points: 0, prices: {}, active: true, sortOrder: 0 }
      }
    >
      <Space size="large" align="start">
        <Form.Item name="sku" label="SKU" rules={[zodRule(shape.sku)]} extra={t("catalogue.skuHelp")}>
          <Input style={{ width: 220 }} />
        </Form.Item>
        <NumberItem
          name="points"
          label={t("catalogue.points")}
          rule={shape.points}
          input={{ precision: 0, style: { width: 140 } }}
        />
        <NumberItem
          name="sortOrder"
          label={t("catalogue.order")}
          rule={shape.sortOrder}
          input={{ precision: 0, style: { width: 100 } }}
        />
        <SwitchItem name="active" label={t("catalogue.onSale")} />
      </Space>
      <TextsItem name="names" label={t("catalogue.name")} rule={shape.names} english="required" />
      <Form.Item label={t("catalogue.prices")} extra={t("catalogue.pricesHelp")}>
        <div style={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: "0 16px" }}>
          {regions.map((region) => (
            <Form.Item
              key={region.id}
              name={["prices", region.id]}
              label={t(`regions.${region.id}`)}
              rules={[zodRule(optionalPriceField)]}
            >
              <PriceInput
                label={t("catalogue.priceIn", { region: t(`regions.${region.id}`) })}
                currency={region.currency}
                digits={region.digits}
              />
            </Form.Item>
          ))}
        </div>
      </Form.Item>
    </FormDialog>
  );
}
