import { Avatar, Badge, Button, Dialog } from "antd-mobile";
import {
  AppstoreOutline,
  BillOutline,
  CalendarOutline,
  CheckShieldOutline,
  CouponOutline,
  FolderOutline,
  GiftOutline,
  MessageOutline,
  RightOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
} from "antd-mobile-icons";
import { type ComponentType, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireSignIn } from "../../../lib/sign-in-prompt";
import { showToast } from "../../../lib/toast";
import { DailySignInEntry } from "../../gifts/components/SignInCard";
import { useUnreadMessages } from "../../messages/unread";
import { WalletSummary } from "../../topup/components/WalletSummary";
import { useCurrentUser, useSignOut } from "../api";
import { RecentPlayed } from "../components/RecentPlayed";
import { VipCard } from "../components/VipCard";
import styles from "./MinePage.module.css";

/** Entries to the areas of the personal centre; unbuilt areas lead to the NotAvailable page. */
const entries: { key: string; icon: ComponentType; to: string }[] = [
  { key: "myGames", icon: AppstoreOutline, to: "/mine/myGame" },
  { key: "reservations", icon: CalendarOutline, to: "/mine/myGame?tab=reserved" },
  { key: "gameBox", icon: GiftOutline, to: "/mine/gameBox" },
  { key: "coupons", icon: CouponOutline, to: "/mine/discountCoupon" },
  { key: "points", icon: StarOutline, to: "/mine/score" },
  { key: "rechargeHistory", icon: BillOutline, to: "/mine/rechargeHistory" },
  { key: "messages", icon: MessageOutline, to: "/mine/messages" },
  { key: "bookmarks", icon: FolderOutline, to: "/mine/collect" },
  { key: "settings", icon: SetOutline, to: "/mine/settings" },
  { key: "customerService", icon: TeamOutline, to: "/mine/customerService" },
  { key: "securityCentre", icon: CheckShieldOutline, to: "/mine/security" },
];

export function MinePage() {
  const { t } = useTranslation("mine");
  const { signedIn, uid, baseUser, trueUser } = useCurrentUser();
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);
  const unreadTotal = useUnreadMessages().data?.total ?? 0;
  const dash = "–";

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t("title")}</h1>
      <section className={styles.profile}>
        <Avatar
          src={baseUser?.avatar ?? ""}
          className={styles.avatar}
          aria-hidden
          data-testid="mine-avatar"
        />
        {signedIn ? (
          <Link to="/mine/me" className={styles.who}>
            <span className={styles.nickname}>
              {baseUser?.nickname || dash}
              {(trueUser?.vipLevel ?? 0) > 0 && <span className={styles.vip}>VIP{trueUser?.vipLevel}</span>}
            </span>
            <span className={styles.uid}>{t("uid", { uid })}</span>
            <RightOutline className={styles.chevron} aria-hidden />
          </Link>
        ) : (
          <div className={styles.who}>
            <span className={styles.nickname}>{t("visitor")}</span>
            <span className={styles.uid}>{t("visitorHint")}</span>
          </div>
        )}
      </section>

      {signedIn ? (
        <dl className={styles.stats}>
          <div>
            <dt>{t("points")}</dt>
            <dd>{trueUser?.points ?? dash}</dd>
          </div>
          <div>
            <dt>{t("vipLevel")}</dt>
            <dd>{trueUser ? `VIP ${trueUser.vipLevel}` : dash}</dd>
          </div>
          <WalletSummary />
        </dl>
      ) : (
        <div className={styles.action}>
          <Button color="primary" block className={styles.button} onClick={() => requireSignIn()}>
            {t("signIn")}
          </Button>
        </div>
      )}

      <DailySignInEntry />
      {signedIn && <VipCard />}
      {signedIn && <RecentPlayed />}

      <nav className={styles.entries} aria-label={t("entriesLabel")}>
        {entries.map(({ key, icon: Icon, to }) => (
          <Link key={key} to={to} className={styles.entry}>
            <Badge content={key === "messages" && unreadTotal > 0 ? Badge.dot : null}>
              <Icon aria-hidden />
            </Badge>
            <span>
              {t(`entries.${key}`)}
              {key === "messages" && unreadTotal > 0 && (
                <span className="visually-hidden">{t("unreadMessages", { count: unreadTotal })}</span>
              )}
            </span>
          </Link>
        ))}
      </nav>

      {signedIn && (
        <div className={styles.action}>
          <Button
            block
            className={`${styles.button} ${styles.signOut}`}
            loading={signOut.isPending}
            onClick={() => setConfirming(true)}
          >
            {t("signOut")}
          </Button>
        </div>
      )}
      <Dialog
        visible={confirming}
        aria-label={t("signOutConfirm")}
        content={t("signOutConfirm")}
        closeOnMaskClick
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: "cancel", text: t("common:cancel"), onClick: () => setConfirming(false) },
            {
              key: "confirm",
              text: t("signOut"),
              danger: true,
              onClick: () => {
                setConfirming(false);
                signOut.mutate(undefined, {
                  onSuccess: () => showToast(t("signedOut")),
                  onError: (error) => showToast(error.message),
                });
              },
            },
          ],
        ]}
      />
    </div>
  );
}
