import { Space } from "antd";
import { useTranslation } from "react-i18next";
import { FormDialog as ConsoleFormDialog, type FormDialogProps } from "../../lib/FormDialog";
import { TimeItem } from "../content/PublishTimeField";

export { refusalText } from "../../lib/api";

/** A catalogue form in a dialog: the console's form dialog, 720 wide. */
export function FormDialog<T extends object>(props: FormDialogProps<T, unknown>) {
  return <ConsoleFormDialog width={720} {...props} />;
}

/** The "valid from" and "valid until" fields (`startsAt`, `endsAt`) of campaigns and activities. */
export function ValidityFields() {
  const { t } = useTranslation();
  const required = [{ required: true, message: t("catalogue.required") }];
  return (
    <Space size="large" align="start">
      <TimeItem name="startsAt" label={t("catalogue.validFrom")} rules={required} />
      <TimeItem name="endsAt" label={t("catalogue.validUntil")} rules={required} />
    </Space>
  );
}
