import { Avatar, Popup } from "antd-mobile";
import { CameraOutline, PictureOutline } from "antd-mobile-icons";
import { type ChangeEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { showToast } from "../../../lib/toast";
import { useCurrentUser } from "../api";
import styles from "../components/AccountForms.module.css";
import { SquareCropper } from "../components/SquareCropper";
import { useUploadAvatar } from "../profile-api";
import own from "./MyHeadPage.module.css";

/** Avatar: take or pick a photo, crop it square, upload; the server re-encodes it. */
export function MyHeadPage() {
  const { t } = useTranslation(["profile", "errors"]);
  const { baseUser } = useCurrentUser();
  const upload = useUploadAvatar();
  const [source, setSource] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      showToast(t("errors:imageInvalid"));
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  const cropped = (blob: Blob) => {
    setSource(null);
    upload.mutate(blob, {
      onSuccess: () => showToast(t("avatarSaved")),
      onError: (error) => showToast(error.message),
    });
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t("shell:pages.myHead")} />
      <div className={own.preview}>
        <Avatar src={baseUser?.avatar ?? ""} aria-label={t("avatar")} />
      </div>
      <div className={styles.body}>
        <label className={`${own.pick} ${own.primary}`}>
          <CameraOutline aria-hidden />
          {t("takePhoto")}
          <input type="file" accept="image/*" capture="user" className={own.file} onChange={picked} />
        </label>
        <label className={own.pick}>
          <PictureOutline aria-hidden />
          {t("choosePhoto")}
          <input type="file" accept="image/*" className={own.file} onChange={picked} />
        </label>
        <p className={styles.hint}>{upload.isPending ? t("uploading") : t("avatarHint")}</p>
      </div>
      <Popup
        visible={source !== null}
        onMaskClick={() => setSource(null)}
        bodyStyle={{ borderRadius: "16px 16px 0 0" }}
      >
        {source && <SquareCropper src={source} onCancel={() => setSource(null)} onCrop={cropped} />}
      </Popup>
    </div>
  );
}
