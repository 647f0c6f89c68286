import { type ConsoleNewsCategory, createNewsCategory } from "@portal/contracts/console/newsroom";
import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { App, Button, Card, Form, Input, Modal, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { LocalizedTextField, MissingLanguages } from "../../lib/LocalizedTextField";
import { zodRule } from "../../lib/zod-rule";
import { useCreateCategory, useNewsCategories, useOrderCategories, useRenameCategory } from "./api";

const shape = createNewsCategory.body.shape;

/** The news tabs players see: add, rename in six languages, move up or down. */
export function NewsCategoriesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const categories = useNewsCategories();
  const order = useOrderCategories();
  const [editing, setEditing] = useState<ConsoleNewsCategory | "new" | null>(null);
  const items = categories.data?.items ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((category) => category.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    order
      .mutateAsync({ places: ids.map((categoryId, sortOrder) => ({ categoryId, sortOrder })) })
      .catch((error) => message.error(error instanceof ConsoleRequestError ? error.message : String(error)));
  };
  return (
    <Card
      title={t("newsroom.categories")}
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          {t("newsroom.newCategory")}
        </Button>
      }
    >
      <Table<ConsoleNewsCategory>
        rowKey="id"
        loading={categories.isPending}
        dataSource={items}
        pagination={false}
        columns={[
          {
            title: t("content.order"),
            width: 130,
            render: (_, _category, index) => (
              <Space>
                <Button
                  size="small"
                  aria-label={t("content.moveUp")}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  aria-label={t("content.moveDown")}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
              </Space>
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
          {
            title: t("content.actions"),
            render: (_, category) => (
              <Button onClick={() => setEditing(category)}>{t("newsroom.rename")}</Button>
            ),
          },
        ]}
      />
      {editing ? (
        <CategoryDialog category={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function CategoryDialog({ category, onClose }: { category?: ConsoleNewsCategory; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ key: string; names: LocalizedTexts }>();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const submit = async (values: { key: string; names: LocalizedTexts }) => {
    try {
      if (category)
        await rename.mutateAsync({ categoryId: category.id, version: category.version, names: values.names });
      else await create.mutateAsync(values);
      message.success(t("content.saved"));
      onClose();
    } catch (error) {
      message.error(error instanceof ConsoleRequestError ? error.message : String(error));
    }
  };
  return (
    <Modal
      open
      width={800}
      title={category ? t("newsroom.rename") : t("newsroom.newCategory")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      confirmLoading={create.isPending || rename.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ key: category?.key ?? "", names: { ...emptyTexts(), ...category?.names } }}
      >
        <Form.Item name="key" label={t("newsroom.key")} rules={category ? [] : [zodRule(shape.key)]}>
          <Input disabled={Boolean(category)} placeholder="events" />
        </Form.Item>
        <Form.Item name="names" label={t("content.name")} rules={[zodRule(shape.names)]}>
          <LocalizedTextField label={t("content.name")} required={["en"]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
