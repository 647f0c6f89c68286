import { messageTypes } from "@portal/contracts/refs/messages";
import { Badge, Button, Tabs } from "antd-mobile";
import { SetOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { type MessageType, useReadMail, useReadMessages } from "../api";
import { MailList } from "../components/MailList";
import { MessageList } from "../components/MessageList";
import { useUnreadMessages } from "../unread";
import styles from "./MessagesPage.module.css";

const tabs = [...messageTypes, "mail"] as const;
type Tab = (typeof tabs)[number];

/** The message centre (`/mine/messages`): system, replies, likes, new followers and mail, each with its red dot. */
export function MessagesPage() {
  const { t } = useTranslation("messages");
  const [search, setSearch] = useSearchParams();
  const asked = search.get("tab");
  const tab: Tab = tabs.includes(asked as Tab) ? (asked as Tab) : "system";
  const unread = useUnreadMessages().data;
  const readMessages = useReadMessages();
  const readMail = useReadMail();
  const readAll = () => {
    readMessages.mutate({});
    readMail.mutate(undefined);
  };
  return (
    <div className={styles.page}>
      <PageHeader
        title={t("title")}
        right={
          <Link to="/mine/messages/settings" className={styles.settings} aria-label={t("settings.title")}>
            <SetOutline />
          </Link>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        className={styles.tabs}
      >
        {tabs.map((key) => {
          const count = unread?.[key] ?? 0;
          return (
            <Tabs.Tab
              key={key}
              title={
                <Badge content={count > 0 ? (count > 99 ? "99+" : count) : null} className={styles.badge}>
                  <span data-testid={`tab-${key}`}>{t(`tabs.${key}`)}</span>
                </Badge>
              }
            />
          );
        })}
      </Tabs>
      {(unread?.total ?? 0) > 0 && (
        <div className={styles.readAll}>
          <Button size="small" fill="none" color="primary" onClick={readAll}>
            {t("readAll")}
          </Button>
        </div>
      )}
      {tab === "mail" ? <MailList /> : <MessageList key={tab} type={tab as MessageType} />}
    </div>
  );
}
