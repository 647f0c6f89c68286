import { App } from "antd";
import { useTranslation } from "react-i18next";
import { refusalText } from "./api";

/** The console's word after a change: "Saved" (or `text`) when it went through, the server's refusal when not. */
export function useFeedback() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const saved = (text: string = t("kit.saved")) => {
    message.success(text);
  };
  const failed = (error: unknown) => {
    message.error(refusalText(error));
  };
  return {
    saved,
    failed,
    /** Waits for a change: "Saved" (or `text` of its answer) and true, or the refusal and false. */
    settle: async <R>(change: Promise<R>, text?: (result: R) => string) => {
      try {
        saved(text?.(await change));
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
  };
}
