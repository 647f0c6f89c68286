import { Button } from "antd-mobile";
import { AddOutline, CheckOutline, DownlandOutline } from "antd-mobile-icons";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyActionSheet } from "../../../lib/dialogs";
import { detectSystem } from "../../../lib/environment";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { type GameDetail, type Platform, useFollowGame, useReportDownload } from "../game-api";
import styles from "./GameDetail.module.css";
import { useReservationToggle } from "./PreRegistrationBlock";

const order: Platform[] = ["ios", "android", "web"];

/** Opens a tab first (still inside the tap, so pop-up blockers allow it), then points it at the link. */
function openLink(load: () => Promise<string>) {
  const tab = window.open("about:blank", "_blank");
  load()
    .then((url) => {
      if (tab && !tab.closed) tab.location.href = url;
      else window.location.assign(url);
    })
    .catch((error) => {
      tab?.close();
      showToast(errorText(error));
    });
}

/** Follow, download per platform (each tap reported) and start game; pre-register for upcoming games. */
export function GameBottomBar({ game }: { game: GameDetail }) {
  const { t } = useTranslation(["gameDetail", "games"]);
  const signedIn = useSignedInAction();
  const follow = useFollowGame(game.appId);
  const download = useReportDownload(game.appId);
  const reservation = useReservationToggle(game);
  const [choosing, setChoosing] = useState(false);
  // The platform sheet's code loads the first time a player has to choose.
  const [sheetWanted, setSheetWanted] = useState(false);
  const available = order.filter((platform) => game.downloads[platform]);
  const apps = available.filter((platform) => platform !== "web");
  const followed = game.me.followed;

  const start = (platform: Platform) => openLink(async () => (await download.mutateAsync(platform)).url);

  const onDownload = () => {
    if (apps.length === 0) showToast(t("bar.noDownload"));
    else if (apps.length === 1 && apps[0]) start(apps[0]);
    else {
      setSheetWanted(true);
      setChoosing(true);
    }
  };

  const onStart = () => {
    const system = detectSystem();
    if (game.downloads.web) start("web");
    else if (system !== "pc" && game.downloads[system]) start(system);
    else onDownload();
  };

  const showPreRegistration = game.preRegistration.open;

  return (
    <>
      <div className={styles.barSpace} aria-hidden />
      <nav className={styles.bar} aria-label={t("bar.label")}>
        <button
          type="button"
          className={styles.follow}
          data-followed={followed}
          aria-pressed={followed}
          disabled={follow.isPending}
          onClick={signedIn(() =>
            follow.mutate(!followed, {
              onSuccess: (answer) =>
                showToast(t(answer.followed ? "bar.followedToast" : "bar.unfollowedToast")),
              onError: (error) => showToast(errorText(error)),
            }),
          )}
        >
          {followed ? (
            <CheckOutline className={styles.followIcon} aria-hidden />
          ) : (
            <AddOutline className={styles.followIcon} aria-hidden />
          )}
          <span>{followed ? t("bar.following") : t("bar.follow")}</span>
        </button>
        {showPreRegistration ? (
          <Button
            color="primary"
            fill={reservation.reserved ? "outline" : "solid"}
            className={styles.barMain}
            loading={reservation.pending}
            onClick={reservation.toggle}
          >
            {reservation.reserved ? t("preRegistration.registered") : t("preRegistration.reserve")}
          </Button>
        ) : (
          <>
            <Button className={styles.barButton} onClick={onDownload} disabled={apps.length === 0}>
              <DownlandOutline aria-hidden /> {t("bar.download")}
            </Button>
            <Button
              color="primary"
              className={styles.barMain}
              onClick={onStart}
              disabled={available.length === 0}
            >
              {t("bar.start")}
            </Button>
          </>
        )}
      </nav>
      {sheetWanted && (
        <Suspense fallback={null}>
          <LazyActionSheet
            visible={choosing}
            onClose={() => setChoosing(false)}
            extra={t("bar.choosePlatform")}
            cancelText={t("common:cancel")}
            actions={apps.map((platform) => ({
              key: platform,
              text: t(`games:platforms.${platform}`),
              onClick: () => {
                setChoosing(false);
                start(platform);
              },
            }))}
          />
        </Suspense>
      )}
    </>
  );
}
