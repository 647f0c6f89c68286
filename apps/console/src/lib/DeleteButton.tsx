import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { useFeedback } from "./feedback";

/** Delete, after a confirmation; a refusal (someone edited it meanwhile, it is gone) shows its message. */
export function DeleteButton(props: {
  /** The item's name, on the button for screen readers. */
  name?: string;
  confirm: string;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { saved, failed } = useFeedback();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps clicks (also from the popup) from reaching a clickable row
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Popconfirm
        title={props.confirm}
        okText={t("kit.delete")}
        okButtonProps={{ danger: true }}
        cancelText={t("kit.cancel")}
        onConfirm={() =>
          props
            .onDelete()
            .then(() => saved(t("kit.deleted")))
            .catch(failed)
        }
      >
        <Button danger aria-label={props.name ? `${t("kit.delete")} ${props.name}` : undefined}>
          {t("kit.delete")}
        </Button>
      </Popconfirm>
    </span>
  );
}
