import {
  type BroadcastForm,
  broadcastForm,
  broadcastSegments,
  segmentInput,
  VIP_LEVEL_MAX,
} from "@portal/contracts/console/broadcasts";
import { emptyTexts } from "@portal/contracts/console/texts";
import { languageNames, languages } from "@portal/contracts/languages";
import { Alert, Form, Radio, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../lib/FormDialog";
import { NumberItem, TextsItem } from "../../lib/fields";
import { TimeItem } from "../content/PublishTimeField";
import { useBroadcastOptions, useCreateBroadcast, useSegmentPreview } from "./api";

const shape = broadcastForm.shape;
type Values = Omit<BroadcastForm, "sendAt"> & { when: "now" | "at"; sendAt: string | null };

/** A notice or a mail to a segment, now or at a time; the segment's size shows before sending. */
export function ComposeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const options = useBroadcastOptions();
  const create = useCreateBroadcast();
  const channel = Form.useWatch("channel", form);
  const audience = Form.useWatch("audience", form);
  const giftPackId = Form.useWatch("giftPackId", form) ?? null;
  const when = Form.useWatch("when", form);
  const parsed = segmentInput.safeParse(audience ?? {});
  const preview = useSegmentPreview(
    parsed.success ? { audience: parsed.data, giftPackId: channel === "mail" ? giftPackId : null } : null,
  );
  const save = ({ when: sendWhen, ...values }: Values) =>
    create.mutateAsync({
      ...values,
      giftPackId: values.channel === "mail" ? (values.giftPackId ?? null) : null,
      sendAt: sendWhen === "now" ? null : values.sendAt,
    });
  const segment = audience?.segment;
  return (
    <FormDialog
      width={960}
      title={t("broadcasts.new")}
      okText={t(when === "at" ? "broadcasts.schedule" : "broadcasts.sendNow")}
      form={form}
      save={save}
      savedText={() => t(when === "at" ? "broadcasts.scheduled" : "broadcasts.sending")}
      saving={create.isPending}
      onClose={onClose}
      initialValues={{
        channel: "mail",
        audience: { segment: "all", gameId: null, minVipLevel: null, language: null },
        giftPackId: null,
        title: emptyTexts(),
        body: emptyTexts(),
        when: "now",
        sendAt: null,
      }}
    >
      <Space size="large" align="start" wrap>
        <Form.Item name="channel" label={t("broadcasts.channel")}>
          <Radio.Group
            optionType="button"
            options={(["mail", "notice"] as const).map((value) => ({
              value,
              label: t(`broadcasts.channels.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name={["audience", "segment"]} label={t("broadcasts.segment")}>
          <Select
            style={{ width: 220 }}
            aria-label={t("broadcasts.segment")}
            options={broadcastSegments.map((value) => ({
              value,
              label: t(`broadcasts.segments.${value}`),
            }))}
          />
        </Form.Item>
        {segment === "game" || segment === "reservists" ? (
          <Form.Item
            name={["audience", "gameId"]}
            label={t("broadcasts.game")}
            rules={[{ required: true, message: t("validation:required") }]}
          >
            <Select
              style={{ width: 240 }}
              aria-label={t("broadcasts.game")}
              showSearch
              optionFilterProp="label"
              loading={options.isPending}
              options={options.data?.games.map((game) => ({ value: game.id, label: game.name }))}
            />
          </Form.Item>
        ) : null}
        {segment === "vip" ? (
          <NumberItem
            name={["audience", "minVipLevel"]}
            label={t("broadcasts.minVipLevel")}
            input={{ min: 0, max: VIP_LEVEL_MAX }}
            rules={[{ required: true, message: t("validation:required") }]}
          />
        ) : null}
        {segment === "language" ? (
          <Form.Item
            name={["audience", "language"]}
            label={t("broadcasts.language")}
            rules={[{ required: true, message: t("validation:required") }]}
          >
            <Select
              style={{ width: 240 }}
              aria-label={t("broadcasts.language")}
              options={languages.map((value) => ({ value, label: languageNames[value] }))}
            />
          </Form.Item>
        ) : null}
        {channel === "mail" ? (
          <Form.Item name="giftPackId" label={t("broadcasts.giftPack")} extra={t("broadcasts.giftPackHelp")}>
            <Select
              style={{ width: 320 }}
              aria-label={t("broadcasts.giftPack")}
              allowClear
              placeholder={t("broadcasts.noGift")}
              loading={options.isPending}
              options={options.data?.packs.map((pack) => ({
                value: pack.id,
                label: t("broadcasts.packOption", {
                  name: pack.name,
                  game: pack.gameName,
                  free: pack.freeCodes,
                }),
              }))}
            />
          </Form.Item>
        ) : null}
      </Space>
      <SegmentPreview players={preview.data?.players} freeCodes={preview.data?.freeCodes ?? null} />
      <TextsItem name="title" label={t("broadcasts.subject")} rule={shape.title} english="required" />
      <TextsItem name="body" label={t("broadcasts.body")} rule={shape.body} english="required" multiline />
      <Space size="large" align="start">
        <Form.Item name="when" label={t("broadcasts.when")}>
          <Radio.Group
            options={[
              { value: "now", label: t("broadcasts.now") },
              { value: "at", label: t("broadcasts.at") },
            ]}
          />
        </Form.Item>
        {when === "at" ? (
          <TimeItem
            name="sendAt"
            label={t("broadcasts.sendAt")}
            rules={[{ required: true, message: t("validation:required") }]}
          />
        ) : null}
      </Space>
    </FormDialog>
  );
}

/** How many players the segment has now; an empty segment or too few codes are said before sending. */
function SegmentPreview({ players, freeCodes }: { players?: number; freeCodes: number | null }) {
  const { t } = useTranslation();
  if (players === undefined) return null;
  if (players === 0)
    return (
      <Alert type="warning" showIcon title={t("broadcasts.emptySegment")} style={{ marginBottom: 16 }} />
    );
  const short = freeCodes !== null && freeCodes < players;
  return (
    <Alert
      type={short ? "warning" : "info"}
      showIcon
      style={{ marginBottom: 16 }}
      title={
        <span data-testid="segment-size">
          {t("broadcasts.segmentPlayers", { count: players })}
          {freeCodes !== null ? ` · ${t("broadcasts.freeCodes", { count: freeCodes })}` : ""}
        </span>
      }
    />
  );
}
