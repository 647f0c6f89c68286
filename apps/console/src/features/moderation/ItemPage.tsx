import { type ModeratedItem, moderatedKinds } from "@portal/contracts/console/moderation";
import { Alert, Card, Descriptions, Image, Space, Spin, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { dateLocale } from "../../lib/i18n";
import { SanctionTags } from "../players/SanctionTags";
import { useModeratedItem } from "./api";
import { QueueActions, stateColors } from "./QueuePage";

const when = (at: string) => new Date(at).toLocaleString(dateLocale());
type Kind = ModeratedItem["kind"];
const isKind = (kind: string | undefined): kind is Kind =>
  (moderatedKinds as readonly string[]).includes(kind ?? "");

/**
 * One reported text whole: the text as typed (shown as text, never as HTML) and its images, its
 * author with their sanctions and warnings, where it lives, its counts, every report and what was
 * done to it; the queue's actions on it.
 */
export function ItemPage({ canSanction, canReadPlayers }: { canSanction: boolean; canReadPlayers: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  const kind = isKind(params.kind) ? params.kind : "review";
  const item = useModeratedItem(kind, Number(params.id));
  if (!isKind(params.kind)) return <Alert type="error" title={t("moderation.notFound")} showIcon />;
  if (item.isPending) return <Spin />;
  if (item.isError) return <Alert type="error" title={item.error.message} showIcon />;
  const text = item.data;
  const actionsItem = {
    ...text,
    text: text.title ? `${text.title}\n${text.text}` : text.text,
    author: { uid: text.author.uid, nickname: text.author.nickname },
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: "100%" }}>
      <Card
        title={
          <Space>
            <Link to="/moderation">{t("moderation.queueTitle")}</Link>
            <span>/</span>
            <span>{`${t(`moderation.kinds.${text.kind}`)} #${text.id}`}</span>
            <Tag color={stateColors[text.state]}>{t(`moderation.states.${text.state}`)}</Tag>
          </Space>
        }
        extra={<QueueActions item={actionsItem} canSanction={canSanction} />}
      >
        {text.title && (
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {text.title}
          </Typography.Title>
        )}
        <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }} data-testid="moderated-text">
          {text.text}
        </Typography.Paragraph>
        {text.images.length > 0 && (
          <Image.PreviewGroup>
            <Space wrap>
              {text.images.map((image) => (
                <Image
                  key={image.id}
                  src={image.url}
                  width={120}
                  height={120}
                  style={{ objectFit: "cover" }}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
        <Descriptions column={3} size="small" style={{ marginTop: 16 }}>
          <Descriptions.Item label={t("moderation.author")}>
            <Space wrap size={4}>
              {canReadPlayers ? (
                <Link
                  to={`/players/${text.author.uid}`}
                >{`${text.author.nickname} (#${text.author.uid})`}</Link>
              ) : (
                `${text.author.nickname} (#${text.author.uid})`
              )}
              <SanctionTags player={text.author} />
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t("moderation.warnings")}>{text.author.warnings}</Descriptions.Item>
          <Descriptions.Item label={t("moderation.written")}>{when(text.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t("moderation.place")}>
            <Space wrap size={4}>
              {text.place.game && <span>{text.place.game.name}</span>}
              {text.place.news && <span>{text.place.news.title}</span>}
              {text.place.board && <Tag>{t(`boards.kinds.${text.place.board.kind}`)}</Tag>}
              <a href={text.place.portalPath} target="_blank" rel="noreferrer">
                {t("moderation.onPortal")}
              </a>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t("moderation.likes")}>{text.likes}</Descriptions.Item>
          <Descriptions.Item label={t("moderation.replies")}>{text.replies}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t("moderation.reportsTitle", { count: text.reports.length })}>
        <Table
          rowKey={(report) => `${report.createdAt}:${report.reporter.nickname}:${report.reason}`}
          dataSource={text.reports}
          pagination={false}
          size="small"
          columns={[
            {
              title: t("moderation.reporter"),
              render: (_, report) =>
                report.reporter.uid === null
                  ? report.reporter.nickname
                  : `${report.reporter.nickname} (#${report.reporter.uid})`,
            },
            {
              title: t("moderation.reason"),
              render: (_, report) => t(`moderation.reasons.${report.reason}`),
            },
            { title: t("moderation.note"), dataIndex: "note" },
            { title: t("moderation.reportedAt"), render: (_, report) => when(report.createdAt) },
            {
              title: t("moderation.state"),
              render: (_, report) =>
                report.open ? (
                  <Tag color="orange">{t("moderation.reportOpen")}</Tag>
                ) : (
                  <Tag>{t("moderation.reportClosed")}</Tag>
                ),
            },
          ]}
        />
      </Card>
      <Card title={t("moderation.history")}>
        <Table
          rowKey={(entry) => `${entry.at}:${entry.action}:${entry.by.kind}:${entry.by.id}`}
          dataSource={text.history}
          pagination={false}
          size="small"
          locale={{ emptyText: t("moderation.noHistory") }}
          columns={[
            { title: t("moderation.when"), render: (_, entry) => when(entry.at) },
            {
              title: t("moderation.action"),
              render: (_, entry) => t(`moderation.historyActions.${entry.action.replace(".", "_")}`),
            },
            {
              title: t("moderation.by"),
              render: (_, entry) =>
                entry.by.kind === "staff"
                  ? `${entry.by.name} (${t("moderation.byStaff")})`
                  : `${entry.by.name} (#${entry.by.id}, ${t("moderation.byPlayer")})`,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
