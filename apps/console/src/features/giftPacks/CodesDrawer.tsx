import {
  type ConsoleGiftPackRow,
  GENERATE_MAX,
  IMPORT_MAX_BYTES,
  type ImportRefusal,
} from "@portal/contracts/console/gift-packs";
import {
  Alert,
  Button,
  Col,
  Divider,
  Drawer,
  InputNumber,
  Row,
  Space,
  Statistic,
  Table,
  Typography,
  Upload,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../../lib/feedback";
import { dateLocale } from "../../lib/i18n";
import { exportUrl, ImportRefused, useGenerateCodes, useGiftPack, useImportCodes } from "./api";

/** A pack's code pool: live stock, generate, import a CSV file (all or nothing), export. */
export function CodesDrawer({ pack, onClose }: { pack: ConsoleGiftPackRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { saved, failed, settle } = useFeedback();
  const detail = useGiftPack(pack.id);
  const generate = useGenerateCodes();
  const importFile = useImportCodes();
  const [count, setCount] = useState<number | null>(1000);
  const [refusal, setRefusal] = useState<{ message: string; report: ImportRefusal | null } | null>(null);
  const stock = detail.data?.stock ?? pack.stock;

  const runImport = async (file: File) => {
    setRefusal(null);
    try {
      const result = await importFile.mutateAsync({ packId: pack.id, file });
      saved(t("giftPacks.imported", { n: result.added.toLocaleString(dateLocale()) }));
    } catch (error) {
      if (error instanceof ImportRefused) setRefusal({ message: error.message, report: error.refusal });
      else failed(error);
    }
  };
  const runGenerate = async () => {
    if (!count) return;
    await settle(generate.mutateAsync({ packId: pack.id, count }), (result) =>
      t("giftPacks.generated", { n: result.added.toLocaleString(dateLocale()) }),
    );
  };

  return (
    <Drawer open width={640} title={t("giftPacks.codesOf", { name: pack.name })} onClose={onClose}>
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t("giftPacks.total")} value={stock.total} />
        </Col>
        <Col span={8}>
          <Statistic title={t("giftPacks.claimed")} value={stock.claimed} />
        </Col>
        <Col span={8}>
          <Statistic title={t("giftPacks.unclaimed")} value={stock.unclaimed} />
        </Col>
      </Row>

      <Divider titlePlacement="start">{t("giftPacks.import")}</Divider>
      <Typography.Paragraph type="secondary">
        {t("giftPacks.importHelp", { maxMb: IMPORT_MAX_BYTES / 1024 / 1024 })}
      </Typography.Paragraph>
      <Upload
        accept=".csv,text/csv,text/plain"
        showUploadList={false}
        beforeUpload={(file) => {
          void runImport(file);
          return false;
        }}
      >
        <Button type="primary" loading={importFile.isPending}>
          {t("giftPacks.chooseFile")}
        </Button>
      </Upload>
      {refusal ? (
        <Space direction="vertical" style={{ width: "100%", marginTop: 16 }}>
          <Alert type="error" showIcon title={refusal.message} />
          {refusal.report ? (
            <Table
              size="small"
              rowKey={(row) => `${row.line}-${row.problem}`}
              dataSource={refusal.report.problems}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: t("giftPacks.line"), dataIndex: "line", width: 100 },
                {
                  title: t("giftPacks.problem"),
                  dataIndex: "problem",
                  render: (problem: string) => t(`giftPacks.problems.${problem}`),
                },
              ]}
              footer={
                refusal.report.problemCount > refusal.report.problems.length
                  ? () =>
                      t("giftPacks.moreProblems", {
                        n: refusal.report ? refusal.report.problemCount - refusal.report.problems.length : 0,
                      })
                  : undefined
              }
            />
          ) : null}
        </Space>
      ) : null}

      <Divider titlePlacement="start">{t("giftPacks.generate")}</Divider>
      <Space>
        <InputNumber
          aria-label={t("giftPacks.generateCount")}
          min={1}
          max={GENERATE_MAX}
          value={count}
          onChange={setCount}
          style={{ width: 160 }}
        />
        <Button onClick={runGenerate} loading={generate.isPending} disabled={!count}>
          {t("giftPacks.generateButton")}
        </Button>
      </Space>

      <Divider titlePlacement="start">{t("giftPacks.export")}</Divider>
      <Space wrap>
        <Button href={exportUrl(pack.id, "all")}>{t("giftPacks.exportAll")}</Button>
        <Button href={exportUrl(pack.id, "claimed")}>{t("giftPacks.exportClaimed")}</Button>
        <Button href={exportUrl(pack.id, "unclaimed")}>{t("giftPacks.exportUnclaimed")}</Button>
      </Space>
    </Drawer>
  );
}
