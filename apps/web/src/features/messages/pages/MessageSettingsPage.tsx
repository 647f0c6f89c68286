import { messageTypes } from "@portal/contracts/refs/messages";
import { List, Switch } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { showToast } from "../../../lib/toast";
import { useMessageSettings, useSaveMessageSetting } from "../api";
import { PushSettings } from "../components/PushSettings";

/** One switch per message type: a type switched off creates no message at all. */
export function MessageSettingsPage() {
  const { t } = useTranslation("messages");
  const settings = useMessageSettings().data;
  const save = useSaveMessageSetting();
  return (
    <div>
      <PageHeader title={t("settings.title")} />
      <List header={t("settings.hint")}>
        {messageTypes.map((type) => (
          <List.Item
            key={type}
            description={t(`settings.${type}Hint`)}
            extra={
              <Switch
                checked={settings?.[type] ?? true}
                loading={save.isPending && save.variables?.type === type}
                aria-label={t(`tabs.${type}`)}
                onChange={(enabled) =>
                  save.mutate({ type, enabled }, { onError: (error) => showToast(error.message) })
                }
              />
            }
          >
            {t(`tabs.${type}`)}
          </List.Item>
        ))}
      </List>
      <PushSettings />
    </div>
  );
}
