import { type ConsoleTopic, topicForm, topicKinds } from "@portal/contracts/console/newsroom";
import { emptyTexts } from "@portal/contracts/console/texts";
import { Form, Radio, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { itemSave } from "../../lib/change";
import { FormDialog } from "../../lib/FormDialog";
import { GameItem, SwitchItem } from "../../lib/fields";
import { ListCard } from "../../lib/ListCard";
import { FilterSelect, usePagedFilter } from "../../lib/PagedTable";
import { PublishItem, WindowItems } from "../content/PublishTimeField";
import { type PublishFilter, PublishFilters, publishColumns } from "../content/publishing";
import { ArticleFields, type ArticleValues, articleBody, newArticle } from "./ArticleFields";
import { useCreateTopic, useDeleteTopic, useTopics, useUpdateTopic } from "./api";
import { PinnedTitle, titleOf } from "./PinnedTitle";

const shape = topicForm.shape;
type Kind = (typeof topicKinds)[number];

interface TopicValues extends ArticleValues {
  kind: Kind;
  gameId: number | null;
  startsAt: string | null;
  endsAt: string | null;
  pinned: boolean;
  publishAt: string | null;
}

/** Topics and events (an event runs in a window), shown on the portal's home and game pages. */
export function TopicsPage() {
  const { t } = useTranslation();
  const paging = usePagedFilter<PublishFilter & { kind?: Kind }>({});
  const remove = useDeleteTopic();
  const topics = useTopics(paging.query);
  const kindOptions = topicKinds.map((value) => ({ value, label: t(`newsroom.topicKinds.${value}`) }));
  return (
    <ListCard<ConsoleTopic>
      title={t("newsroom.topics")}
      newLabel={t("newsroom.newTopic")}
      list={topics}
      paged={{ page: paging.page, onPage: paging.setPage }}
      filters={
        <>
          <FilterSelect
            label={t("newsroom.kind")}
            value={paging.filter.kind}
            onChange={(kind) => paging.setFilter({ kind })}
            options={kindOptions}
            width={140}
          />
          <PublishFilters filter={paging.filter} onChange={paging.setFilter} />
        </>
      }
      dialog={(topic, onClose) => <TopicDialog topic={topic} onClose={onClose} />}
      editOnRowClick
      remove={{
        confirm: t("newsroom.confirmDeleteTopic"),
        name: titleOf,
        run: (topic) => remove.mutateAsync({ topicId: topic.id, version: topic.version }),
      }}
      columns={[
        { title: "ID", dataIndex: "id", width: 70 },
        {
          title: t("newsroom.kind"),
          render: (_, topic) => <Tag>{t(`newsroom.topicKinds.${topic.kind}`)}</Tag>,
        },
        { title: t("content.title"), render: (_, topic) => <PinnedTitle item={topic} /> },
        ...publishColumns<ConsoleTopic>(t),
      ]}
    />
  );
}

function TopicDialog({ topic, onClose }: { topic?: ConsoleTopic; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TopicValues>();
  const kind = Form.useWatch("kind", form);
  const edit = itemSave(topic, useCreateTopic(), useUpdateTopic(), ({ id, version }) => ({
    topicId: id,
    version,
  }));
  const texts = (values: Record<string, string>) => ({ ...emptyTexts(), ...values });
  return (
    <FormDialog
      width={1100}
      title={topic ? t("newsroom.editTopic") : t("newsroom.newTopic")}
      form={form}
      save={(values) => edit.save(articleBody(values))}
      saving={edit.saving}
      onClose={onClose}
      initialValues={
        topic
          ? {
              ...topic,
              titles: texts(topic.titles),
              summaries: texts(topic.summaries),
              bodies: texts(topic.bodies),
            }
          : {
              ...newArticle(),
              kind: "topic",
              gameId: null,
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
        <GameItem name="gameId" label={t("newsroom.gameId")} />
        <SwitchItem name="pinned" label={t("newsroom.pinned")} />
        <PublishItem />
      </Space>
      {kind === "event" ? <WindowItems rules={{ endsAt: shape.endsAt }} /> : null}
      <ArticleFields shape={shape} />
    </FormDialog>
  );
}
