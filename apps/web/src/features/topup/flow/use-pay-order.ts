import type { PaymentRegion } from "@portal/contracts/topup";
import { prepaidCardPin, prepaidCardSerial } from "@portal/contracts/validation";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isGameWebview } from "../../../lib/environment";
import { refusalName } from "../../../lib/refusal";
import { showToast } from "../../../lib/toast";
import { type Coupon, type Goods, type MethodList, usePay } from "../api";
import type { QrNext } from "../components/QrPayment";
import type { Choice } from "./choice";
import type { CardEntry } from "./MethodStep";

const newKey = () => crypto.randomUUID();

/** Everything a payment needs, as far as the player has chosen it. */
export interface OrderDraft {
  choice: Choice;
  region: PaymentRegion | undefined;
  roleId: string | undefined;
  item: Goods | undefined;
  methods: MethodList | undefined;
  coupon: Coupon | undefined;
  discount: number;
  card: CardEntry;
}

/**
 * Checks the draft (complete, a bound e-mail for the e-mail order, the card by the contract's rules),
 * places the order with one idempotency key per choice, and goes where the answer says: the gateway,
 * the QR code, or the pending page.
 */
export function usePayOrder(draft: OrderDraft, onCard: (card: CardEntry) => void) {
  const { t } = useTranslation(["topup", "fields"]);
  const navigate = useNavigate();
  const pay = usePay();
  const [qr, setQr] = useState<{ orderNo: string; next: QrNext } | null>(null);
  const [askBindMail, setAskBindMail] = useState(false);

  // One key per choice: a double tap sends the same key and gets the same order.
  const key = useRef(newKey());
  const { choice, card } = draft;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice is a new order
  useEffect(() => {
    key.current = newKey();
  }, [choice, card.serial, card.pin]);

  const submit = () => {
    const { region, roleId, item, methods, coupon, discount } = draft;
    const method = methods?.methods.find((m) => m.id === choice.method);
    if (!choice.appId || !choice.serverId || !roleId || !item || !region || !method) {
      showToast(t("completeInfo"));
      return;
    }
    if (method.variant === "email" && !methods?.boundMail) {
      setAskBindMail(true);
      return;
    }
    const isCard = method.variant === "prepaidCard";
    if (isCard && !prepaidCardSerial.safeParse(card.serial).success) {
      onCard({ ...card, serialProblem: true });
      return;
    }
    const pin = prepaidCardPin.safeParse(card.pin);
    if (isCard && !pin.success) {
      showToast(
        `${t("fields:cardPin")}: ${t(pin.error.issues[0]?.message ?? "validation:prepaidPinInvalid")}`,
      );
      return;
    }
    pay.mutate(
      {
        appId: choice.appId,
        serverId: choice.serverId,
        roleId,
        goodsId: item.goodsId,
        region,
        method: method.id,
        couponId: coupon?.id,
        cardSerial: isCard ? card.serial.trim() : undefined,
        cardPin: isCard ? card.pin.trim() : undefined,
        clientAmount: item.priceMinor - discount,
        idempotencyKey: key.current,
      },
      {
        onSuccess: (answer) => {
          const next = answer.next;
          if (next.kind === "redirect") {
            // Bank and wallet pages cannot work inside a game webview: the phone's browser opens them.
            if (method.external && isGameWebview()) {
              window.open(next.url, "_blank");
              navigate(`/payment/pending/${answer.orderNo}/browser`);
            } else window.location.assign(next.url);
          } else if (next.kind === "qr") setQr({ orderNo: answer.orderNo, next });
          else if (next.kind === "email") navigate(`/payment/pending/${answer.orderNo}/email`);
          else navigate(`/payment/pending/${answer.orderNo}`);
        },
        onError: (error) => {
          if (refusalName(error) === "paymentEmailRequired") setAskBindMail(true);
          else showToast(error.message);
        },
      },
    );
  };

  return { submit, pending: pay.isPending, qr, askBindMail, closeBindMail: () => setAskBindMail(false) };
}
