import { Form, type FormInstance, type FormProps, Modal, Spin } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "./feedback";

export interface FormDialogProps<T, R> {
  title: ReactNode;
  width?: number;
  form: FormInstance<T>;
  initialValues?: Partial<T>;
  /** Sends the values: the dialog then closes with `savedText` ("Saved"), or stays open with the server's refusal. */
  save: (values: T) => Promise<R>;
  savedText?: (result: R) => string;
  saving: boolean;
  /** What the form edits is still loading: a spinner instead of the form. */
  loading?: boolean;
  onClose: () => void;
  okText?: string;
  danger?: boolean;
  requiredMark?: FormProps["requiredMark"];
  children: ReactNode;
}

/**
 * A console form in a dialog, with its OK (Save) and Cancel buttons.
 *
 * The dialog opens at once, without Ant Design's zoom: during the zoom the dialog is first laid out
 * at full size but transparent, then shrunk and grown again, so a click that starts on a field or a
 * button right after opening could end on the backdrop and be lost (the first selection, the first
 * OK), and the dialog took the focus only when the zoom ended, after the operator's first click.
 * Without it the form is where it will stay from its first frame, and takes the focus then.
 */
export function FormDialog<T extends object, R = unknown>({
  title,
  width,
  form,
  initialValues,
  save,
  savedText,
  saving,
  loading,
  onClose,
  okText,
  danger,
  requiredMark,
  children,
}: FormDialogProps<T, R>) {
  const { t } = useTranslation();
  const { settle } = useFeedback();
  const submit = async (values: T) => {
    if (await settle(save(values), savedText)) onClose();
  };
  return (
    <Modal
      open
      transitionName=""
      width={width}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText ?? t("kit.save")}
      okButtonProps={{ danger, disabled: loading }}
      cancelText={t("kit.cancel")}
      confirmLoading={saving}
    >
      {loading ? (
        <Spin />
      ) : (
        <Form<T>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={initialValues}
          requiredMark={requiredMark}
        >
          {children}
        </Form>
      )}
    </Modal>
  );
}
