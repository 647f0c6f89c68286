import { pushTopics } from "@portal/contracts/refs/push";
import { List, Switch } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { pushUnsupported } from "../../../lib/push";
import { ApiError } from "../../../lib/request";
import { showToast } from "../../../lib/toast";
import { PushRefusal, usePushSettings, useSavePushTopic } from "../api";

/**
 * Notifications on this device, one switch per topic; the first switched on asks the browser.
 * Where push cannot work (switched off on the portal, or a browser without it) only the reason shows.
 */
export function PushSettings() {
  const { t } = useTranslation("messages");
  const settings = usePushSettings().data;
  const save = useSavePushTopic();
  if (!settings) return null;
  const publicKey = settings.publicKey;
  const unavailable = !publicKey ? "off" : pushUnsupported();
  if (!publicKey || unavailable)
    return (
      <List header={t("pushSettings.title")} data-testid="push-settings">
        <List.Item description={t(`pushSettings.${unavailable || "off"}`)} />
      </List>
    );
  return (
    <List header={t("pushSettings.title")} data-testid="push-settings">
      <List.Item description={t("pushSettings.hint")} />
      {pushTopics.map((topic) => (
        <List.Item
          key={topic}
          description={t(topic === "mail" ? "pushSettings.mailHint" : `settings.${topic}Hint`)}
          extra={
            <Switch
              checked={settings.topics[topic]}
              loading={save.isPending && save.variables?.topic === topic}
              aria-label={`${t("pushSettings.title")}: ${t(`tabs.${topic}`)}`}
              onChange={(enabled) =>
                save.mutate(
                  { topic, enabled, publicKey },
                  {
                    onError: (error) =>
                      showToast(
                        error instanceof PushRefusal
                          ? t(`pushSettings.${error.reason}`)
                          : error instanceof ApiError
                            ? error.message
                            : t("pushSettings.failed"),
                      ),
                  },
                )
              }
            />
          }
        >
          {t(`tabs.${topic}`)}
        </List.Item>
      ))}
    </List>
  );
}
