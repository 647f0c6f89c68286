import { ActionSheet, Dialog } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { ReportSheet } from "../../comments/ReportSheet";
import { useComplain } from "../api";

export interface ContentTarget {
  target: "post" | "comment";
  id: number;
  mine: boolean;
  can: { delete: boolean; edit?: boolean; pin?: boolean };
  pinned?: boolean;
}

/**
 * The "more" menu of a post or comment: report (anyone but the author), edit (author), pin
 * (GMs and moderators), delete (author, GMs and moderators, after a confirmation).
 */
export function ContentActions({
  item,
  onClose,
  onEdit,
  onPin,
  onDelete,
}: {
  item: ContentTarget | null;
  onClose: () => void;
  onEdit?: (target: ContentTarget) => void;
  onPin?: (target: ContentTarget, pinned: boolean) => void;
  onDelete: (target: ContentTarget) => Promise<unknown>;
}) {
  const { t } = useTranslation("forums");
  const signedIn = useSignedInAction();
  const complain = useComplain();
  const [reporting, setReporting] = useState<ContentTarget | null>(null);

  const confirmDelete = async (target: ContentTarget) => {
    const confirmed = await Dialog.confirm({
      content: t(target.target === "post" ? "post.deleteConfirm" : "comments.deleteConfirm"),
      confirmText: t("delete"),
      cancelText: t("common:cancel"),
    });
    if (!confirmed) return;
    try {
      await onDelete(target);
      showToast(t("deleted"));
    } catch (error) {
      showToast(errorText(error));
    }
  };

  const actions = item
    ? [
        ...(!item.mine
          ? [{ key: "report", text: t("report"), onClick: signedIn(() => setReporting(item)) }]
          : []),
        ...(item.can.edit && onEdit
          ? [{ key: "edit", text: t("post.edit"), onClick: () => onEdit(item) }]
          : []),
        ...(item.can.pin && onPin
          ? [
              {
                key: "pin",
                text: t(item.pinned ? "post.unpin" : "post.pin"),
                onClick: () => onPin(item, !item.pinned),
              },
            ]
          : []),
        ...(item.can.delete
          ? [{ key: "delete", text: t("delete"), danger: true, onClick: () => void confirmDelete(item) }]
          : []),
      ]
    : [];

  return (
    <>
      <ActionSheet
        visible={item !== null}
        onClose={onClose}
        onAction={onClose}
        cancelText={t("common:cancel")}
        actions={actions}
      />
      <ReportSheet
        visible={reporting !== null}
        onClose={() => setReporting(null)}
        onReport={(reason) => {
          if (!reporting) return;
          complain.mutate(
            { target: reporting.target, id: reporting.id, reason },
            { onSuccess: () => showToast(t("reported")), onError: (error) => showToast(errorText(error)) },
          );
        }}
      />
    </>
  );
}
