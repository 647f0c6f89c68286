import { addWordRoute, type ListedWord, wordModes } from "@portal/contracts/console/moderation";
import { App as AntApp, Button, Card, Form, Input, Popconfirm, Select, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { dateLocale } from "../../lib/i18n";
import { zodRule } from "../../lib/zod-rule";
import { useAddWord, useRemoveWord, useWords } from "./api";

interface WordForm {
  word: string;
  mode: (typeof wordModes)[number];
}

/** Words refused (block) or stored as asterisks (mask) whenever players post. */
export function WordListPage() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const words = useWords();
  const add = useAddWord();
  const remove = useRemoveWord();
  const [form] = Form.useForm<WordForm>();
  const submit = (values: WordForm) =>
    add.mutate(values, {
      onSuccess: () => {
        form.resetFields(["word"]);
        message.success(t("words.added"));
      },
      onError: (error) => message.error(error.message),
    });
  return (
    <Card title={t("words.title")}>
      <Form
        form={form}
        layout="inline"
        onFinish={submit}
        initialValues={{ mode: "block" }}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="word" label={t("words.word")} rules={[zodRule(addWordRoute.body.shape.word)]}>
          <Input style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="mode" label={t("words.mode")}>
          <Select
            style={{ width: 200 }}
            options={wordModes.map((mode) => ({ value: mode, label: t(`words.modes.${mode}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t("words.add")}
        </Button>
      </Form>
      <Table<ListedWord>
        rowKey="id"
        loading={words.isFetching}
        dataSource={words.data?.items ?? []}
        pagination={false}
        columns={[
          { title: t("words.word"), dataIndex: "word" },
          {
            title: t("words.mode"),
            render: (_, word) => (
              <Tag color={word.mode === "block" ? "red" : "blue"}>{t(`words.modes.${word.mode}`)}</Tag>
            ),
          },
          {
            title: t("words.addedAt"),
            render: (_, word) => new Date(word.createdAt).toLocaleString(dateLocale()),
          },
          {
            title: t("moderation.actions"),
            render: (_, word) => (
              <Popconfirm
                title={t("words.confirmRemove", { word: word.word })}
                onConfirm={() =>
                  remove.mutate({ id: word.id }, { onError: (error) => message.error(error.message) })
                }
              >
                <Button size="small" danger>
                  {t("words.remove")}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
