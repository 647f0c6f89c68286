import { Dialog } from "antd-mobile";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
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

/** The home's pop-up notice (alertWin): shown once per notice, closed by its button or the mask. */
export function PopupNotice() {
  const { t } = useTranslation("games");
  const navigate = useNavigate();
  const notice = usePopupNotice().data;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (notice && !readNoticeIds().includes(notice.id)) setVisible(true);
  }, [notice]);

  if (!notice) return null;
  const close = () => {
    markNoticeRead(notice.id);
    setVisible(false);
  };
  const { link } = notice;
  return (
    <Dialog
      visible={visible}
      image={notice.image || undefined}
      title={notice.title}
      aria-label={notice.title}
      content={<p style={{ margin: 0, whiteSpace: "pre-line" }}>{notice.body}</p>}
      closeOnMaskClick
      onClose={close}
      actions={[
        [
          { key: "close", text: t("notice.close"), onClick: close },
          {
            key: "go",
            text: notice.button,
            bold: true,
            onClick: () => {
              close();
              if (!link) return;
              if (link.startsWith("/")) navigate(link);
              else window.open(link, "_blank", "noopener");
            },
          },
        ],
      ]}
    />
  );
}
