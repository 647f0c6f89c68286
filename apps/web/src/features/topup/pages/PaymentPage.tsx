import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import {
  storedActivityState,
  useActivities,
  useCoupons,
  useGoods,
  useMethods,
  useRegions,
  useRoles,
} from "../api";
import { QrPayment } from "../components/QrPayment";
import styles from "../components/Topup.module.css";
import { BindMailDialog, CouponStep, PayBar, PriceSummary } from "../flow/Checkout";
import { awaited, useTopupChoice } from "../flow/choice";
import { discountOf, fittingCoupons } from "../flow/discount";
import { type CardEntry, MethodStep } from "../flow/MethodStep";
import { GameStep, GoodsStep, RegionStep, RoleStep, ServerStep } from "../flow/Steps";
import { usePayOrder } from "../flow/use-pay-order";

const NO_CARD: CardEntry = { serial: "", pin: "", serialProblem: false };

/** The top-up flow: game → server → role → item → region and method → coupon → pay → result. */
export function PaymentPage() {
  const { t } = useTranslation("topup");
  const [search] = useSearchParams();
  const { choice, setChoice, choose, region, loading } = useTopupChoice(search);
  const [card, setCard] = useState<CardEntry>(NO_CARD);

  const roles = useRoles(choice.appId, choice.serverId);
  const goods = useGoods(choice.appId, region);
  const methods = useMethods(region, choice.appId, choice.goodsId);
  const coupons = useCoupons();
  const cardRules = useRegions().data?.prepaidCard;
  const activities = useActivities();
  // The first screen shows once its answers are all in (the server's HTML has them already): until
  // then it stays hidden in a placeholder taller than the screen, so that nothing moves as they come
  // (mounted all along: a step that failed to load shows its Retry, not a new attempt).
  const [shown, setShown] = useState(false);
  if (!shown && !loading && !awaited(goods) && !awaited(activities)) setShown(true);

  const item = goods.data?.find((g) => g.goodsId === choice.goodsId);
  const fitting = fittingCoupons(coupons.data ?? [], item, choice.appId);
  const coupon = fitting.find((c) => c.id === choice.couponId);
  const discount = discountOf(item, coupon);
  const order = usePayOrder(
    {
      choice,
      region,
      roleId: roles.data?.find((r) => r.roleId === choice.roleId)?.roleId,
      item,
      methods: methods.data,
      coupon,
      discount,
      card,
    },
    setCard,
  );

  if (order.qr)
    return (
      <div className={styles.page}>
        <PageHeader title={t("title")} />
        <QrPayment orderNo={order.qr.orderNo} next={order.qr.next} />
      </div>
    );

  return (
    <div className={styles.page}>
      <PageHeader title={t("title")} />
      <div className={styles.firstScreen} data-loading={shown ? undefined : ""}>
        {!shown && (
          <div className={styles.firstScreenLoading}>
            <PageLoading />
          </div>
        )}
        <ActivityBanner />
        <GameStep choice={choice} onChoose={(appId) => setChoice({ appId, region: choice.region })} />
        {choice.appId && <ServerStep choice={choice} choose={choose} />}
        {choice.serverId && <RoleStep choice={choice} choose={choose} />}
        {choice.appId && <RegionStep region={region} choose={choose} />}
        {choice.appId && region && <GoodsStep choice={choice} region={region} choose={choose} />}
        {item && (
          <MethodStep
            item={item}
            methods={methods.data}
            failed={methods.isError}
            onRetry={() => methods.refetch()}
            chosen={choice.method}
            onChoose={(method) => choose({ method })}
            card={card}
            onCard={setCard}
            cardRules={cardRules}
          />
        )}
        {item && fitting.length > 0 && (
          <CouponStep
            item={item}
            coupons={fitting}
            chosen={choice.couponId}
            onChoose={(couponId) => choose({ couponId })}
          />
        )}
        {item && <PriceSummary item={item} discount={discount} />}
        <PayBar item={item} discount={discount} pending={order.pending} onPay={order.submit} />
        <BindMailDialog
          visible={order.askBindMail}
          onClose={order.closeBindMail}
          onOtherMethod={() => {
            order.closeBindMail();
            choose({ method: undefined });
          }}
        />
      </div>
    </div>
  );
}

/** The stored-value activity's banner, while the event list has events (the spec's state 1). */
function ActivityBanner() {
  const { t } = useTranslation("topup");
  const activities = useActivities();
  const activityState = storedActivityState.use();
  useEffect(() => {
    if (activities.data) storedActivityState.set(activities.data.length > 0 ? 1 : 2);
  }, [activities.data]);
  // From the list itself once it is there (a page the server rendered shows the banner at once), else
  // as last known.
  const running = activities.data ? activities.data.length > 0 : activityState === 1;
  if (!running) return null;
  return (
    <Link to="/payment/storedActivity" className={styles.banner}>
      <span>{activities.data?.[0]?.title ?? t("activity.title")}</span>
      <span aria-hidden>›</span>
    </Link>
  );
}
