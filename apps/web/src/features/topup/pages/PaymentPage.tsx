import type { PaymentRegion } from "@portal/contracts/topup";
import { Button, Dialog, Input, Selector } from "antd-mobile";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { isGameWebview } from "../../../lib/environment";
import { ApiError } from "../../../lib/request";
import { showToast } from "../../../lib/toast";
import { SYNC_LOGIN_KEY } from "../../account/api";
import {
  storedActivityState,
  useActivities,
  useCoupons,
  useGoods,
  useMethods,
  usePay,
  useRegions,
  useRoles,
  useServers,
  useTopupGames,
} from "../api";
import { LoadFailed } from "../components/LoadFailed";
import { type QrNext, QrPayment } from "../components/QrPayment";
import styles from "../components/Topup.module.css";
import { money } from "../money";

interface Choice {
  appId?: number;
  serverId?: string;
  roleId?: string;
  goodsId?: number;
  region?: PaymentRegion;
  method?: string;
  couponId?: number;
}

const PAYMENT_EMAIL_REQUIRED = 4806;
const newKey = () => crypto.randomUUID();

/** What the game webview's sync-login left (game, server, role), or the address's own choice. */
function initialChoice(search: URLSearchParams): Choice {
  let synced: Record<string, string> = {};
  if (isGameWebview()) {
    try {
      synced = JSON.parse(localStorage.getItem(SYNC_LOGIN_KEY) ?? "{}") as Record<string, string>;
    } catch {}
  }
  const pick = (name: string) => search.get(name) ?? synced[name] ?? undefined;
  const number = (name: string) => (pick(name) ? Number(pick(name)) : undefined);
  return {
    appId: number("appId"),
    serverId: pick("serverId"),
    roleId: pick("roleId"),
    goodsId: number("goodsId"),
    region: (search.get("region") as PaymentRegion | null) ?? undefined,
  };
}

/** The top-up flow: game → server → role → item → region and method → coupon → pay → result. */
export function PaymentPage() {
  const { t } = useTranslation(["topup", "errors", "fields", "validation"]);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(search));
  const [cardSerial, setCardSerial] = useState("");
  const [cardPin, setCardPin] = useState("");
  const [cardProblem, setCardProblem] = useState(false);
  const [qr, setQr] = useState<{ orderNo: string; next: QrNext } | null>(null);
  const [askBindMail, setAskBindMail] = useState(false);
  const choose = useCallback(
    (next: Partial<Choice>) => setChoice((current) => ({ ...current, ...next })),
    [],
  );

  const games = useTopupGames();
  const servers = useServers(choice.appId);
  const roles = useRoles(choice.appId, choice.serverId);
  const regions = useRegions();
  const region = choice.region ?? (regions.data?.suggested as PaymentRegion | undefined);
  const goods = useGoods(choice.appId, region);
  const methods = useMethods(region, choice.appId, choice.goodsId);
  const coupons = useCoupons();
  const activities = useActivities();
  const pay = usePay();
  const activityState = storedActivityState.use();

  useEffect(() => {
    if (activities.data) storedActivityState.set(activities.data.length > 0 ? 1 : 2);
  }, [activities.data]);
  // The most recent game, its last server and role come first and are chosen for the player.
  useEffect(() => {
    const recent = games.data?.find((g) => g.recent);
    if (!choice.appId && recent) choose({ appId: recent.appId });
  }, [games.data, choice.appId, choose]);
  useEffect(() => {
    if (!choice.serverId && servers.data?.length)
      choose({ serverId: (servers.data.find((s) => s.last) ?? servers.data[0])?.serverId });
  }, [servers.data, choice.serverId, choose]);
  useEffect(() => {
    if (!choice.roleId && roles.data?.length)
      choose({ roleId: (roles.data.find((r) => r.last) ?? roles.data[0])?.roleId });
  }, [roles.data, choice.roleId, choose]);

  // One key per choice: a double tap sends the same key and gets the same order.
  const key = useRef(newKey());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice is a new order
  useEffect(() => {
    key.current = newKey();
  }, [choice, cardSerial, cardPin]);

  const item = goods.data?.find((g) => g.goodsId === choice.goodsId);
  const method = methods.data?.methods.find((m) => m.id === choice.method);
  const role = roles.data?.find((r) => r.roleId === choice.roleId);
  const fitting = useMemo(
    () =>
      (coupons.data ?? []).filter(
        (c) =>
          c.state === "usable" &&
          item &&
          (c.appId === null || c.appId === choice.appId) &&
          (c.currency === null || c.currency === item.currency) &&
          item.priceMinor >= c.minSpendMinor,
      ),
    [coupons.data, item, choice.appId],
  );
  const coupon = fitting.find((c) => c.id === choice.couponId);
  const discount =
    item && coupon
      ? Math.min(
          coupon.kind === "percent" ? Math.floor((item.priceMinor * coupon.value) / 100) : coupon.value,
          item.priceMinor - 1,
        )
      : 0;

  const submit = () => {
    if (!choice.appId || !choice.serverId || !role || !item || !region || !method) {
      showToast(t("completeInfo"));
      return;
    }
    if (method.variant === "email" && methods.data && !methods.data.boundMail) {
      setAskBindMail(true);
      return;
    }
    if (method.variant === "prepaidCard" && !/^\d{25}$/.test(cardSerial.trim())) {
      setCardProblem(true);
      return;
    }
    if (method.variant === "prepaidCard" && !/^[0-9A-Za-z]{4,20}$/.test(cardPin.trim())) {
      showToast(`${t("fields:cardPin")}: ${t("validation:prepaidPinInvalid")}`);
      return;
    }
    pay.mutate(
      {
        appId: choice.appId,
        serverId: choice.serverId,
        roleId: role.roleId,
        goodsId: item.goodsId,
        region,
        method: method.id,
        couponId: coupon?.id,
        cardSerial: method.variant === "prepaidCard" ? cardSerial.trim() : undefined,
        cardPin: method.variant === "prepaidCard" ? cardPin.trim() : undefined,
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
          if (error instanceof ApiError && error.code === PAYMENT_EMAIL_REQUIRED) setAskBindMail(true);
          else showToast(error.message);
        },
      },
    );
  };

  if (qr)
    return (
      <div className={styles.page}>
        <PageHeader title={t("title")} />
        <QrPayment orderNo={qr.orderNo} next={qr.next} />
      </div>
    );

  return (
    <div className={styles.page}>
      <PageHeader title={t("title")} />
      {activityState === 1 && (
        <Link to="/payment/storedActivity" className={styles.banner}>
          <span>{activities.data?.[0]?.title ?? t("activity.title")}</span>
          <span aria-hidden>›</span>
        </Link>
      )}

      <section className={styles.section} aria-labelledby="topup-game">
        <h2 id="topup-game" className={styles.sectionTitle}>
          {t("game")}
        </h2>
        {games.isError && <LoadFailed what="games" onRetry={() => games.refetch()} />}
        <div className={styles.games}>
          {games.data?.map((game) => (
            <button
              key={game.appId}
              type="button"
              className={styles.game}
              aria-pressed={game.appId === choice.appId}
              onClick={() => setChoice({ appId: game.appId, region: choice.region })}
            >
              {game.icon ? <img src={game.icon} alt="" /> : null}
              <span className={styles.gameName}>{game.name}</span>
              {game.recent && <span className={styles.tag}>{t("recent")}</span>}
            </button>
          ))}
        </div>
      </section>

      {choice.appId && (
        <section className={styles.section} aria-labelledby="topup-server">
          <h2 id="topup-server" className={styles.sectionTitle}>
            {t("server")}
          </h2>
          {servers.isError && <LoadFailed what="servers" onRetry={() => servers.refetch()} />}
          <Selector
            columns={3}
            value={choice.serverId ? [choice.serverId] : []}
            options={(servers.data ?? []).map((s) => ({
              label: s.name,
              value: s.serverId,
              description: s.last ? t("lastUsed") : undefined,
            }))}
            onChange={(value) => value[0] && choose({ serverId: value[0], roleId: undefined })}
          />
        </section>
      )}

      {choice.serverId && (
        <section className={styles.section} aria-labelledby="topup-role">
          <h2 id="topup-role" className={styles.sectionTitle}>
            {t("role")}
          </h2>
          {roles.isError && <LoadFailed what="roles" onRetry={() => roles.refetch()} />}
          {roles.data?.length === 0 && <p className={styles.hint}>{t("noRoles")}</p>}
          <Selector
            columns={2}
            value={choice.roleId ? [choice.roleId] : []}
            options={(roles.data ?? []).map((r) => ({
              label: r.name,
              value: r.roleId,
              description: t("level", { level: r.level }),
            }))}
            onChange={(value) => value[0] && choose({ roleId: value[0] })}
          />
          {role && (
            <p className={styles.roleCard} data-testid="role-card">
              {role.name} · {t("level", { level: role.level })} · {role.roleId}
            </p>
          )}
        </section>
      )}

      {choice.appId && (
        <section className={styles.section} aria-labelledby="topup-region">
          <h2 id="topup-region" className={styles.sectionTitle}>
            {t("region")}
          </h2>
          <Selector
            columns={5}
            value={region ? [region] : []}
            options={(regions.data?.regions ?? []).map((r) => ({
              label: r.id,
              value: r.id as PaymentRegion,
              description: r.currency,
            }))}
            onChange={(value) =>
              value[0] && choose({ region: value[0], method: undefined, couponId: undefined })
            }
          />
        </section>
      )}

      {choice.appId && region && (
        <section className={styles.section} aria-labelledby="topup-goods">
          <h2 id="topup-goods" className={styles.sectionTitle}>
            {t("goods")}
          </h2>
          {goods.isError && <LoadFailed what="goods" onRetry={() => goods.refetch()} />}
          <Selector
            columns={2}
            value={choice.goodsId ? [choice.goodsId] : []}
            options={(goods.data ?? []).map((g) => ({
              label: g.name,
              value: g.goodsId,
              description: money(g.priceMinor, g.currency),
            }))}
            onChange={(value) => value[0] && choose({ goodsId: value[0], couponId: undefined })}
          />
        </section>
      )}

      {item && (
        <section className={styles.section} aria-labelledby="topup-method">
          <h2 id="topup-method" className={styles.sectionTitle}>
            {t("method")}
          </h2>
          {methods.isError && <LoadFailed what="methods" onRetry={() => methods.refetch()} />}
          <Selector
            columns={2}
            value={choice.method ? [choice.method] : []}
            options={(methods.data?.methods ?? []).map((m) => ({
              label: t(`methods.${m.id}`),
              value: m.id,
              description:
                m.variant === "wallet"
                  ? t("balance", { amount: money(methods.data?.walletMinor ?? 0, item.currency) })
                  : undefined,
            }))}
            onChange={(value) => value[0] && choose({ method: value[0] })}
          />
          {method?.variant === "prepaidCard" && (
            <>
              <Input
                className={styles.roleCard}
                inputMode="numeric"
                maxLength={25}
                placeholder={t("cardSerial")}
                aria-label={t("cardSerial")}
                aria-invalid={cardProblem}
                aria-describedby={cardProblem ? "topup-card-problem" : undefined}
                value={cardSerial}
                onChange={(value) => {
                  setCardSerial(value.replace(/\D/g, ""));
                  setCardProblem(false);
                }}
              />
              {cardProblem && (
                <p id="topup-card-problem" className={styles.problem} role="alert">
                  {t("validation:prepaidCardInvalid")}
                </p>
              )}
            </>
          )}
          {method?.variant === "prepaidCard" && (
            <Input
              className={styles.roleCard}
              maxLength={20}
              autoComplete="off"
              placeholder={t("cardPin")}
              aria-label={t("cardPin")}
              value={cardPin}
              onChange={(value) => setCardPin(value.replace(/[^0-9A-Za-z]/g, ""))}
            />
          )}
          {method?.variant === "email" && <p className={styles.hint}>{t("stayOnline")}</p>}
        </section>
      )}

      {item && fitting.length > 0 && (
        <section className={styles.section} aria-labelledby="topup-coupon">
          <h2 id="topup-coupon" className={styles.sectionTitle}>
            {t("coupon")}
          </h2>
          <Selector
            columns={2}
            value={[choice.couponId ?? 0]}
            options={[
              { label: t("noCoupon"), value: 0 },
              ...fitting.map((c) => ({
                label:
                  c.kind === "percent"
                    ? t("percentOff", { value: c.value })
                    : t("amountOff", { amount: money(c.value, c.currency ?? item.currency) }),
                value: c.id,
              })),
            ]}
            onChange={(value) => choose({ couponId: value[0] || undefined })}
          />
        </section>
      )}

      {item && (
        <section className={styles.section}>
          <dl className={styles.summary}>
            <dt>{t("price")}</dt>
            <dd>{money(item.priceMinor, item.currency)}</dd>
            {discount > 0 && (
              <>
                <dt>{t("discount")}</dt>
                <dd>−{money(discount, item.currency)}</dd>
              </>
            )}
            <dt>{t("total")}</dt>
            <dd className={styles.total} data-testid="total">
              {money(item.priceMinor - discount, item.currency)}
            </dd>
          </dl>
        </section>
      )}

      <div className={styles.payBar}>
        <Button block color="primary" className={styles.payButton} loading={pay.isPending} onClick={submit}>
          {item ? t("pay", { amount: money(item.priceMinor - discount, item.currency) }) : t("title")}
        </Button>
      </div>

      <Dialog
        visible={askBindMail}
        title={t("bindEmailTitle")}
        content={t("errors:paymentEmailRequired")}
        onClose={() => setAskBindMail(false)}
        actions={[
          [
            {
              key: "other",
              text: t("otherMethod"),
              onClick: () => {
                setAskBindMail(false);
                choose({ method: undefined });
              },
            },
            { key: "bind", text: t("goBind"), bold: true, onClick: () => navigate("/mine/bindMail") },
          ],
        ]}
      />
    </div>
  );
}
