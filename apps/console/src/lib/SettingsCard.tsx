import { Button, Card, Form, type FormInstance, Spin, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "./feedback";

interface Props<D extends { version: number }, V> {
  title: ReactNode;
  /** Paragraphs under the title that say what the settings do. */
  help: ReactNode[];
  /** The settings as the server has them (with their version), until then a spinner. */
  settings: { data?: D };
  /** Sends the form with what it was loaded from: "Saved", or the server's refusal (a stale edit). */
  save: (values: V, loaded: D) => Promise<unknown>;
  saving: boolean;
  form?: FormInstance<V>;
  /** The form's fields; `saveButton` goes where the page wants it (beside its other buttons). */
  children: (loaded: D, saveButton: ReactNode) => ReactNode;
}

/**
 * One settings form on a card (the `settings(path, form, data)` contracts): the form starts from
 * what the server has and starts again from the saved version.
 */
export function SettingsCard<D extends { version: number }, V extends object>({
  title,
  help,
  settings,
  save,
  saving,
  form,
  children,
}: Props<D, V>) {
  const { t } = useTranslation();
  const { settle } = useFeedback();
  const loaded = settings.data;
  if (!loaded) return <Spin />;
  const saveButton = (
    <Button type="primary" htmlType="submit" loading={saving}>
      {t("content.save")}
    </Button>
  );
  return (
    <Card title={title}>
      {help.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed paragraphs, in their order
        <Typography.Paragraph key={index} type="secondary">
          {text}
        </Typography.Paragraph>
      ))}
      <Form<V>
        key={loaded.version}
        form={form}
        layout="vertical"
        onFinish={(values) => settle(save(values, loaded))}
        initialValues={loaded}
      >
        {children(loaded, saveButton)}
      </Form>
    </Card>
  );
}
