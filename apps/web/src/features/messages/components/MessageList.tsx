import { BellOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Avatar } from "../../../components/Avatar";
import { EmptyState } from "../../../components/EmptyState";
import { PagedList } from "../../../components/PagedList";
import { formatTime } from "../../../lib/format";
import { type Message, type MessageType, useMessageList, useReadMessages } from "../api";
import styles from "./MessageList.module.css";

/** The words of a message in the reader's language: who did what, or what happened. */
export function useMessageText() {
  const { t } = useTranslation("messages");
  return (message: Message) => {
    if (!message.actor) return t(`kinds.${message.kind}`, message.params);
    const who =
      message.actorCount > 1
        ? t("actors.many", { name: message.actor.nickname, count: message.actorCount - 1 })
        : message.actor.nickname;
    return t("line", { who, action: t(`kinds.${message.kind}`, message.params) });
  };
}

/** One tab of the message centre; tapping a message marks it read and opens what it is about. */
export function MessageList({ type }: { type: MessageType }) {
  const { t } = useTranslation("messages");
  const list = useMessageList(type);
  const read = useReadMessages();
  const navigate = useNavigate();
  const text = useMessageText();
  const open = (message: Message) => {
    if (!message.read) read.mutate({ id: message.id });
    navigate(message.link);
  };
  return (
    <PagedList
      query={list}
      empty={<EmptyState title={t("common:noContent")} description={t(`empty.${type}`)} />}
    >
      {(items) => (
        <ul className={styles.list} data-testid={`messages-${type}`}>
          {items.map((message) => (
            <li key={message.id}>
              <button type="button" className={styles.item} onClick={() => open(message)}>
                {message.actor ? (
                  <Avatar src={message.actor.avatar} className={styles.avatar} />
                ) : (
                  <span className={styles.systemIcon} aria-hidden>
                    <BellOutline />
                  </span>
                )}
                <span className={styles.body}>
                  <span className={styles.text}>{text(message)}</span>
                  {message.excerpt && (
                    <span className={styles.excerpt} data-clamped="excerpt">
                      {message.excerpt}
                    </span>
                  )}
                  <span className={styles.time}>{formatTime(message.time)}</span>
                </span>
                {!message.read && (
                  <span className={styles.unread}>
                    <span className="visually-hidden">{t("unread")}</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
