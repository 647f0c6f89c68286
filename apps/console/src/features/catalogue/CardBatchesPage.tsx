import { type CardBatch, cardBatchForm, priceMinor } from "@portal/contracts/console/catalogue";
import { currencyDigits, formatMinor, type PaymentRegion } from "@portal/contracts/topup";
import { Alert, App, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NumberItem } from "../../lib/fields";
import { dateLocale } from "../../lib/i18n";
import { zodRule } from "../../lib/zod-rule";
import { TimeItem } from "../content/PublishTimeField";
import {
  useCardBatches,
  useGenerateCardBatch,
  useImportCardBatch,
  usePaymentMethods,
  useWithdrawCardBatch,
} from "./api";
import { refusalText } from "./FormDialog";
import { PriceInput } from "./PriceInput";

const shape = cardBatchForm.shape;

/** Prepaid-card batches: generate (PINs downloaded once), import a publisher's file, withdraw, counts. */
export function CardBatchesPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const batches = useCardBatches();
  const withdraw = useWithdrawCardBatch();
  const [dialog, setDialog] = useState<"generate" | "import" | null>(null);
  const when = (at: string) => new Date(at).toLocaleString(dateLocale());
  return (
    <Card
      title={t("catalogue.cardBatches")}
      extra={
        <Space>
          <Button onClick={() => setDialog("import")}>{t("catalogue.importBatch")}</Button>
          <Button type="primary" onClick={() => setDialog("generate")}>
            {t("catalogue.generateBatch")}
          </Button>
        </Space>
      }
    >
      <Table<CardBatch>
        rowKey="id"
        loading={batches.isPending}
        dataSource={batches.data ?? []}
        pagination={false}
        columns={[
          { title: t("catalogue.batchCode"), dataIndex: "code" },
          { title: t("catalogue.region"), render: (_, b) => t(`regions.${b.region}`) },
          {
            title: t("catalogue.faceValue"),
            align: "right",
            render: (_, b) => formatMinor(b.faceValueMinor, b.currency, i18n.language),
          },
          { title: t("catalogue.expires"), render: (_, b) => when(b.expiresAt) },
          { title: t("catalogue.cards"), dataIndex: "cards", align: "right" },
          { title: t("catalogue.used"), dataIndex: "used", align: "right" },
          {
            title: t("catalogue.state"),
            render: (_, b) =>
              b.status === "active" ? (
                <Tag color="green">{t("catalogue.batchActive")}</Tag>
              ) : (
                <Tag color="red">{t("catalogue.batchWithdrawn")}</Tag>
              ),
          },
          {
            title: t("content.actions"),
            render: (_, b) =>
              b.status === "active" ? (
                <Popconfirm
                  title={t("catalogue.confirmWithdraw")}
                  onConfirm={() =>
                    withdraw
                      .mutateAsync({ batchId: b.id })
                      .catch((error) => message.error(refusalText(error)))
                  }
                >
                  <Button danger>{t("catalogue.withdraw")}</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      {dialog === "generate" ? <GenerateDialog onClose={() => setDialog(null)} /> : null}
      {dialog === "import" ? <ImportDialog onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}

interface GenerateValues {
  batchCode: string;
  region: PaymentRegion;
  faceValueMinor: number;
  expiresAt: string | null;
  count: number;
}

/** Generates a batch; the answer's CSV (with the PINs) is offered for download once, then forgotten. */
function GenerateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GenerateValues>();
  const methods = usePaymentMethods();
  const generate = useGenerateCardBatch();
  const [file, setFile] = useState<{ name: string; url: string } | null>(null);
  const cardRegions = (methods.data ?? []).filter((r) => r.methods.some((m) => m.variant === "prepaidCard"));
  const region = Form.useWatch("region", form);
  const currency = cardRegions.find((r) => r.id === region)?.currency ?? "";
  const submit = async (values: GenerateValues) => {
    try {
      const answer = await generate.mutateAsync({ ...values, expiresAt: values.expiresAt ?? "" });
      const url = URL.createObjectURL(new Blob([answer.csv], { type: "text/csv" }));
      setFile({ name: `${answer.batch.code}.csv`, url });
    } catch (error) {
      message.error(refusalText(error));
    }
  };
  const close = () => {
    if (file) URL.revokeObjectURL(file.url);
    onClose();
  };
  return (
    <Modal
      open
      width={640}
      title={t("catalogue.generateBatch")}
      onCancel={close}
      onOk={() => (file ? close() : form.submit())}
      okText={file ? t("catalogue.done") : t("catalogue.generate")}
      cancelText={t("content.cancel")}
      confirmLoading={generate.isPending}
    >
      {file ? (
        <Space direction="vertical">
          <Alert type="warning" showIcon title={t("catalogue.pinsOnce")} />
          <a href={file.url} download={file.name}>
            {t("catalogue.downloadCsv", { name: file.name })}
          </a>
        </Space>
      ) : (
        <Form<GenerateValues>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ batchCode: "", count: 100, faceValueMinor: null }}
        >
          <Form.Item name="batchCode" label={t("catalogue.batchCode")} rules={[zodRule(shape.batchCode)]}>
            <Input />
          </Form.Item>
          <Space size="large" align="start">
            <Form.Item name="region" label={t("catalogue.region")} rules={[zodRule(shape.region)]}>
              <Select
                style={{ width: 200 }}
                options={cardRegions.map((r) => ({
                  value: r.id,
                  label: `${t(`regions.${r.id}`)} · ${r.currency}`,
                }))}
              />
            </Form.Item>
            <Form.Item name="faceValueMinor" label={t("catalogue.faceValue")} rules={[zodRule(priceMinor)]}>
              <PriceInput
                label={t("catalogue.faceValue")}
                currency={currency}
                digits={currency ? currencyDigits[currency as keyof typeof currencyDigits] : 0}
              />
            </Form.Item>
            <NumberItem
              name="count"
              label={t("catalogue.cards")}
              rule={shape.count}
              input={{ precision: 0 }}
            />
          </Space>
          <TimeItem name="expiresAt" label={t("catalogue.expires")} rule={shape.expiresAt} />
        </Form>
      )}
    </Modal>
  );
}

/** Imports a publisher's card file (batch,serial,pin,face_value,currency,region,expires_at). */
function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const importBatch = useImportCardBatch();
  const [csv, setCsv] = useState("");
  const submit = async () => {
    try {
      const batch = await importBatch.mutateAsync({ csv });
      message.success(t("catalogue.imported", { count: batch.cards }));
      onClose();
    } catch (error) {
      message.error(refusalText(error), 10);
    }
  };
  return (
    <Modal
      open
      width={720}
      title={t("catalogue.importBatch")}
      onCancel={onClose}
      onOk={submit}
      okButtonProps={{ disabled: csv.trim() === "" }}
      okText={t("catalogue.import")}
      cancelText={t("content.cancel")}
      confirmLoading={importBatch.isPending}
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label={t("catalogue.cardFile")}
          onChange={async (event) => setCsv((await event.target.files?.[0]?.text()) ?? "")}
        />
        <Input.TextArea
          aria-label={t("catalogue.cardFile")}
          rows={8}
          value={csv}
          placeholder="batch,serial,pin,face_value,currency,region,expires_at"
          onChange={(event) => setCsv(event.target.value)}
        />
      </Space>
    </Modal>
  );
}
