import { App } from "antd";
import { useTranslation } from "react-i18next";
import { refusalText } from "./api";

/** The console's word after a change: "Saved" (or `text`) when it went through, the server's refusal when not. */
export function useFeedback() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return {
    saved: (text: string = t("kit.saved")) => {
      message.success(text);
    },
    failed: (error: unknown) => {
      message.error(refusalText(error));
    },
  };
}
