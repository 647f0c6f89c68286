import { editingLanguages } from "@portal/contracts/console/texts";
import { languageNames } from "@portal/contracts/languages";
import { Alert, Card, Descriptions, Space, Spin, Statistic, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useBroadcast } from "./api";
import { CancelButton, SegmentText, StatusTag, timeText } from "./parts";

/** One broadcast: what was sent to whom, when, and how many got, read and claimed it. */
export function BroadcastPage() {
  const { t } = useTranslation();
  const id = Number(useParams().broadcastId);
  const found = useBroadcast(id);
  if (found.isPending) return <Spin />;
  if (found.isError) return <Alert type="error" title={found.error.message} showIcon />;
  const item = found.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Link to="/broadcasts">← {t("broadcasts.title")}</Link>
      <Card title={item.title} extra={<CancelButton item={item} />}>
        <Space size={48} style={{ marginBottom: 24 }}>
          <Statistic title={t("broadcasts.segmentSize")} value={item.segmentSize} />
          <Statistic title={t("broadcasts.sent")} value={item.counts.sent} />
          <Statistic title={t("broadcasts.read")} value={item.counts.read} />
          {item.giftPackId !== null ? (
            <Statistic title={t("broadcasts.claimed")} value={item.counts.claimed} />
          ) : null}
        </Space>
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={t("broadcasts.statusLabel")}>
            <StatusTag status={item.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t("broadcasts.channel")}>
            {t(`broadcasts.channels.${item.channel}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t("broadcasts.segment")}>
            <SegmentText item={item} />
          </Descriptions.Item>
          <Descriptions.Item label={t("broadcasts.giftPack")}>{item.giftPackName ?? "—"}</Descriptions.Item>
          <Descriptions.Item label={t("broadcasts.sendAt")}>{timeText(item.sendAt)}</Descriptions.Item>
          <Descriptions.Item label={t("broadcasts.finishedAt")}>
            {timeText(item.finishedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t("broadcasts.createdBy")}>{item.createdBy ?? "—"}</Descriptions.Item>
          <Descriptions.Item label={t("broadcasts.createdAt")}>{timeText(item.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t("broadcasts.texts")}>
        <Descriptions column={1} size="small" bordered>
          {editingLanguages.map((language) => (
            <Descriptions.Item key={language} label={languageNames[language]}>
              <Typography.Text strong>{item.titles[language] || "—"}</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>
                {item.bodies[language]}
              </Typography.Paragraph>
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
    </Space>
  );
}
