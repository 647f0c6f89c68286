import { type AnswerableKind, answerAsOfficial, answerableKinds } from "@portal/contracts/console/boards";
import { App, Button, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { zodRule } from "../../lib/zod-rule";
import { useAnswerAsOfficial } from "../boards/api";

export const isAnswerable = (kind: string): kind is AnswerableKind =>
  (answerableKinds as readonly string[]).includes(kind);

/**
 * "Answer as official": a reply players see from the game's official account, with its badge.
 * The staff member's name is only in the audit log.
 */
export function AnswerAsOfficialButton({
  kind,
  id,
  text,
}: {
  kind: AnswerableKind;
  id: number;
  text: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ content: string }>();
  const answer = useAnswerAsOfficial();
  const submit = async ({ content }: { content: string }) => {
    try {
      const sent = await answer.mutateAsync({ kind, id, content });
      message.success(t("moderation.answered", { name: sent.account.nickname }));
      form.resetFields();
      setOpen(false);
    } catch (error) {
      message.error(error instanceof ConsoleRequestError ? error.message : String(error));
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t("moderation.answer")}
      </Button>
      {open ? (
        <Modal
          open
          title={t("moderation.answerTitle")}
          onCancel={() => setOpen(false)}
          onOk={() => form.submit()}
          okText={t("moderation.send")}
          cancelText={t("content.cancel")}
          confirmLoading={answer.isPending}
        >
          <Typography.Paragraph type="secondary">{t("moderation.answerHelp")}</Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>
            <blockquote>{text}</blockquote>
          </Typography.Paragraph>
          <Form form={form} layout="vertical" onFinish={submit}>
            <Form.Item
              name="content"
              label={t("moderation.reply")}
              rules={[zodRule(answerAsOfficial.body.shape.content)]}
            >
              <Input.TextArea rows={4} showCount maxLength={300} />
            </Form.Item>
          </Form>
        </Modal>
      ) : null}
    </>
  );
}
