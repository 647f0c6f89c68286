import {
  type ConsoleGiftPack,
  type GiftPackForm,
  giftPackForm,
  PACK_POINTS_MAX,
  type PackTaskForm,
  packTaskKinds,
  VIP_LEVEL_MAX,
} from "@portal/contracts/console/gift-packs";
import { emptyTexts, type LocalizedTexts } from "@portal/contracts/console/texts";
import { currencies, currencyDigits } from "@portal/contracts/topup";
import { Form, Modal, Select, Space, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { itemSave } from "../../lib/change";
import { FormDialog } from "../../lib/FormDialog";
import { CheckItem, NumberItem, TextsItem } from "../../lib/fields";
import { zodRule } from "../../lib/zod-rule";
import { TimeItem } from "../content/PublishTimeField";
import { useCreatePack, useGiftPack, usePackGames, useUpdatePack } from "./api";

const shape = giftPackForm.shape;
const WEEK = 7 * 24 * 60 * 60 * 1000;

interface PackValues {
  gameId?: number;
  names: LocalizedTexts;
  contents: LocalizedTexts;
  instructions: LocalizedTexts;
  startsAt: string | null;
  validUntil: string | null;
  pointsCost: number;
  minVipLevel: number;
  needsDailySignIn: boolean;
  needsReservation: boolean;
  needsEmail: boolean;
  mailOnly: boolean;
  sortOrder: number;
  taskKind: "none" | PackTaskForm["kind"];
  taskDays: number;
  taskCurrency: string;
  /** In the currency's major unit as typed; sent in minor units. */
  taskAmount: number;
}

function toValues(pack: ConsoleGiftPack | undefined): PackValues {
  const task = pack?.task;
  const currency = task?.kind === "recharge" ? task.currency : "USD";
  const digits = currencyDigits[currency as keyof typeof currencyDigits] ?? 2;
  return {
    gameId: pack?.gameId,
    names: { ...emptyTexts(), ...pack?.names },
    contents: { ...emptyTexts(), ...pack?.contents },
    instructions: { ...emptyTexts(), ...pack?.instructions },
    startsAt: pack?.startsAt ?? null,
    validUntil: pack?.validUntil ?? new Date(Date.now() + 4 * WEEK).toISOString(),
    pointsCost: pack?.pointsCost ?? 0,
    minVipLevel: pack?.minVipLevel ?? 0,
    needsDailySignIn: pack?.needsDailySignIn ?? false,
    needsReservation: pack?.needsReservation ?? false,
    needsEmail: pack?.needsEmail ?? false,
    mailOnly: pack?.mailOnly ?? false,
    sortOrder: pack?.sortOrder ?? 0,
    taskKind: task?.kind ?? "none",
    taskDays: task?.kind === "signStreak" ? task.days : 7,
    taskCurrency: currency,
    taskAmount: task?.kind === "recharge" ? task.amountMinor / 10 ** digits : 10,
  };
}

function taskOf(values: PackValues): PackTaskForm | null {
  if (values.taskKind === "signStreak") return { kind: "signStreak", days: values.taskDays };
  if (values.taskKind === "reservation") return { kind: "reservation" };
  if (values.taskKind !== "recharge") return null;
  const digits = currencyDigits[values.taskCurrency as keyof typeof currencyDigits] ?? 2;
  return {
    kind: "recharge",
    currency: values.taskCurrency,
    amountMinor: Math.round(values.taskAmount * 10 ** digits),
  };
}

/** Creates a pack or edits one (an edit made from an older version is refused by the server). */
export function PackDialog({ packId, onClose }: { packId: number | null; onClose: () => void }) {
  const pack = useGiftPack(packId);
  if (packId !== null && !pack.data) return <Modal open footer={null} onCancel={onClose} title={<Spin />} />;
  return <PackForm pack={pack.data} onClose={onClose} />;
}

function PackForm({ pack, onClose }: { pack: ConsoleGiftPack | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PackValues>();
  const games = usePackGames();
  const edit = itemSave(pack, useCreatePack(), useUpdatePack(), ({ id, rowVersion }) => ({
    packId: id,
    rowVersion,
  }));
  const taskKind = Form.useWatch("taskKind", form);
  const save = (values: PackValues) => {
    const body: GiftPackForm = {
      gameId: values.gameId ?? 0,
      names: values.names,
      contents: values.contents,
      instructions: values.instructions,
      startsAt: values.startsAt,
      validUntil: values.validUntil ?? "",
      pointsCost: values.pointsCost,
      minVipLevel: values.minVipLevel,
      needsDailySignIn: values.needsDailySignIn,
      needsReservation: values.needsReservation,
      needsEmail: values.needsEmail,
      mailOnly: values.mailOnly,
      sortOrder: values.sortOrder,
      task: taskOf(values),
    };
    return edit.save(body);
  };
  return (
    <FormDialog
      width={920}
      title={pack ? t("giftPacks.editTitle") : t("giftPacks.new")}
      form={form}
      initialValues={toValues(pack)}
      save={save}
      saving={edit.saving}
      onClose={onClose}
    >
      <Form.Item name="gameId" label={t("giftPacks.game")} rules={[zodRule(shape.gameId)]}>
        <Select
          aria-label={t("giftPacks.game")}
          showSearch={{ optionFilterProp: "label" }}
          options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
        />
      </Form.Item>
      <TextsItem name="names" label={t("giftPacks.name")} rule={shape.names} english="required" />
      <TextsItem
        name="contents"
        label={t("giftPacks.contents")}
        rule={shape.contents}
        english="required"
        multiline
      />
      <TextsItem
        name="instructions"
        label={t("giftPacks.instructions")}
        rule={shape.instructions}
        multiline
      />
      <Space size="large" wrap>
        <TimeItem name="startsAt" label={t("giftPacks.startsAt")} extra={t("giftPacks.startsAtHelp")} />
        <TimeItem name="validUntil" label={t("giftPacks.validUntil")} rule={shape.validUntil} />
        <NumberItem
          name="sortOrder"
          label={t("giftPacks.sortOrder")}
          rule={shape.sortOrder}
          input={{ min: 0, max: 9999 }}
        />
      </Space>
      <Space size="large" wrap>
        <NumberItem
          name="pointsCost"
          label={t("giftPacks.pointsCost")}
          rule={shape.pointsCost}
          input={{ min: 0, max: PACK_POINTS_MAX }}
        />
        <NumberItem
          name="minVipLevel"
          label={t("giftPacks.minVipLevel")}
          rule={shape.minVipLevel}
          input={{ min: 0, max: VIP_LEVEL_MAX }}
        />
      </Space>
      <Space size="large" wrap>
        <CheckItem name="needsDailySignIn" text={t("giftPacks.needsDailySignIn")} />
        <CheckItem name="needsReservation" text={t("giftPacks.needsReservation")} />
        <CheckItem name="needsEmail" text={t("giftPacks.needsEmail")} />
        <CheckItem name="mailOnly" text={t("giftPacks.mailOnlyLong")} />
      </Space>
      <Space size="large" wrap align="start">
        <Form.Item name="taskKind" label={t("giftPacks.taskLabel")}>
          <Select
            aria-label={t("giftPacks.taskLabel")}
            style={{ width: 220 }}
            options={[
              { value: "none", label: t("giftPacks.task.none") },
              ...packTaskKinds.map((kind) => ({ value: kind, label: t(`giftPacks.task.${kind}`) })),
            ]}
          />
        </Form.Item>
        {taskKind === "signStreak" ? (
          <NumberItem name="taskDays" label={t("giftPacks.taskDays")} input={{ min: 1, max: 365 }} />
        ) : null}
        {taskKind === "recharge" ? (
          <>
            <Form.Item name="taskCurrency" label={t("giftPacks.taskCurrency")}>
              <Select
                aria-label={t("giftPacks.taskCurrency")}
                style={{ width: 120 }}
                options={currencies.map((currency) => ({ value: currency, label: currency }))}
              />
            </Form.Item>
            <NumberItem name="taskAmount" label={t("giftPacks.taskAmount")} input={{ min: 0 }} />
          </>
        ) : null}
      </Space>
    </FormDialog>
  );
}
