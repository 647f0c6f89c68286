import { App, Form, type FormInstance, Modal, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";
import { TimeInput } from "../content/PublishTimeField";

/** What to show of a failed save: the server's localized refusal, or what went wrong. */
export const refusalText = (error: unknown) =>
  error instanceof ConsoleRequestError ? error.message : String(error);

interface Props<T> {
  title: string;
  width?: number;
  form: FormInstance<T>;
  initialValues: Partial<T>;
  /** Sends the values: the dialog then closes with "Saved", or stays open with the server's refusal. */
  save: (values: T) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A catalogue form in a dialog, with Save and Cancel. */
export function FormDialog<T extends object>({
  title,
  width = 720,
  form,
  initialValues,
  save,
  saving,
  onClose,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const submit = async (values: T) => {
    try {
      await save(values);
      message.success(t("content.saved"));
      onClose();
    } catch (error) {
      message.error(refusalText(error));
    }
  };
  return (
    <Modal
      open
      width={width}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("content.save")}
      cancelText={t("content.cancel")}
      confirmLoading={saving}
    >
      <Form<T> form={form} layout="vertical" onFinish={submit} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}

/** The "valid from" and "valid until" fields (`startsAt`, `endsAt`) of campaigns and activities. */
export function ValidityFields() {
  const { t } = useTranslation();
  const required = [{ required: true, message: t("catalogue.required") }];
  return (
    <Space size="large" align="start">
      <Form.Item name="startsAt" label={t("catalogue.validFrom")} rules={required}>
        <TimeInput label={t("catalogue.validFrom")} />
      </Form.Item>
      <Form.Item name="endsAt" label={t("catalogue.validUntil")} rules={required}>
        <TimeInput label={t("catalogue.validUntil")} />
      </Form.Item>
    </Space>
  );
}
