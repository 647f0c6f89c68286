import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import { usePopupNotice } from "../api";

/** Ids of the pop-up notices this browser has seen (the spec's noticeRead). */
export const NOTICE_READ_KEY = "noticeRead";

export function readNoticeIds(): number[] {
  try {
    const ids = JSON.parse(localStorage.getItem(NOTICE_READ_KEY) ?? "[]");
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

function markNoticeRead(id: number) {
  try {
    const ids = readNoticeIds().filter((seen) => seen !== id);
    localStorage.setItem(NOTICE_READ_KEY, JSON.stringify([...ids, id].slice(-50)));
  } catch {
    // storage disabled: the notice may show again next time
  }
}

const NoticeDialog = lazy(() => import("./NoticeDialog").then((m) => ({ default: m.NoticeDialog })));

/**
 * The home's pop-up notice (alertWin): shown once per notice, closed by its button or the mask. The
 * dialog's code loads only when there is a notice to show.
 */
export function PopupNotice() {
  const notice = usePopupNotice().data;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // In a render React may interrupt: the dialog is no reason to block the home's first taps.
    if (notice && !readNoticeIds().includes(notice.id)) startTransition(() => setVisible(true));
  }, [notice]);

  if (!notice || !visible) return null;
  const close = () => {
    markNoticeRead(notice.id);
    setVisible(false);
  };
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} onClose={close} />
    </Suspense>
  );
}
