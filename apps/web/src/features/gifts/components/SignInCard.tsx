import { Button } from "antd-mobile";
import { CheckCircleFill } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { useSignedInUid } from "../../../lib/session";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { useSignIn, useSignState } from "../api";
import styles from "./Gifts.module.css";

/** Daily sign-in: the streak table, today's reward, and the button (signed in for today after). */
export function SignInCard({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("gifts");
  const uid = useSignedInUid();
  const state = useSignState();
  const signIn = useSignIn();
  const signedIn = useSignedInAction();
  const signed = state.data?.signedToday ?? false;
  const press = signedIn(() =>
    signIn.mutate(undefined, {
      onSuccess: (answer) => showToast(t("signedToast", { points: answer.todayPoints })),
      onError: (error) => showToast(errorText(error)),
    }),
  );
  return (
    <section className={styles.signCard} aria-label={t("signIn.title")} data-testid="sign-in-card">
      <div className={styles.signHead}>
        <div>
          <h2 className={styles.signTitle}>{t("signIn.title")}</h2>
          <p className={styles.weak}>
            {uid === null
              ? t("signIn.visitor")
              : t(state.data?.streak ? "signIn.streak" : "signIn.start", {
                  days: state.data?.streak ?? 0,
                  points: state.data?.todayPoints ?? 0,
                })}
          </p>
        </div>
        <Button
          color="primary"
          size="small"
          disabled={signed}
          loading={signIn.isPending}
          className={styles.action}
          onClick={press}
        >
          {signed ? (
            <>
              <CheckCircleFill aria-hidden /> {t("signIn.done")}
            </>
          ) : (
            t("signIn.button")
          )}
        </Button>
      </div>
      {!compact && state.data && (
        <ol className={styles.streak} aria-label={t("signIn.table")}>
          {state.data.table.map((points, index) => {
            const day = index + 1;
            const reached = day <= state.data.streak;
            return (
              <li key={day} className={reached ? styles.reached : undefined}>
                <span>{t("signIn.day", { day })}</span>
                <strong>+{points}</strong>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The small daily sign-in entry of Home and Mine: only for a signed-in player. */
export function DailySignInEntry() {
  return useSignedInUid() === null ? null : <SignInCard compact />;
}
