import { Collapse, List } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { OrderHelpNote } from "../../topup/components/NotReceivedHelp";
import styles from "../components/AccountForms.module.css";
import { useCustomerService } from "../profile-api";

/** Contact channels and frequently asked questions, from the publisher's content. */
export function CustomerServicePage() {
  const { t } = useTranslation("profile");
  const content = useCustomerService();
  const orderNo = useSearchParams()[0].get("orderNo");
  return (
    <div className={styles.page}>
      <PageHeader title={t("shell:pages.customerService")} />
      {orderNo && <OrderHelpNote orderNo={orderNo} />}
      {content.error && <p className={styles.problem}>{content.error.message}</p>}
      {!content.data && !content.error && <PageLoading />}
      {content.data && (
        <>
          <List className={styles.list} mode="card" header={t("service.channels")}>
            {content.data.channels.map((channel) => (
              <List.Item
                key={channel.id}
                description={channel.body}
                arrowIcon={Boolean(channel.link)}
                onClick={channel.link ? () => window.location.assign(channel.link ?? "") : undefined}
              >
                {channel.title}
              </List.Item>
            ))}
          </List>
          <List className={styles.list} mode="card" header={t("service.faq")}>
            <Collapse accordion>
              {content.data.faq.map((entry) => (
                <Collapse.Panel key={String(entry.id)} title={entry.title}>
                  <p className={styles.hint}>{entry.body}</p>
                </Collapse.Panel>
              ))}
            </Collapse>
          </List>
        </>
      )}
    </div>
  );
}
