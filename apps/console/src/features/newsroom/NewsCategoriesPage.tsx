import { type ConsoleNewsCategory, createNewsCategory } from "@portal/contracts/console/newsroom";
import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../lib/FormDialog";
import { useFeedback } from "../../lib/feedback";
import { TextsItem } from "../../lib/fields";
import { ListCard } from "../../lib/ListCard";
import { MissingLanguages } from "../../lib/LocalizedTextField";
import { MoveButtons, moved } from "../../lib/MoveButtons";
import { zodRule } from "../../lib/zod-rule";
import { useCreateCategory, useNewsCategories, useOrderCategories, useRenameCategory } from "./api";

const shape = createNewsCategory.body.shape;

/** The news tabs players see: add, rename in six languages, move up or down. */
export function NewsCategoriesPage() {
  const { t } = useTranslation();
  const { failed } = useFeedback();
  const categories = useNewsCategories();
  const order = useOrderCategories();
  const items = categories.data?.items ?? [];
  const move = (index: number, by: -1 | 1) =>
    order
      .mutateAsync({
        places: moved(items, index, by).map((category, sortOrder) => ({
          categoryId: category.id,
          sortOrder,
        })),
      })
      .catch(failed);
  return (
    <ListCard<ConsoleNewsCategory>
      title={t("newsroom.categories")}
      newLabel={t("newsroom.newCategory")}
      list={categories}
      dialog={(category, onClose) => <CategoryDialog category={category} onClose={onClose} />}
      editLabel={t("newsroom.rename")}
      columns={[
        {
          title: t("content.order"),
          width: 130,
          render: (_, _category, index) => (
            <MoveButtons index={index} count={items.length} onMove={(by) => move(index, by)} />
          ),
        },
        { title: t("newsroom.key"), dataIndex: "key" },
        { title: t("content.name"), render: (_, category) => category.names.en },
        { title: t("content.nameZh"), render: (_, category) => category.names.zh || "—" },
        {
          title: t("texts.missing"),
          render: (_, category) => (
            <MissingLanguages
              languages={Object.entries({ ...emptyTexts(), ...category.names })
                .filter(([, name]) => !name)
                .map(([language]) => language)}
            />
          ),
        },
      ]}
    />
  );
}

function CategoryDialog({ category, onClose }: { category?: ConsoleNewsCategory; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ key: string; names: LocalizedTexts }>();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const save = (values: { key: string; names: LocalizedTexts }) =>
    category
      ? rename.mutateAsync({ categoryId: category.id, version: category.version, names: values.names })
      : create.mutateAsync(values);
  return (
    <FormDialog
      width={800}
      title={category ? t("newsroom.rename") : t("newsroom.newCategory")}
      form={form}
      save={save}
      saving={create.isPending || rename.isPending}
      onClose={onClose}
      initialValues={{ key: category?.key ?? "", names: { ...emptyTexts(), ...category?.names } }}
    >
      <Form.Item name="key" label={t("newsroom.key")} rules={category ? [] : [zodRule(shape.key)]}>
        <Input disabled={Boolean(category)} placeholder="events" />
      </Form.Item>
      <TextsItem name="names" label={t("content.name")} rule={shape.names} english="required" />
    </FormDialog>
  );
}
