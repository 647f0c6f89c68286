import { type ConsoleNewsRow, newsForm } from "@portal/contracts/console/newsroom";
import {
  emptyTexts,
  type LocalizedTexts,
  type PublishState,
  publishStates,
} from "@portal/contracts/console/texts";
import { App, Button, Card, Checkbox, Form, Modal, Select, Space, Spin, Switch, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { LocalizedTextField, MissingLanguages } from "../../lib/LocalizedTextField";
import { zodRule } from "../../lib/zod-rule";
import { PublishStateTag } from "../content/GamesPage";
import { ImageField, type ImageValue } from "../content/ImageField";
import { PublishTimeField } from "../content/PublishTimeField";
import {
  useCreateNews,
  useDeleteNews,
  useNewsCategories,
  useNewsItem,
  useNewsList,
  useUpdateNews,
} from "./api";
import { DeleteButton } from "./DeleteButton";
import { RichTextField } from "./RichTextField";

const shape = newsForm.shape;

interface NewsValues {
  categoryId: number;
  titles: LocalizedTexts;
  summaries: LocalizedTexts;
  bodies: LocalizedTexts;
  cover: ImageValue;
  pinned: boolean;
  publishAt: string | null;
}

/** News: filter by category, state and missing translations; write and edit in six languages. */
export function NewsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [state, setState] = useState<PublishState | undefined>();
  const [missing, setMissing] = useState(false);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const categories = useNewsCategories();
  const remove = useDeleteNews();
  const list = useNewsList({ page, pageSize: 20, categoryId, state, missing: missing ? "true" : undefined });
  const categoryName = (id: number) => {
    const names = categories.data?.items.find((category) => category.id === id)?.names;
    return (i18n.language === "zh" ? names?.zh : undefined) || names?.en || String(id);
  };
  const categoryOptions = (categories.data?.items ?? []).map((category) => ({
    value: category.id,
    label: categoryName(category.id),
  }));
  return (
    <Card
      title={t("newsroom.news")}
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          {t("newsroom.newArticle")}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          aria-label={t("newsroom.category")}
          placeholder={t("newsroom.category")}
          allowClear
          value={categoryId}
          onChange={(value) => {
            setCategoryId(value);
            setPage(1);
          }}
          options={categoryOptions}
          style={{ width: 180 }}
        />
        <Select
          aria-label={t("content.state")}
          placeholder={t("content.state")}
          allowClear
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={publishStates.map((value) => ({ value, label: t(`content.states.${value}`) }))}
          style={{ width: 160 }}
        />
        <Checkbox
          checked={missing}
          onChange={(event) => {
            setMissing(event.target.checked);
            setPage(1);
          }}
        >
          {t("texts.missingOnly")}
        </Checkbox>
      </Space>
      <Table<ConsoleNewsRow>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        onRow={(item) => ({ onClick: () => setEditing(item.id), style: { cursor: "pointer" } })}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: "ID", dataIndex: "id", width: 70 },
          {
            title: t("content.title"),
            render: (_, item) => (
              <Space>
                {item.pinned ? <Tag color="gold">{t("newsroom.pinned")}</Tag> : null}
                <a href={`#${item.id}`} onClick={(event) => event.preventDefault()}>
                  {item.titles.en || item.titles.zh}
                </a>
              </Space>
            ),
          },
          { title: t("newsroom.category"), width: 120, render: (_, item) => categoryName(item.categoryId) },
          {
            title: t("content.state"),
            width: 150,
            render: (_, item) => <PublishStateTag state={item.state} at={item.publishAt} />,
          },
          {
            title: t("texts.missing"),
            render: (_, item) => <MissingLanguages languages={item.missingLanguages} />,
          },
          {
            title: t("content.actions"),
            width: 110,
            render: (_, item) => (
              <DeleteButton
                titles={item.titles}
                confirm={t("newsroom.confirmDeleteNews")}
                onDelete={() => remove.mutateAsync({ newsId: item.id, version: item.version })}
              />
            ),
          },
        ]}
      />
      {editing !== null ? (
        <NewsDialog
          newsId={editing === "new" ? undefined : editing}
          categories={categoryOptions}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

function NewsDialog(props: {
  newsId?: number;
  categories: { value: number; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<NewsValues>();
  const item = useNewsItem(props.newsId);
  const create = useCreateNews();
  const update = useUpdateNews();
  const submit = async (values: NewsValues) => {
    const { cover, ...rest } = values;
    const body = { ...rest, coverMediaId: cover?.id ?? null };
    try {
      if (item.data) await update.mutateAsync({ ...body, newsId: item.data.id, version: item.data.version });
      else await create.mutateAsync(body);
      message.success(t("content.saved"));
      props.onClose();
    } catch (error) {
      message.error(error instanceof ConsoleRequestError ? error.message : String(error));
    }
  };
  const loading = props.newsId !== undefined && !item.data;
  return (
    <Modal
      open
      width={1100}
      title={props.newsId ? t("newsroom.editArticle") : t("newsroom.newArticle")}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      confirmLoading={create.isPending || update.isPending}
    >
      {loading ? (
        <Spin />
      ) : (
        <Form<NewsValues>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={
            item.data
              ? { ...item.data, cover: item.data.cover }
              : {
                  categoryId: props.categories[0]?.value,
                  titles: emptyTexts(),
                  summaries: emptyTexts(),
                  bodies: emptyTexts(),
                  cover: null,
                  pinned: false,
                  publishAt: null,
                }
          }
        >
          <Space size="large" align="start">
            <Form.Item name="categoryId" label={t("newsroom.category")} rules={[zodRule(shape.categoryId)]}>
              <Select aria-label={t("newsroom.category")} options={props.categories} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="pinned" label={t("newsroom.pinned")} valuePropName="checked">
              <Switch aria-label={t("newsroom.pinned")} />
            </Form.Item>
            <Form.Item name="publishAt" label={t("content.publishing")}>
              <PublishTimeField />
            </Form.Item>
          </Space>
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
      )}
    </Modal>
  );
}
