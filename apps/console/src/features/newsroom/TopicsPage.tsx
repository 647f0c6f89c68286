import { type ConsoleTopic, topicForm, topicKinds } from "@portal/contracts/console/newsroom";
import {
  emptyTexts,
  type LocalizedTexts,
  type PublishState,
  publishStates,
} from "@portal/contracts/console/texts";
import { App, Button, Card, Checkbox, Form, Modal, Radio, Select, Space, Switch, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { GamePicker } from "../../lib/GamePicker";
import { LocalizedTextField, MissingLanguages } from "../../lib/LocalizedTextField";
import { zodRule } from "../../lib/zod-rule";
import { PublishStateTag } from "../content/GamesPage";
import { ImageField, type ImageValue } from "../content/ImageField";
import { PublishTimeField, TimeInput } from "../content/PublishTimeField";
import { useCreateTopic, useDeleteTopic, useTopics, useUpdateTopic } from "./api";
import { DeleteButton } from "./DeleteButton";
import { RichTextField } from "./RichTextField";

const shape = topicForm.shape;
type Kind = (typeof topicKinds)[number];

interface TopicValues {
  kind: Kind;
  gameId: number | null;
  titles: LocalizedTexts;
  summaries: LocalizedTexts;
  bodies: LocalizedTexts;
  cover: ImageValue;
  startsAt: string | null;
  endsAt: string | null;
  pinned: boolean;
  publishAt: string | null;
}

/** Topics and events (an event runs in a window), shown on the portal's home and game pages. */
export function TopicsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<Kind | undefined>();
  const [state, setState] = useState<PublishState | undefined>();
  const [missing, setMissing] = useState(false);
  const [editing, setEditing] = useState<ConsoleTopic | "new" | null>(null);
  const remove = useDeleteTopic();
  const topics = useTopics({ page, pageSize: 20, kind, state, missing: missing ? "true" : undefined });
  return (
    <Card
      title={t("newsroom.topics")}
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          {t("newsroom.newTopic")}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          aria-label={t("newsroom.kind")}
          placeholder={t("newsroom.kind")}
          allowClear
          value={kind}
          onChange={setKind}
          options={topicKinds.map((value) => ({ value, label: t(`newsroom.topicKinds.${value}`) }))}
          style={{ width: 140 }}
        />
        <Select
          aria-label={t("content.state")}
          placeholder={t("content.state")}
          allowClear
          value={state}
          onChange={setState}
          options={publishStates.map((value) => ({ value, label: t(`content.states.${value}`) }))}
          style={{ width: 160 }}
        />
        <Checkbox checked={missing} onChange={(event) => setMissing(event.target.checked)}>
          {t("texts.missingOnly")}
        </Checkbox>
      </Space>
      <Table<ConsoleTopic>
        rowKey="id"
        loading={topics.isPending}
        dataSource={topics.data?.items ?? []}
        onRow={(topic) => ({ onClick: () => setEditing(topic), style: { cursor: "pointer" } })}
        pagination={{
          current: page,
          pageSize: 20,
          total: topics.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: "ID", dataIndex: "id", width: 70 },
          {
            title: t("newsroom.kind"),
            render: (_, topic) => <Tag>{t(`newsroom.topicKinds.${topic.kind}`)}</Tag>,
          },
          {
            title: t("content.title"),
            render: (_, topic) => (
              <Space>
                {topic.pinned ? <Tag color="gold">{t("newsroom.pinned")}</Tag> : null}
                {topic.titles.en || topic.titles.zh}
              </Space>
            ),
          },
          {
            title: t("content.state"),
            render: (_, topic) => <PublishStateTag state={topic.state} at={topic.publishAt} />,
          },
          {
            title: t("texts.missing"),
            render: (_, topic) => <MissingLanguages languages={topic.missingLanguages} />,
          },
          {
            title: t("content.actions"),
            width: 110,
            render: (_, topic) => (
              <DeleteButton
                titles={topic.titles}
                confirm={t("newsroom.confirmDeleteTopic")}
                onDelete={() => remove.mutateAsync({ topicId: topic.id, version: topic.version })}
              />
            ),
          },
        ]}
      />
      {editing ? (
        <TopicDialog topic={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function TopicDialog({ topic, onClose }: { topic?: ConsoleTopic; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TopicValues>();
  const kind = Form.useWatch("kind", form);
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const submit = async ({ cover, ...values }: TopicValues) => {
    const body = { ...values, coverMediaId: cover?.id ?? null };
    try {
      if (topic) await update.mutateAsync({ ...body, topicId: topic.id, version: topic.version });
      else await create.mutateAsync(body);
      message.success(t("content.saved"));
      onClose();
    } catch (error) {
      message.error(error instanceof ConsoleRequestError ? error.message : String(error));
    }
  };
  const texts = (values: Record<string, string>) => ({ ...emptyTexts(), ...values });
  return (
    <Modal
      open
      width={1100}
      title={topic ? t("newsroom.editTopic") : t("newsroom.newTopic")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      confirmLoading={create.isPending || update.isPending}
    >
      <Form<TopicValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          topic
            ? {
                ...topic,
                titles: texts(topic.titles),
                summaries: texts(topic.summaries),
                bodies: texts(topic.bodies),
              }
            : {
                kind: "topic",
                gameId: null,
                titles: emptyTexts(),
                summaries: emptyTexts(),
                bodies: emptyTexts(),
                cover: null,
                startsAt: null,
                endsAt: null,
                pinned: false,
                publishAt: null,
              }
        }
      >
        <Space size="large" align="start" wrap>
          <Form.Item name="kind" label={t("newsroom.kind")}>
            <Radio.Group
              options={topicKinds.map((value) => ({ value, label: t(`newsroom.topicKinds.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="gameId" label={t("newsroom.gameId")}>
            <GamePicker label={t("newsroom.gameId")} />
          </Form.Item>
          <Form.Item name="pinned" label={t("newsroom.pinned")} valuePropName="checked">
            <Switch aria-label={t("newsroom.pinned")} />
          </Form.Item>
          <Form.Item name="publishAt" label={t("content.publishing")}>
            <PublishTimeField />
          </Form.Item>
        </Space>
        {kind === "event" ? (
          <Space size="large">
            <Form.Item name="startsAt" label={t("content.from")}>
              <TimeInput label={t("content.from")} />
            </Form.Item>
            <Form.Item name="endsAt" label={t("content.until")} rules={[zodRule(shape.endsAt)]}>
              <TimeInput label={t("content.until")} />
            </Form.Item>
          </Space>
        ) : null}
        <Form.Item name="titles" label={t("content.title")} rules={[zodRule(shape.titles)]}>
          <LocalizedTextField label={t("content.title")} required={["en"]} />
        </Form.Item>
        <Form.Item name="summaries" label={t("content.summary")} rules={[zodRule(shape.summaries)]}>
          <LocalizedTextField label={t("content.summary")} multiline />
        </Form.Item>
        <Form.Item
          name="bodies"
          label={t("newsroom.body")}
          rules={[zodRule(shape.bodies)]}
          extra={t("newsroom.bodyHelp")}
        >
          <RichTextField label={t("newsroom.body")} />
        </Form.Item>
        <Form.Item name="cover" label={t("content.cover")}>
          <ImageField label={t("content.cover")} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
