import {
  type CouponCampaign,
  type CouponSegment,
  couponCampaignForm,
  couponSegment,
} from "@portal/contracts/console/catalogue";
import { type Currency, currencies, currencyDigits, formatMinor } from "@portal/contracts/topup";
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dateLocale } from "../../lib/i18n";
import { zodRule } from "../../lib/zod-rule";
import { useCampaigns, useCatalogueGames, useCreateCampaign, useIssueCampaign } from "./api";
import { FormDialog, refusalText, ValidityFields } from "./FormDialog";
import { PriceInput } from "./PriceInput";

const shape = couponCampaignForm.shape;

/** Coupon campaigns: what their coupons take off, when, for which games; issued to players or segments. */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  const campaigns = useCampaigns();
  const games = useCatalogueGames();
  const [creating, setCreating] = useState(false);
  const [issuing, setIssuing] = useState<CouponCampaign | null>(null);
  const gameNames = (ids: number[] | null) =>
    ids === null
      ? t("catalogue.allGames")
      : ids.map((id) => games.data?.find((g) => g.id === id)?.name ?? String(id)).join(" · ");
  const when = (at: string) => new Date(at).toLocaleString(dateLocale());
  const off = (c: CouponCampaign) =>
    c.kind === "percent" ? `${c.value}%` : formatMinor(c.value, c.currency ?? "USD", i18n.language);
  return (
    <Card
      title={t("catalogue.coupons")}
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t("catalogue.newCampaign")}
        </Button>
      }
    >
      <Table<CouponCampaign>
        rowKey="id"
        loading={campaigns.isPending}
        dataSource={campaigns.data ?? []}
        pagination={false}
        columns={[
          { title: t("catalogue.name"), dataIndex: "name" },
          { title: t("catalogue.discount"), render: (_, c) => off(c) },
          {
            title: t("catalogue.minSpend"),
            render: (_, c) =>
              c.minSpendMinor && c.currency ? formatMinor(c.minSpendMinor, c.currency, i18n.language) : "—",
          },
          { title: t("catalogue.games"), width: 160, render: (_, c) => gameNames(c.gameIds) },
          { title: t("catalogue.valid"), render: (_, c) => `${when(c.startsAt)} → ${when(c.endsAt)}` },
          { title: t("catalogue.issued"), dataIndex: "issued", align: "right", width: 90 },
          { title: t("catalogue.used"), dataIndex: "used", align: "right", width: 90 },
          {
            title: t("content.actions"),
            render: (_, c) => <Button onClick={() => setIssuing(c)}>{t("catalogue.issue")}</Button>,
          },
        ]}
      />
      {creating ? <CampaignDialog onClose={() => setCreating(false)} /> : null}
      {issuing ? <IssueDialog campaign={issuing} onClose={() => setIssuing(null)} /> : null}
    </Card>
  );
}

interface CampaignValues {
  name: string;
  kind: "percent" | "amount";
  value: number;
  currency: string | null;
  minSpendMinor: number;
  gameIds: number[];
  startsAt: string | null;
  endsAt: string | null;
}

function CampaignDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CampaignValues>();
  const games = useCatalogueGames();
  const create = useCreateCampaign();
  const kind = Form.useWatch("kind", form) ?? "amount";
  const currency = Form.useWatch("currency", form) ?? null;
  const digits = currency ? currencyDigits[currency as Currency] : 2;
  const save = (values: CampaignValues) =>
    create.mutateAsync({
      ...values,
      currency: values.currency as Currency | null,
      startsAt: values.startsAt ?? "",
      endsAt: values.endsAt ?? "",
    });
  return (
    <FormDialog<CampaignValues>
      title={t("catalogue.newCampaign")}
      form={form}
      save={save}
      saving={create.isPending}
      onClose={onClose}
      initialValues={{ name: "", kind: "amount", value: 0, currency: "USD", minSpendMinor: 0, gameIds: [] }}
    >
      <Form.Item name="name" label={t("catalogue.name")} rules={[zodRule(shape.name)]}>
        <Input />
      </Form.Item>
      <Space size="large" align="start" wrap>
        <Form.Item name="kind" label={t("catalogue.kind")}>
          <Select
            style={{ width: 160 }}
            options={[
              { value: "amount", label: t("catalogue.kindAmount") },
              { value: "percent", label: t("catalogue.kindPercent") },
            ]}
          />
        </Form.Item>
        <Form.Item name="currency" label={t("catalogue.currency")}>
          <Select
            style={{ width: 120 }}
            allowClear
            options={currencies.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Form.Item name="value" label={t("catalogue.discount")} rules={[zodRule(shape.value)]}>
          {kind === "percent" ? (
            <InputNumber<number> aria-label={t("catalogue.discount")} precision={0} suffix="%" />
          ) : (
            <PriceInput label={t("catalogue.discount")} currency={currency ?? ""} digits={digits} />
          )}
        </Form.Item>
        <Form.Item
          name="minSpendMinor"
          label={t("catalogue.minSpend")}
          rules={[zodRule(shape.minSpendMinor)]}
        >
          <PriceInput label={t("catalogue.minSpend")} currency={currency ?? ""} digits={digits} />
        </Form.Item>
      </Space>
      <Form.Item
        name="gameIds"
        label={t("catalogue.games")}
        extra={t("catalogue.gamesHelp")}
        rules={[zodRule(shape.gameIds)]}
      >
        <Select
          mode="multiple"
          allowClear
          aria-label={t("catalogue.games")}
          placeholder={t("catalogue.allGames")}
          options={(games.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        />
      </Form.Item>
      <ValidityFields />
    </FormDialog>
  );
}

type SegmentKind = CouponSegment["kind"];

function IssueDialog({ campaign, onClose }: { campaign: CouponCampaign; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const games = useCatalogueGames();
  const issue = useIssueCampaign();
  const [kind, setKind] = useState<SegmentKind>("player");
  const [number, setNumber] = useState<number | null>(null);
  const segment = { kind, playerId: number, minLevel: number, gameId: number };
  const parsed = couponSegment.safeParse(segment);
  const submit = async () => {
    if (!parsed.success) return;
    try {
      const answer = await issue.mutateAsync({ campaignId: campaign.id, segment: parsed.data });
      message.success(t("catalogue.issuedCount", { count: answer.issued }));
      onClose();
    } catch (error) {
      message.error(refusalText(error));
    }
  };
  return (
    <Modal
      open
      title={t("catalogue.issueTitle", { name: campaign.name })}
      onCancel={onClose}
      onOk={submit}
      okButtonProps={{ disabled: !parsed.success }}
      okText={t("catalogue.issue")}
      cancelText={t("content.cancel")}
      confirmLoading={issue.isPending}
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Select<SegmentKind>
          aria-label={t("catalogue.segment")}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setNumber(null);
          }}
          style={{ width: "100%" }}
          options={(["player", "all", "vip", "game"] as const).map((value) => ({
            value,
            label: t(`catalogue.segments.${value}`),
          }))}
        />
        {kind === "player" || kind === "vip" ? (
          <InputNumber<number>
            aria-label={kind === "player" ? t("catalogue.playerId") : t("catalogue.minVip")}
            placeholder={kind === "player" ? t("catalogue.playerId") : t("catalogue.minVip")}
            precision={0}
            min={1}
            value={number}
            onChange={setNumber}
            style={{ width: "100%" }}
          />
        ) : null}
        {kind === "game" ? (
          <Select
            aria-label={t("catalogue.game")}
            value={number ?? undefined}
            onChange={setNumber}
            style={{ width: "100%" }}
            options={(games.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          />
        ) : null}
        <Typography.Text type="secondary">{t("catalogue.issueHelp")}</Typography.Text>
      </Space>
    </Modal>
  );
}
