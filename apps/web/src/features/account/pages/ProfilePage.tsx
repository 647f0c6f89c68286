import { BIRTH_YEAR_MIN, type Birthday, type Gender, genders } from "@portal/contracts/profile";
import { Avatar, DatePicker, List, Picker } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListRow } from "../../../components/ListRow";
import { PageHeader } from "../../../components/PageHeader";
import { showDate } from "../../../lib/dates";
import { showToast } from "../../../lib/toast";
import { useCurrentUser } from "../api";
import styles from "../components/AccountForms.module.css";
import { AreaPicker } from "../components/AreaPicker";
import { BioEditor } from "../components/BioEditor";
import { useMyRegion, useUpdateProfile, useUpdateRegion } from "../profile-api";

type Sheet = "gender" | "birthday" | "area" | "bio" | null;

const toBirthday = (date: Date): Birthday => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});
const fromText = (text: string | null | undefined) => {
  if (!text) return undefined;
  const [y, m, d] = text.split("-").map(Number);
  return new Date(y ?? 2000, (m ?? 1) - 1, d ?? 1);
};

/** User info (/mine/me): avatar, nickname, gender, birthday, area and bio, each saved on its own. */
export function ProfilePage() {
  const { t } = useTranslation(["profile", "errors", "fields", "validation"]);
  const { baseUser, uid } = useCurrentUser();
  const region = useMyRegion();
  const updateProfile = useUpdateProfile();
  const updateRegion = useUpdateRegion();
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  const saved = () => {
    close();
    showToast(t("saved"));
  };
  const failed = (error: Error) => showToast(error.message || t("errors:saveFailed"));
  const notSet = t("notSet");
  const area = region.data?.country
    ? `${region.data.country.name} · ${region.data.region?.name ?? ""}`
    : notSet;
  const birthdayText = baseUser?.birthday ? showDate(baseUser.birthday, "long") : notSet;

  return (
    <div className={styles.page}>
      <PageHeader title={t("shell:pages.me")} />
      <List className={styles.list} mode="card">
        <ListRow
          to={"/mine/myHead"}
          extra={
            <Avatar src={baseUser?.avatar ?? ""} style={{ "--size": "40px", "--border-radius": "50%" }} />
          }
        >
          {t("avatar")}
        </ListRow>
        <ListRow to={"/mine/myNick"} extra={baseUser?.nickname}>
          {t("fields:nickname")}
        </ListRow>
        <List.Item extra={uid ?? ""}>UID</List.Item>
      </List>
      <List className={styles.list} mode="card">
        <ListRow onClick={() => setSheet("gender")} extra={baseUser ? t(`genders.${baseUser.gender}`) : ""}>
          {t("fields:gender")}
        </ListRow>
        <ListRow onClick={() => setSheet("birthday")} extra={birthdayText}>
          {t("fields:birthday")}
        </ListRow>
        <ListRow onClick={() => setSheet("area")} extra={area}>
          {t("area")}
        </ListRow>
        <ListRow onClick={() => setSheet("bio")} extra={baseUser?.bio || notSet}>
          {t("fields:bio")}
        </ListRow>
      </List>

      <Picker
        title={t("fields:gender")}
        visible={sheet === "gender"}
        columns={[genders.map((g) => ({ label: t(`genders.${g}`), value: g }))]}
        value={baseUser ? [baseUser.gender] : []}
        confirmText={t("common:confirm")}
        cancelText={t("common:cancel")}
        onClose={close}
        onConfirm={([gender]) => {
          if (!gender) return showToast(t("validation:genderRequired"));
          updateProfile.mutate({ gender: gender as Gender }, { onSuccess: saved, onError: failed });
        }}
      />
      <DatePicker
        title={t("fields:birthday")}
        visible={sheet === "birthday"}
        precision="day"
        min={new Date(BIRTH_YEAR_MIN, 0, 1)}
        max={new Date()}
        defaultValue={fromText(baseUser?.birthday) ?? new Date(2000, 0, 1)}
        confirmText={t("common:confirm")}
        cancelText={t("common:cancel")}
        renderLabel={(type, value) =>
          type === "year"
            ? t("yearLabel", { value })
            : type === "month"
              ? t("monthLabel", { value })
              : t("dayLabel", { value })
        }
        onClose={close}
        onConfirm={(date) =>
          updateProfile.mutate({ birthday: toBirthday(date) }, { onSuccess: saved, onError: failed })
        }
      />
      <AreaPicker
        visible={sheet === "area"}
        value={
          region.data?.country && region.data.region
            ? [region.data.country.code, region.data.region.code]
            : null
        }
        onClose={close}
        onConfirm={(country, regionCode) =>
          updateRegion.mutate({ country, region: regionCode }, { onSuccess: saved, onError: failed })
        }
      />
      <BioEditor
        visible={sheet === "bio"}
        value={baseUser?.bio ?? ""}
        saving={updateProfile.isPending}
        onClose={close}
        onSave={(bio) => updateProfile.mutate({ bio }, { onSuccess: saved, onError: failed })}
      />
    </div>
  );
}
