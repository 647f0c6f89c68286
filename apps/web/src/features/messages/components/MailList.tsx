import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { PagedList } from "../../../components/PagedList";
import { copyText } from "../../../lib/clipboard";
import { formatTime } from "../../../lib/format";
import { showToast } from "../../../lib/toast";
import { type MailItem, useClaimMailGift, useMail, useReadMail } from "../api";
import mailStyles from "./MailList.module.css";
import styles from "./MessageList.module.css";

/** The publisher's mail: tap to read; a gift code is claimed once, then shown with copy. */
export function MailList() {
  const { t } = useTranslation("messages");
  const list = useMail();
  return (
    <PagedList
      query={list}
      empty={<EmptyState title={t("common:noContent")} description={t("empty.mail")} />}
    >
      {(items) => (
        <ul className={styles.list} data-testid="messages-mail">
          {items.map((mail) => (
            <li key={mail.id}>
              <MailEntry mail={mail} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function MailEntry({ mail }: { mail: MailItem }) {
  const { t } = useTranslation("messages");
  const [open, setOpen] = useState(false);
  const read = useReadMail();
  const claim = useClaimMailGift();
  const toggle = () => {
    setOpen(!open);
    if (!mail.read) read.mutate(mail.id);
  };
  const copy = async (code: string) => showToast((await copyText(code)) ? t("mail.copied") : code);
  return (
    <div className={mailStyles.mail}>
      <button type="button" className={styles.item} onClick={toggle} aria-expanded={open}>
        <span className={styles.body}>
          <span className={`${styles.text} ${mailStyles.title}`}>{mail.title}</span>
          {mail.gameName && <span className={styles.excerpt}>{mail.gameName}</span>}
          <span className={styles.time}>{formatTime(mail.time)}</span>
        </span>
        {mail.hasGift && <span className={mailStyles.giftTag}>{t("mail.gift")}</span>}
        {!mail.read && (
          <span className={styles.unread}>
            <span className="visually-hidden">{t("unread")}</span>
          </span>
        )}
      </button>
      {open && (
        <div className={mailStyles.content}>
          <p className={mailStyles.text}>{mail.body}</p>
          {mail.hasGift &&
            (mail.giftCode ? (
              <div className={mailStyles.code}>
                <span>
                  {t("mail.code")} <strong data-testid="mail-code">{mail.giftCode}</strong>
                </span>
                <Button size="small" onClick={() => void copy(mail.giftCode ?? "")}>
                  {t("mail.copy")}
                </Button>
              </div>
            ) : (
              <Button
                color="primary"
                size="middle"
                block
                loading={claim.isPending}
                onClick={() =>
                  claim.mutate(mail.id, {
                    onSuccess: () => showToast(t("mail.claimed")),
                    onError: (error) => showToast(error.message),
                  })
                }
              >
                {t("mail.claim")}
              </Button>
            ))}
        </div>
      )}
    </div>
  );
}
