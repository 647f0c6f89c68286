import { SIGN_IN_DAYS_MAX, signInRewardsForm } from "@portal/contracts/console/rewards";
import { Button, Form, Space } from "antd";
import { useTranslation } from "react-i18next";
import { NumberItem } from "../../lib/fields";
import { SettingsCard } from "../../lib/SettingsCard";
import { useSaveSignInRewards, useSignInRewards } from "./api";

const dayPoints = signInRewardsForm.shape.points.element;

/** The sign-in calendar: the points of each day of a streak (the last day's repeat after it). */
export function SignInRewardsPage() {
  const { t } = useTranslation();
  const save = useSaveSignInRewards();
  return (
    <SettingsCard
      title={t("rewards.signIn")}
      help={[t("rewards.signInHelp")]}
      settings={useSignInRewards()}
      save={(values: { points: number[] }, { version }) => save.mutateAsync({ ...values, version })}
      saving={save.isPending}
    >
      {(_, saveButton) => (
        <Form.List name="points">
          {(fields, { add, remove }) => (
            <>
              <Space wrap align="start">
                {fields.map((field, index) => (
                  <NumberItem
                    name={field.name}
                    label={t("rewards.day", { day: index + 1 })}
                    rule={dayPoints}
                    input={{ style: { width: 110 } }}
                    key={field.key}
                  />
                ))}
              </Space>
              <Space>
                <Button disabled={fields.length >= SIGN_IN_DAYS_MAX} onClick={() => add(0)}>
                  {t("rewards.addDay")}
                </Button>
                <Button disabled={fields.length <= 1} onClick={() => remove(fields.length - 1)}>
                  {t("rewards.removeDay")}
                </Button>
                {saveButton}
              </Space>
            </>
          )}
        </Form.List>
      )}
    </SettingsCard>
  );
}
