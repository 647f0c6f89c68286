import { useQueries } from "@tanstack/react-query";
import { CascadePicker, type CascadePickerOption } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { regionsQuery, useCountries } from "../profile-api";

/** Country, then region: the UI library's cascading wheel, filled from the served countries. */
export function AreaPicker(props: {
  visible: boolean;
  value: [string, string] | null;
  onClose: () => void;
  onConfirm: (country: string, region: string) => void;
}) {
  const { t, i18n } = useTranslation("profile");
  const countries = useCountries(props.visible);
  const regions = useQueries({
    queries: (countries.data ?? []).map((c) => ({
      ...regionsQuery(c.code, i18n.language),
      enabled: props.visible,
    })),
  });
  const loading = countries.isPending || regions.some((r) => r.isPending);
  const options: CascadePickerOption[] = (countries.data ?? []).map((country, index) => ({
    label: country.name,
    value: country.code,
    children: (regions[index]?.data ?? []).map((region) => ({ label: region.name, value: region.code })),
  }));
  return (
    <CascadePicker
      title={t("area")}
      options={options}
      loading={props.visible && loading}
      visible={props.visible}
      value={props.value ?? undefined}
      onClose={props.onClose}
      confirmText={t("common:confirm")}
      cancelText={t("common:cancel")}
      onConfirm={(value) => {
        const [country, region] = value;
        if (typeof country === "string" && typeof region === "string") props.onConfirm(country, region);
      }}
    />
  );
}
