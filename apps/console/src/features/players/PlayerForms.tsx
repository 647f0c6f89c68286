import { adjustPlayerPoints, type SanctionKind, sanctionPlayer } from "@portal/contracts/console/players";
import { DatePicker, Form, Input, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../lib/FormDialog";
import { zodRule } from "../../lib/zod-rule";
import { useAdjustPoints, useSanctionPlayer } from "./api";

const HOUR = 60 * 60 * 1000;
const durations = { "1h": HOUR, "1d": 24 * HOUR, "7d": 7 * 24 * HOUR, "30d": 30 * 24 * HOUR } as const;
type Duration = keyof typeof durations | "permanent" | "custom";

interface SanctionForm {
  reason: string;
  duration: Duration;
  until?: { toDate(): Date } | null;
}

function endOf(values: SanctionForm): string | null {
  if (values.duration === "permanent") return null;
  if (values.duration === "custom") return values.until?.toDate().toISOString() ?? "";
  return new Date(Date.now() + durations[values.duration]).toISOString();
}

/** Ban or mute with a reason, for a while or for good. */
export function SanctionDialog(props: { playerId: number; kind: SanctionKind; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SanctionForm>();
  const give = useSanctionPlayer();
  const duration = Form.useWatch("duration", form);
  const save = (values: SanctionForm) =>
    give.mutateAsync({
      playerId: props.playerId,
      kind: props.kind,
      reason: values.reason,
      endsAt: endOf(values),
    });
  return (
    <FormDialog
      title={t(props.kind === "ban" ? "players.banTitle" : "players.muteTitle")}
      okText={t(props.kind === "ban" ? "players.ban" : "players.mute")}
      danger={props.kind === "ban"}
      form={form}
      save={save}
      saving={give.isPending}
      onClose={props.onClose}
      requiredMark={false}
      initialValues={{ duration: "1d" }}
    >
      <Form.Item
        name="reason"
        label={t("players.reason")}
        rules={[zodRule(sanctionPlayer.body.shape.reason)]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="duration" label={t("players.duration")}>
        <Select
          options={(["1h", "1d", "7d", "30d", "permanent", "custom"] as const).map((value) => ({
            value,
            label: t(`players.durations.${value}`),
          }))}
        />
      </Form.Item>
      {duration === "custom" && (
        <Form.Item
          name="until"
          label={t("players.until")}
          rules={[
            {
              validator: async (_, value?: { toDate(): Date } | null) => {
                if (!value || value.toDate().getTime() <= Date.now())
                  throw new Error(t("players.untilFuture"));
              },
            },
          ]}
        >
          <DatePicker showTime style={{ width: "100%" }} />
        </Form.Item>
      )}
    </FormDialog>
  );
}

/** Add or take points with a reason; the server refuses to go below zero. */
export function PointsDialog(props: { playerId: number; balance: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ delta: number; reason: string }>();
  const adjust = useAdjustPoints();
  const { shape } = adjustPlayerPoints.body;
  return (
    <FormDialog
      title={t("players.adjustPoints")}
      okText={t("players.apply")}
      form={form}
      save={(values) => adjust.mutateAsync({ playerId: props.playerId, ...values })}
      savedText={(result) => t("players.newBalance", { balance: result.balance })}
      saving={adjust.isPending}
      onClose={props.onClose}
      requiredMark={false}
    >
      <p>{t("players.balance", { balance: props.balance })}</p>
      <Form.Item
        name="delta"
        label={t("players.change")}
        extra={t("players.changeHelp")}
        rules={[zodRule(shape.delta)]}
      >
        <InputNumber style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item name="reason" label={t("players.reason")} rules={[zodRule(shape.reason)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
