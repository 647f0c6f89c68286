import { type ConsoleOrderDetail, refundOrder, reviewResolutions } from "@portal/contracts/console/orders";
import { Form, Input, InputNumber, Radio } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../lib/FormDialog";
import { zodRule } from "../../lib/zod-rule";
import { useMarkDelivered, useRefundOrder, useResolveReview, useRetryDelivery } from "./api";
import { digitsOf, money, toMinor } from "./money";

export type OrderAction = "refund" | "retry" | "markDelivered" | "resolve";

/** One key per dialog: every press of its button while it is open is the same click for the server. */
const clickKey = () => crypto.randomUUID();

interface ActionForm {
  reason: string;
  amount?: number | null;
  resolution?: (typeof reviewResolutions)[number];
}

/** The dialog of one support action: always a reason; a refund's amount; a review's resolution. */
export function OrderActionDialog(props: {
  detail: ConsoleOrderDetail;
  action: OrderAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionForm>();
  const [key] = useState(clickKey);
  const refund = useRefundOrder();
  const retry = useRetryDelivery();
  const markDelivered = useMarkDelivered();
  const resolve = useResolveReview();
  const { order } = props.detail;
  const pending = refund.isPending || retry.isPending || markDelivered.isPending || resolve.isPending;

  const send = (values: ActionForm): Promise<unknown> => {
    const base = { orderNo: order.orderNo, reason: values.reason };
    switch (props.action) {
      case "refund":
        return refund.mutateAsync({
          ...base,
          idempotencyKey: key,
          ...(values.amount ? { amountMinor: toMinor(values.amount, order.currency) } : {}),
        });
      case "retry":
        return retry.mutateAsync(base);
      case "markDelivered":
        return markDelivered.mutateAsync(base);
      case "resolve":
        return resolve.mutateAsync({
          ...base,
          resolution: values.resolution ?? "deliver",
          idempotencyKey: key,
        });
    }
  };

  const digits = digitsOf(order.currency);
  return (
    <FormDialog
      title={t(`orders.actions.${props.action}`)}
      okText={t(`orders.actions.${props.action}`)}
      danger={props.action === "refund"}
      form={form}
      save={send}
      savedText={() => t("orders.done")}
      saving={pending}
      onClose={props.onClose}
      requiredMark={false}
      initialValues={{ resolution: "deliver" }}
    >
      {props.action === "refund" && (
        <Form.Item
          name="amount"
          label={t("orders.refundAmount", { left: money(props.detail.refundableMinor, order.currency) })}
          extra={props.detail.partialRefund ? t("orders.refundAmountHint") : t("orders.refundWholeOnly")}
        >
          <InputNumber
            aria-label={t("orders.refundAmountLabel")}
            min={1 / 10 ** digits}
            step={1 / 10 ** digits}
            precision={digits}
            disabled={!props.detail.partialRefund}
            placeholder={money(props.detail.refundableMinor, order.currency)}
            style={{ width: "100%" }}
          />
        </Form.Item>
      )}
      {props.action === "resolve" && (
        <Form.Item name="resolution" label={t("orders.resolution")}>
          <Radio.Group
            options={reviewResolutions.map((value) => ({ value, label: t(`orders.resolutions.${value}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item name="reason" label={t("orders.reason")} rules={[zodRule(refundOrder.body.shape.reason)]}>
        <Input.TextArea rows={3} aria-label={t("orders.reason")} />
      </Form.Item>
    </FormDialog>
  );
}
