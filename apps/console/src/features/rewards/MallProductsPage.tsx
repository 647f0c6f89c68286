import {
  type ConsoleMallProduct,
  initialStock,
  type MallProductForm,
  mallProductForm,
} from "@portal/contracts/console/rewards";
import { emptyTexts } from "@portal/contracts/console/texts";
import { mallSections } from "@portal/contracts/gifts";
import { Button, Form, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormDialog } from "../../lib/FormDialog";
import { GameItem, NumberItem, SwitchItem, TextsItem } from "../../lib/fields";
import { ListCard } from "../../lib/ListCard";
import { missingColumn } from "../../lib/LocalizedTextField";
import { FilterSelect, usePagedFilter } from "../../lib/PagedTable";
import { useCreateMallProduct, useMallProducts, useRestockMallProduct, useUpdateMallProduct } from "./api";

type Section = (typeof mallSections)[number];
const shape = mallProductForm.shape;

/** The points mall: products per section, their texts, cost, stock and limits. */
export function MallProductsPage() {
  const { t } = useTranslation();
  const paging = usePagedFilter<{ section?: Section }>({});
  const products = useMallProducts(paging.query);
  const [restocking, setRestocking] = useState<ConsoleMallProduct | null>(null);
  return (
    <>
      <ListCard<ConsoleMallProduct>
        title={t("rewards.mall")}
        newLabel={t("rewards.newProduct")}
        list={products}
        paged={{ page: paging.page, onPage: paging.setPage }}
        filters={
          <FilterSelect
            label={t("rewards.section")}
            value={paging.filter.section}
            onChange={(section) => paging.setFilter({ section })}
            options={mallSections.map((value) => ({ value, label: t(`rewards.sections.${value}`) }))}
            width={180}
          />
        }
        dialog={(product, onClose) => <ProductDialog product={product} onClose={onClose} />}
        rowActions={(product) => (
          <Button onClick={() => setRestocking(product)}>{t("rewards.restock")}</Button>
        )}
        columns={[
          {
            title: t("rewards.name"),
            render: (_, product) => (
              <Space direction="vertical" size={0}>
                <span>{product.names.en || product.names.zh}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`rewards.sections.${product.section}`)} ·{" "}
                  {product.physical ? t("rewards.physical") : t("rewards.virtual")}
                </Typography.Text>
              </Space>
            ),
          },
          { title: t("rewards.pointsCost"), dataIndex: "pointsCost", align: "right" },
          {
            title: t("rewards.stock"),
            align: "right",
            render: (_, product) => <span data-testid={`stock-${product.id}`}>{product.stock}</span>,
          },
          { title: t("rewards.exchanged"), dataIndex: "exchanged", align: "right" },
          {
            title: t("rewards.limits"),
            render: (_, product) => <Limits product={product} />,
          },
          {
            title: t("rewards.enabled"),
            render: (_, product) =>
              product.enabled ? <Tag color="green">{t("rewards.on")}</Tag> : <Tag>{t("rewards.off")}</Tag>,
          },
          { ...missingColumn<ConsoleMallProduct>(t), width: 200 },
        ]}
      />
      {restocking ? <RestockDialog product={restocking} onClose={() => setRestocking(null)} /> : null}
    </>
  );
}

/** The VIP level and per-player limit, only where they limit anything. */
function Limits({ product }: { product: ConsoleMallProduct }) {
  const { t } = useTranslation();
  const limits = [
    product.minVipLevel > 0 ? t("rewards.minVipShort", { level: product.minVipLevel }) : null,
    product.perPlayerLimit === null ? null : t("rewards.perPlayerShort", { count: product.perPlayerLimit }),
  ].filter(Boolean);
  return <span style={{ whiteSpace: "nowrap" }}>{limits.length > 0 ? limits.join(" · ") : "—"}</span>;
}

type ProductValues = MallProductForm & { stock?: number };

const newProduct: ProductValues = {
  section: "general",
  physical: false,
  gameId: null,
  names: emptyTexts(),
  contents: emptyTexts(),
  instructions: emptyTexts(),
  pointsCost: 100,
  minVipLevel: 0,
  sortOrder: 0,
  enabled: true,
  perPlayerLimit: null,
  stock: 0,
};

function ProductDialog({ product, onClose }: { product?: ConsoleMallProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProductValues>();
  const create = useCreateMallProduct();
  const update = useUpdateMallProduct();
  const save = ({ stock, ...values }: ProductValues) =>
    product
      ? update.mutateAsync({ ...values, productId: product.id, version: product.version })
      : create.mutateAsync({ ...values, stock: stock ?? 0 });
  const number = (name: keyof ProductValues, label: string, rule: z.ZodType) => (
    <NumberItem name={name} label={label} rule={rule} input={{ style: { width: 160 } }} />
  );
  return (
    <FormDialog
      width={900}
      title={product ? t("rewards.editProduct") : t("rewards.newProduct")}
      form={form}
      save={save}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      initialValues={product ?? newProduct}
    >
      <Space size="large" wrap>
        <Form.Item name="section" label={t("rewards.section")}>
          <Select
            aria-label={t("rewards.section")}
            style={{ width: 160 }}
            options={mallSections.map((value) => ({ value, label: t(`rewards.sections.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="physical" label={t("rewards.kind")}>
          <Select
            aria-label={t("rewards.kind")}
            style={{ width: 160 }}
            options={[
              { value: false, label: t("rewards.virtual") },
              { value: true, label: t("rewards.physical") },
            ]}
          />
        </Form.Item>
        <SwitchItem name="enabled" label={t("rewards.enabled")} />
      </Space>
      <TextsItem name="names" label={t("rewards.name")} rule={shape.names} english="required" />
      <TextsItem name="contents" label={t("rewards.contents")} rule={shape.contents} multiline />
      <TextsItem name="instructions" label={t("rewards.instructions")} rule={shape.instructions} multiline />
      <Space size="large" wrap>
        {number("pointsCost", t("rewards.pointsCost"), shape.pointsCost)}
        {product ? null : number("stock", t("rewards.stock"), initialStock)}
        {number("minVipLevel", t("rewards.minVipLevel"), shape.minVipLevel)}
        {number("sortOrder", t("rewards.sortOrder"), shape.sortOrder)}
        <NumberItem
          name="perPlayerLimit"
          label={t("rewards.perPlayerLimit")}
          rule={shape.perPlayerLimit}
          optional
          input={{ style: { width: 160 } }}
          extra={t("rewards.perPlayerLimitHelp")}
        />
        <GameItem
          name="gameId"
          label={t("rewards.gameId")}
          rule={shape.gameId}
          optional
          extra={t("rewards.gameIdHelp")}
        />
      </Space>
    </FormDialog>
  );
}

/** Adds units to what is in stock at the moment of saving (or takes some out). */
function RestockDialog({ product, onClose }: { product: ConsoleMallProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ change: number | null }>();
  const restock = useRestockMallProduct();
  return (
    <FormDialog
      title={t("rewards.restockTitle", { name: product.names.en })}
      form={form}
      save={({ change }) => restock.mutateAsync({ productId: product.id, change: change ?? 0 })}
      saving={restock.isPending}
      onClose={onClose}
      initialValues={{ change: 10 }}
    >
      <p>{t("rewards.restockHelp", { stock: product.stock })}</p>
      <NumberItem name="change" label={t("rewards.change")} input={{ style: { width: 200 } }} />
    </FormDialog>
  );
}
