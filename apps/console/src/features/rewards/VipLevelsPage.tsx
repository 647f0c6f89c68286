import { type ConsoleVipLevel, vipLevelForm } from "@portal/contracts/console/rewards";
import { emptyTexts } from "@portal/contracts/console/texts";
import { Form, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { itemSave } from "../../lib/change";
import { DeleteButton } from "../../lib/DeleteButton";
import { FormDialog } from "../../lib/FormDialog";
import { NumberItem, TextsItem } from "../../lib/fields";
import { ListCard } from "../../lib/ListCard";
import { missingColumn } from "../../lib/LocalizedTextField";
import { useCreateVipLevel, useDeleteVipLevel, useUpdateVipLevel, useVipLevels } from "./api";

const shape = vipLevelForm.shape;

/**
 * VIP levels: the VIP points each starts at, and its name and privileges in six languages. Levels
 * are added above the highest and removed from the top, so they stay contiguous.
 */
export function VipLevelsPage() {
  const { t } = useTranslation();
  const levels = useVipLevels();
  const remove = useDeleteVipLevel();
  const top = levels.data?.items.at(-1);
  return (
    <ListCard<ConsoleVipLevel>
      title={t("rewards.vip")}
      newLabel={t("rewards.addLevel")}
      list={levels}
      rowKey="level"
      filters={<Typography.Text type="secondary">{t("rewards.levelsHelp")}</Typography.Text>}
      dialog={(level, onClose) => (
        <VipLevelDialog level={level} nextLevel={(top?.level ?? -1) + 1} onClose={onClose} />
      )}
      rowActions={(level) =>
        level === top && level.level > 0 ? (
          <DeleteButton
            confirm={t("rewards.confirmRemoveLevel", { level: level.level })}
            onDelete={() => remove.mutateAsync({ level: level.level, version: level.version })}
          />
        ) : null
      }
      columns={[
        { title: t("rewards.level"), dataIndex: "level", width: 72 },
        { title: t("rewards.name"), render: (_, level) => level.names.en || level.names.zh },
        { title: t("rewards.minPoints"), dataIndex: "minPoints", align: "right" },
        {
          title: t("rewards.privileges"),
          render: (_, level) => (level.privileges.en || level.privileges.zh).split("\n").join(" · "),
        },
        missingColumn<ConsoleVipLevel>(t),
      ]}
    />
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
  const [form] = Form.useForm<ConsoleVipLevel>();
  const edit = itemSave(level, useCreateVipLevel(), useUpdateVipLevel(), (edited) => ({
    level: edited.level,
    version: edited.version,
  }));
  const save = ({ minPoints, names, privileges }: ConsoleVipLevel) =>
    edit.save({ minPoints, names, privileges });
  return (
    <FormDialog
      width={900}
      title={
        level ? t("rewards.editLevel", { level: level.level }) : t("rewards.newLevel", { level: nextLevel })
      }
      form={form}
      save={save}
      saving={edit.saving}
      onClose={onClose}
      initialValues={level ?? { names: emptyTexts(), privileges: emptyTexts() }}
    >
      <NumberItem
        name="minPoints"
        label={t("rewards.minPoints")}
        rule={shape.minPoints}
        input={{ style: { width: 200 } }}
      />
      <TextsItem name="names" label={t("rewards.name")} rule={shape.names} english="required" />
      <TextsItem
        name="privileges"
        label={t("rewards.privileges")}
        rule={shape.privileges}
        multiline
        extra={t("rewards.privilegesHelp")}
      />
    </FormDialog>
  );
}
