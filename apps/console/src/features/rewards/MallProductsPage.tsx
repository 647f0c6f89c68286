import {
  type ConsoleMallProduct,
  initialStock,
  type MallProductForm,
  mallProductForm,
} from "@portal/contracts/console/rewards";
import { emptyTexts } from "@portal/contracts/console/texts";
import { mallSections } from "@portal/contracts/gifts";
import { App, Button, Card, Form, InputNumber, Modal, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { GameItem, NumberItem, SwitchItem, TextsItem } from "../../lib/fields";
import { MissingLanguages } from "../../lib/LocalizedTextField";
import type { zodRule } from "../../lib/zod-rule";
import { useCreateMallProduct, useMallProducts, useRestockMallProduct, useUpdateMallProduct } from "./api";

type Section = (typeof mallSections)[number];
const shape = mallProductForm.shape;

/** The points mall: products per section, their texts, cost, stock and limits. */
export function MallProductsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [section, setSection] = useState<Section>();
  const products = useMallProducts({ page, pageSize: 20, section });
  const [editing, setEditing] = useState<ConsoleMallProduct | "new" | null>(null);
  const [restocking, setRestocking] = useState<ConsoleMallProduct | null>(null);
  return (
    <Card
      title={t("rewards.mall")}
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          {t("rewards.newProduct")}
        </Button>
      }
    >
      <Select
        aria-label={t("rewards.section")}
        placeholder={t("rewards.section")}
        allowClear
        value={section}
        onChange={(value) => {
          setSection(value);
          setPage(1);
        }}
        options={mallSections.map((value) => ({ value, label: t(`rewards.sections.${value}`) }))}
        style={{ width: 180, marginBottom: 16 }}
      />
      <Table<ConsoleMallProduct>
        rowKey="id"
        loading={products.isPending}
        dataSource={products.data?.items ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: products.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
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
          {
            title: t("texts.missing"),
            width: 200,
            render: (_, product) => <MissingLanguages languages={product.missingLanguages} />,
          },
          {
            title: t("content.actions"),
            render: (_, product) => (
              <Space>
                <Button onClick={() => setEditing(product)}>{t("content.edit")}</Button>
                <Button onClick={() => setRestocking(product)}>{t("rewards.restock")}</Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <ProductDialog product={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {restocking ? <RestockDialog product={restocking} onClose={() => setRestocking(null)} /> : null}
    </Card>
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

function useReport() {
  const { message } = App.useApp();
  return (error: unknown) =>
    message.error(error instanceof ConsoleRequestError ? error.message : String(error));
}

function ProductDialog({ product, onClose }: { product?: ConsoleMallProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const report = useReport();
  const [form] = Form.useForm<ProductValues>();
  const create = useCreateMallProduct();
  const update = useUpdateMallProduct();
  const submit = async ({ stock, ...values }: ProductValues) => {
    try {
      if (product) await update.mutateAsync({ ...values, productId: product.id, version: product.version });
      else await create.mutateAsync({ ...values, stock: stock ?? 0 });
      message.success(t("content.saved"));
      onClose();
    } catch (error) {
      report(error);
    }
  };
  const number = (name: keyof ProductValues, label: string, rule: Parameters<typeof zodRule>[0]) => (
    <NumberItem name={name} label={label} rule={rule} input={{ style: { width: 160 } }} />
  );
  return (
    <Modal
      open
      width={900}
      title={product ? t("rewards.editProduct") : t("rewards.newProduct")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      confirmLoading={create.isPending || update.isPending}
    >
      <Form<ProductValues>
        form={form}
        layout="vertical"
        onFinish={submit}
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
        <TextsItem name="names" label={t("rewards.name")} rule={shape.names} requiredLanguages={["en"]} />
        <TextsItem name="contents" label={t("rewards.contents")} rule={shape.contents} multiline />
        <TextsItem
          name="instructions"
          label={t("rewards.instructions")}
          rule={shape.instructions}
          multiline
        />
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
      </Form>
    </Modal>
  );
}

/** Adds units to what is in stock at the moment of saving (or takes some out). */
function RestockDialog({ product, onClose }: { product: ConsoleMallProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const report = useReport();
  const [change, setChange] = useState<number | null>(10);
  const restock = useRestockMallProduct();
  const save = async () => {
    try {
      await restock.mutateAsync({ productId: product.id, change: change ?? 0 });
      message.success(t("content.saved"));
      onClose();
    } catch (error) {
      report(error);
    }
  };
  return (
    <Modal
      open
      title={t("rewards.restockTitle", { name: product.names.en })}
      onCancel={onClose}
      onOk={save}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      confirmLoading={restock.isPending}
    >
      <p>{t("rewards.restockHelp", { stock: product.stock })}</p>
      <InputNumber
        aria-label={t("rewards.change")}
        value={change}
        onChange={setChange}
        style={{ width: 200 }}
      />
    </Modal>
  );
}
