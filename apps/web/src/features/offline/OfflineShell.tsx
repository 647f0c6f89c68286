import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOnline } from "../../lib/connection";
import styles from "./OfflineShell.module.css";

/** The part of workbox-window's Workbox this needs: its "waiting" event and the skip-waiting message. */
export interface UpdatableWorker {
  addEventListener(type: "waiting" | "controlling", listener: () => void): void;
  removeEventListener(type: "waiting" | "controlling", listener: () => void): void;
  messageSkipWaiting(): void;
}

/** "Offline" over the pages last seen, and "new version — reload" once a newer shell is installed. */
export function OfflineShell({ worker, reload }: { worker: UpdatableWorker; reload: () => void }) {
  const { t } = useTranslation("shell");
  const online = useOnline();
  const [updateReady, setUpdateReady] = useState(false);
  useEffect(() => {
    const waiting = () => setUpdateReady(true);
    worker.addEventListener("waiting", waiting);
    return () => worker.removeEventListener("waiting", waiting);
  }, [worker]);
  const update = () => {
    worker.addEventListener("controlling", reload);
    worker.messageSkipWaiting();
  };
  return (
    <>
      {!online && (
        <div className={styles.offline} role="status">
          {t("offline.notice")}
        </div>
      )}
      {updateReady && (
        <div className={styles.update} role="alert">
          <span>{t("offline.updateReady")}</span>
          <button type="button" className={styles.reload} onClick={update}>
            {t("offline.reload")}
          </button>
          <button type="button" className={styles.later} onClick={() => setUpdateReady(false)}>
            {t("offline.later")}
          </button>
        </div>
      )}
    </>
  );
}
