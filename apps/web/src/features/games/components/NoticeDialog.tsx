import { Dialog } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { PopupNotice } from "../api";
import styles from "./NoticeDialog.module.css";

/** The pop-up notice's dialog: its text, a close button and its own button (a portal path or a web address). */
export function NoticeDialog({ notice, onClose }: { notice: PopupNotice; onClose: () => void }) {
  const { t } = useTranslation("games");
  const navigate = useNavigate();
  const { link } = notice;
  return (
    <Dialog
      visible
      bodyClassName={styles.body}
      image={notice.image || undefined}
      title={notice.title}
      aria-label={notice.title}
      content={<p style={{ margin: 0, whiteSpace: "pre-line" }}>{notice.body}</p>}
      closeOnMaskClick
      onClose={onClose}
      actions={[
        [
          { key: "close", text: t("notice.close"), onClick: onClose },
          {
            key: "go",
            text: notice.button,
            bold: true,
            onClick: () => {
              onClose();
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
