import { useTranslation } from "react-i18next";
import { useWallet } from "../api";
import { money } from "../money";
import styles from "./Topup.module.css";

/** The player's stored-value balance on Mine (one line per currency held). */
export function WalletSummary() {
  const { t } = useTranslation("topup");
  const wallet = useWallet();
  const held = wallet.data?.balances.filter((b) => b.balanceMinor > 0) ?? [];
  return (
    <div>
      <dt>{t("wallet")}</dt>
      <dd data-testid="wallet">
        {held.length
          ? held.map((b) => (
              <span key={b.currency} className={styles.walletLine}>
                {money(b.balanceMinor, b.currency)}
              </span>
            ))
          : "–"}
      </dd>
    </div>
  );
}
