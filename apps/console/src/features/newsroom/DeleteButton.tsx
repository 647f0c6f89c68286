import { App, Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { ConsoleRequestError } from "../../lib/api";

/** Delete, after a confirmation; a refusal (someone edited it meanwhile, it is gone) shows its message. */
export function DeleteButton(props: {
  /** The item's titles: its name on the button for screen readers. */
  titles: Record<string, string>;
  confirm: string;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps clicks (also from the popup) from reaching a clickable row
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Popconfirm
        title={props.confirm}
        okText={t("content.delete")}
        okButtonProps={{ danger: true }}
        cancelText={t("content.cancel")}
        onConfirm={() =>
          props
            .onDelete()
            .then(() => message.success(t("newsroom.deleted")))
            .catch((error) =>
              message.error(error instanceof ConsoleRequestError ? error.message : String(error)),
            )
        }
      >
        <Button danger aria-label={`${t("content.delete")} ${props.titles.en || props.titles.zh || ""}`}>
          {t("content.delete")}
        </Button>
      </Popconfirm>
    </span>
  );
}
