import { type ConsoleNewsRow, newsForm } from "@portal/contracts/console/newsroom";
import { Form, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { itemSave } from "../../lib/change";
import { FormDialog } from "../../lib/FormDialog";
import { SwitchItem } from "../../lib/fields";
import { ListCard } from "../../lib/ListCard";
import { FilterSelect, usePagedFilter } from "../../lib/PagedTable";
import { zodRule } from "../../lib/zod-rule";
import { PublishItem } from "../content/PublishTimeField";
import { type PublishFilter, PublishFilters, publishColumns } from "../content/publishing";
import { ArticleFields, type ArticleValues, articleBody, newArticle } from "./ArticleFields";
import {
  useCreateNews,
  useDeleteNews,
  useNewsCategories,
  useNewsItem,
  useNewsList,
  useUpdateNews,
} from "./api";
import { PinnedTitle, titleOf } from "./PinnedTitle";

const shape = newsForm.shape;

interface NewsValues extends ArticleValues {
  categoryId: number;
  pinned: boolean;
  publishAt: string | null;
}

/** News: filter by category, state and missing translations; write and edit in six languages. */
export function NewsPage() {
  const { t, i18n } = useTranslation();
  const paging = usePagedFilter<PublishFilter & { categoryId?: number }>({});
  const categories = useNewsCategories();
  const remove = useDeleteNews();
  const list = useNewsList(paging.query);
  const categoryName = (id: number) => {
    const names = categories.data?.items.find((category) => category.id === id)?.names;
    return (i18n.language === "zh" ? names?.zh : undefined) || names?.en || String(id);
  };
  const categoryOptions = (categories.data?.items ?? []).map((category) => ({
    value: category.id,
    label: categoryName(category.id),
  }));
  return (
    <ListCard<ConsoleNewsRow>
      title={t("newsroom.news")}
      newLabel={t("newsroom.newArticle")}
      list={list}
      paged={{ page: paging.page, onPage: paging.setPage }}
      filters={
        <>
          <FilterSelect
            label={t("newsroom.category")}
            value={paging.filter.categoryId}
            onChange={(categoryId) => paging.setFilter({ categoryId })}
            options={categoryOptions}
            width={180}
          />
          <PublishFilters filter={paging.filter} onChange={paging.setFilter} />
        </>
      }
      dialog={(item, onClose) => (
        <NewsDialog newsId={item?.id} categories={categoryOptions} onClose={onClose} />
      )}
      editOnRowClick
      remove={{
        confirm: t("newsroom.confirmDeleteNews"),
        name: titleOf,
        run: (item) => remove.mutateAsync({ newsId: item.id, version: item.version }),
      }}
      columns={[
        { title: "ID", dataIndex: "id", width: 70 },
        { title: t("content.title"), render: (_, item) => <PinnedTitle item={item} link /> },
        { title: t("newsroom.category"), width: 120, render: (_, item) => categoryName(item.categoryId) },
        ...publishColumns<ConsoleNewsRow>(t),
      ]}
    />
  );
}

function NewsDialog(props: {
  newsId?: number;
  categories: { value: number; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewsValues>();
  const item = useNewsItem(props.newsId);
  const edit = itemSave(item.data, useCreateNews(), useUpdateNews(), ({ id, version }) => ({
    newsId: id,
    version,
  }));
  return (
    <FormDialog
      width={1100}
      title={props.newsId ? t("newsroom.editArticle") : t("newsroom.newArticle")}
      form={form}
      save={(values) => edit.save(articleBody(values))}
      saving={edit.saving}
      loading={props.newsId !== undefined && !item.data}
      onClose={props.onClose}
      initialValues={
        item.data
          ? { ...item.data, cover: item.data.cover }
          : { ...newArticle(), categoryId: props.categories[0]?.value, pinned: false, publishAt: null }
      }
    >
      <Space size="large" align="start">
        <Form.Item name="categoryId" label={t("newsroom.category")} rules={[zodRule(shape.categoryId)]}>
          <Select aria-label={t("newsroom.category")} options={props.categories} style={{ width: 200 }} />
        </Form.Item>
        <SwitchItem name="pinned" label={t("newsroom.pinned")} />
        <PublishItem />
      </Space>
      <ArticleFields shape={shape} />
    </FormDialog>
  );
}
