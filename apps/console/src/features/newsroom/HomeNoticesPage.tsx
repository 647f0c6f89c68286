import { type ConsoleHomeNotice, homeNoticeForm } from "@portal/contracts/console/newsroom";
import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { App, Button, Card, Form, Input, Modal, Space, Switch, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { dateLocale } from "../../lib/i18n";
import { LocalizedTextField, MissingLanguages } from "../../lib/LocalizedTextField";
import { zodRule } from "../../lib/zod-rule";
import { ImageField, type ImageValue } from "../content/ImageField";
import { TimeInput } from "../content/PublishTimeField";
import { useCreateNotice, useDeleteNotice, useHomeNotices, useUpdateNotice } from "./api";
import { DeleteButton } from "./DeleteButton";

const shape = homeNoticeForm.shape;

interface NoticeValues {
  titles: LocalizedTexts;
  bodies: LocalizedTexts;
  image: ImageValue;
  link: string;
  startsAt: string | null;
  endsAt: string | null;
  pinned: boolean;
}

/** The home pop-up notices: a window each; of those running at once, a pinned one shows first. */
export function HomeNoticesPage() {
  const { t } = useTranslation();
  const notices = useHomeNotices();
  const remove = useDeleteNotice();
  const [editing, setEditing] = useState<ConsoleHomeNotice | "new" | null>(null);
  const when = (at: string) => new Date(at).toLocaleString(dateLocale());
  return (
    <Card
      title={t("newsroom.notices")}
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          {t("newsroom.newNotice")}
        </Button>
      }
    >
      <Table<ConsoleHomeNotice>
        rowKey="id"
        loading={notices.isPending}
        dataSource={notices.data?.items ?? []}
        pagination={false}
        columns={[
          {
            title: t("content.title"),
            render: (_, notice) => (
              <Space>
                {notice.pinned ? <Tag color="gold">{t("newsroom.pinned")}</Tag> : null}
                {notice.titles.en || notice.titles.zh}
              </Space>
            ),
          },
          {
            title: t("content.window"),
            render: (_, notice) => (
              <Space direction="vertical" size={0}>
                <span>
                  {when(notice.startsAt)} → {when(notice.endsAt)}
                </span>
                {notice.running ? (
                  <Tag color="green">{t("content.running")}</Tag>
                ) : (
                  <Tag>{t("content.notRunning")}</Tag>
                )}
              </Space>
            ),
          },
          {
            title: t("texts.missing"),
            render: (_, notice) => <MissingLanguages languages={notice.missingLanguages} />,
          },
          {
            title: t("content.actions"),
            render: (_, notice) => (
              <Space>
                <Button onClick={() => setEditing(notice)}>{t("content.edit")}</Button>
                <DeleteButton
                  titles={notice.titles}
                  confirm={t("newsroom.confirmDeleteNotice")}
                  onDelete={() => remove.mutateAsync({ noticeId: notice.id, version: notice.version })}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <NoticeDialog notice={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function NoticeDialog({ notice, onClose }: { notice?: ConsoleHomeNotice; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<NoticeValues>();
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const submit = async ({ image, ...values }: NoticeValues) => {
    const body = {
      ...values,
      imageMediaId: image?.id ?? null,
      startsAt: values.startsAt ?? "",
      endsAt: values.endsAt ?? "",
    };
    try {
      if (notice) await update.mutateAsync({ ...body, noticeId: notice.id, version: notice.version });
      else await create.mutateAsync(body);
      message.success(t("content.saved"));
      onClose();
    } catch (error) {
      message.error(error instanceof ConsoleRequestError ? error.message : String(error));
    }
  };
  return (
    <Modal
      open
      width={900}
      title={notice ? t("newsroom.editNotice") : t("newsroom.newNotice")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      confirmLoading={create.isPending || update.isPending}
    >
      <Form<NoticeValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          notice
            ? {
                ...notice,
                titles: { ...emptyTexts(), ...notice.titles },
                bodies: { ...emptyTexts(), ...notice.bodies },
              }
            : {
                titles: emptyTexts(),
                bodies: emptyTexts(),
                image: null,
                link: "",
                startsAt: null,
                endsAt: null,
                pinned: false,
              }
        }
      >
        <Form.Item name="titles" label={t("content.title")} rules={[zodRule(shape.titles)]}>
          <LocalizedTextField label={t("content.title")} required={["en"]} />
        </Form.Item>
        <Form.Item name="bodies" label={t("newsroom.body")} rules={[zodRule(shape.bodies)]}>
          <LocalizedTextField label={t("newsroom.body")} multiline />
        </Form.Item>
        <Form.Item
          name="link"
          label={t("content.link.target")}
          extra={t("content.link.help")}
          rules={[zodRule(shape.link)]}
        >
          <Input placeholder="/game/1" />
        </Form.Item>
        <Space size="large">
          <Form.Item name="startsAt" label={t("content.from")} rules={[zodRule(shape.startsAt)]}>
            <TimeInput label={t("content.from")} />
          </Form.Item>
          <Form.Item name="endsAt" label={t("content.until")} rules={[zodRule(shape.endsAt)]}>
            <TimeInput label={t("content.until")} />
          </Form.Item>
          <Form.Item name="pinned" label={t("newsroom.pinned")} valuePropName="checked">
            <Switch aria-label={t("newsroom.pinned")} />
          </Form.Item>
        </Space>
        <Form.Item name="image" label={t("content.image")}>
          <ImageField label={t("content.image")} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
