import { type ConsoleVipLevel, vipLevelForm } from "@portal/contracts/console/rewards";
import { emptyTexts } from "@portal/contracts/console/texts";
import { App, Button, Card, Form, Modal, Popconfirm, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { NumberItem, TextsItem } from "../../lib/fields";
import { MissingLanguages } from "../../lib/LocalizedTextField";
import { useCreateVipLevel, useDeleteVipLevel, useUpdateVipLevel, useVipLevels } from "./api";

const shape = vipLevelForm.shape;

const errorText = (error: unknown) => (error instanceof ConsoleRequestError ? error.message : String(error));

/**
 * VIP levels: the VIP points each starts at, and its name and privileges in six languages. Levels
 * are added above the highest and removed from the top, so they stay contiguous.
 */
export function VipLevelsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const levels = useVipLevels();
  const remove = useDeleteVipLevel();
  const [editing, setEditing] = useState<ConsoleVipLevel | "new" | null>(null);
  const top = levels.data?.items.at(-1);
  return (
    <Card
      title={t("rewards.vip")}
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          {t("rewards.addLevel")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t("rewards.levelsHelp")}</Typography.Paragraph>
      <Table<ConsoleVipLevel>
        rowKey="level"
        loading={levels.isPending}
        dataSource={levels.data?.items ?? []}
        pagination={false}
        columns={[
          { title: t("rewards.level"), dataIndex: "level", width: 72 },
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
            render: (_, level) => (
              <Space>
                <Button onClick={() => setEditing(level)}>{t("content.edit")}</Button>
                {level === top && level.level > 0 ? (
                  <Popconfirm
                    title={t("rewards.confirmRemoveLevel", { level: level.level })}
                    onConfirm={() =>
                      remove
                        .mutateAsync({ level: level.level, version: level.version })
                        .catch((error) => message.error(errorText(error)))
                    }
                  >
                    <Button danger>{t("content.delete")}</Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <VipLevelDialog
          level={editing === "new" ? undefined : editing}
          nextLevel={(top?.level ?? -1) + 1}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

/** Edits a level, or adds the next one when `level` is not given. */
function VipLevelDialog({
  level,
  nextLevel,
  onClose,
}: {
  level?: ConsoleVipLevel;
  nextLevel: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ConsoleVipLevel>();
  const update = useUpdateVipLevel();
  const create = useCreateVipLevel();
  const submit = async (values: ConsoleVipLevel) => {
    const fields = { minPoints: values.minPoints, names: values.names, privileges: values.privileges };
    try {
      if (level) await update.mutateAsync({ ...fields, level: level.level, version: level.version });
      else await create.mutateAsync(fields);
      message.success(t("content.saved"));
      onClose();
    } catch (error) {
      message.error(errorText(error));
    }
  };
  return (
    <Modal
      open
      width={900}
      title={
        level ? t("rewards.editLevel", { level: level.level }) : t("rewards.newLevel", { level: nextLevel })
      }
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      confirmLoading={update.isPending || create.isPending}
    >
      <Form<ConsoleVipLevel>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={level ?? { names: emptyTexts(), privileges: emptyTexts() }}
      >
        <NumberItem
          name="minPoints"
          label={t("rewards.minPoints")}
          rule={shape.minPoints}
          input={{ style: { width: 200 } }}
        />
        <TextsItem name="names" label={t("rewards.name")} rule={shape.names} requiredLanguages={["en"]} />
        <TextsItem
          name="privileges"
          label={t("rewards.privileges")}
          rule={shape.privileges}
          multiline
          extra={t("rewards.privilegesHelp")}
        />
      </Form>
    </Modal>
  );
}
