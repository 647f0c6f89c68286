import { type ConsoleVipLevel, vipLevelForm } from "@portal/contracts/console/rewards";
import { App, Button, Card, Form, InputNumber, Modal, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { LocalizedTextField, MissingLanguages } from "../../lib/LocalizedTextField";
import { zodRule } from "../../lib/zod-rule";
import { useUpdateVipLevel, useVipLevels } from "./api";

const shape = vipLevelForm.shape;

/** VIP levels: the VIP points each starts at, and its name and privileges in six languages. */
export function VipLevelsPage() {
  const { t } = useTranslation();
  const levels = useVipLevels();
  const [editing, setEditing] = useState<ConsoleVipLevel | null>(null);
  return (
    <Card title={t("rewards.vip")}>
      <Table<ConsoleVipLevel>
        rowKey="level"
        loading={levels.isPending}
        dataSource={levels.data?.items ?? []}
        pagination={false}
        columns={[
          { title: t("rewards.level"), dataIndex: "level" },
          { title: t("rewards.name"), render: (_, level) => level.names.en || level.names.zh },
          { title: t("rewards.minPoints"), dataIndex: "minPoints", align: "right" },
          {
            title: t("rewards.privileges"),
            render: (_, level) => (level.privileges.en || level.privileges.zh).split("\n").join(" · "),
          },
          {
            title: t("texts.missing"),
            render: (_, level) => <MissingLanguages languages={level.missingLanguages} />,
          },
          {
            title: t("content.actions"),
            render: (_, level) => <Button onClick={() => setEditing(level)}>{t("content.edit")}</Button>,
          },
        ]}
      />
      {editing ? <VipLevelDialog level={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}

function VipLevelDialog({ level, onClose }: { level: ConsoleVipLevel; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ConsoleVipLevel>();
  const update = useUpdateVipLevel();
  const submit = async (values: ConsoleVipLevel) => {
    try {
      await update.mutateAsync({
        level: level.level,
        version: level.version,
        minPoints: values.minPoints,
        names: values.names,
        privileges: values.privileges,
      });
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
      title={t("rewards.editLevel", { level: level.level })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      confirmLoading={update.isPending}
    >
      <Form<ConsoleVipLevel> form={form} layout="vertical" onFinish={submit} initialValues={level}>
        <Form.Item name="minPoints" label={t("rewards.minPoints")} rules={[zodRule(shape.minPoints)]}>
          <InputNumber aria-label={t("rewards.minPoints")} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="names" label={t("rewards.name")} rules={[zodRule(shape.names)]}>
          <LocalizedTextField label={t("rewards.name")} required={["en"]} />
        </Form.Item>
        <Form.Item
          name="privileges"
          label={t("rewards.privileges")}
          extra={t("rewards.privilegesHelp")}
          rules={[zodRule(shape.privileges)]}
        >
          <LocalizedTextField label={t("rewards.privileges")} multiline />
        </Form.Item>
      </Form>
    </Modal>
  );
}
