import { Input, Selector } from "antd-mobile";
import { useTranslation } from "react-i18next";
import type { Goods, MethodList, PrepaidCardRules } from "../api";
import { LoadFailed } from "../components/LoadFailed";
import styles from "../components/Topup.module.css";
import { money } from "../money";
import { Step } from "./Steps";

/** The card the player types in for a prepaid-card payment. */
export interface CardEntry {
  serial: string;
  pin: string;
  /** The serial was refused: it shows under its field. */
  serialProblem: boolean;
}

/** The region's methods (the wallet with its balance), and the card fields or the e-mail note. */
export function MethodStep({
  item,
  methods,
  failed,
  onRetry,
  chosen,
  onChoose,
  card,
  onCard,
  cardRules,
}: {
  item: Goods;
  methods: MethodList | undefined;
  failed: boolean;
  onRetry: () => void;
  chosen: string | undefined;
  onChoose: (method: string) => void;
  card: CardEntry;
  onCard: (card: CardEntry) => void;
  cardRules: PrepaidCardRules | undefined;
}) {
  const { t } = useTranslation(["topup", "validation"]);
  const method = methods?.methods.find((m) => m.id === chosen);
  return (
    <Step id="topup-method" title={t("method")}>
      {failed && <LoadFailed what="methods" onRetry={onRetry} />}
      <Selector
        columns={2}
        value={chosen ? [chosen] : []}
        options={(methods?.methods ?? []).map((m) => ({
          label: t(`methods.${m.id}`),
          value: m.id,
          description:
            m.variant === "wallet"
              ? t("balance", { amount: money(methods?.walletMinor ?? 0, item.currency) })
              : undefined,
        }))}
        onChange={(value) => value[0] && onChoose(value[0])}
      />
      {method?.variant === "prepaidCard" && <CardFields card={card} onCard={onCard} rules={cardRules} />}
      {method?.variant === "email" && <p className={styles.hint}>{t("stayOnline")}</p>}
    </Step>
  );
}

/** Serial (digits only) and PIN (letters and digits), as long as the server's card rules allow. */
function CardFields({
  card,
  onCard,
  rules,
}: {
  card: CardEntry;
  onCard: (card: CardEntry) => void;
  rules: PrepaidCardRules | undefined;
}) {
  const { t } = useTranslation(["topup", "validation"]);
  return (
    <>
      <Input
        className={styles.roleCard}
        inputMode="numeric"
        maxLength={rules?.serialDigits}
        placeholder={t("cardSerial")}
        aria-label={t("cardSerial")}
        aria-invalid={card.serialProblem}
        aria-describedby={card.serialProblem ? "topup-card-problem" : undefined}
        value={card.serial}
        onChange={(value) => onCard({ ...card, serial: value.replace(/\D/g, ""), serialProblem: false })}
      />
      {card.serialProblem && (
        <p id="topup-card-problem" className={styles.problem} role="alert">
          {t("validation:prepaidCardInvalid")}
        </p>
      )}
      <Input
        className={styles.roleCard}
        maxLength={rules?.pinMaxLength}
        autoComplete="off"
        placeholder={t("cardPin")}
        aria-label={t("cardPin")}
        value={card.pin}
        onChange={(value) => onCard({ ...card, pin: value.replace(/[^0-9A-Za-z]/g, "") })}
      />
    </>
  );
}
