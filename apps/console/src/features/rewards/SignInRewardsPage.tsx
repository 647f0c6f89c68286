import { SIGN_IN_DAYS_MAX, signInRewardsForm } from "@portal/contracts/console/rewards";
import { Button, Card, Form, Space, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../../lib/feedback";
import { NumberItem } from "../../lib/fields";
import { useSaveSignInRewards, useSignInRewards } from "./api";

const dayPoints = signInRewardsForm.shape.points.element;

/** The sign-in calendar: the points of each day of a streak (the last day's repeat after it). */
export function SignInRewardsPage() {
  const { t } = useTranslation();
  const { saved, failed } = useFeedback();
  const rewards = useSignInRewards();
  const save = useSaveSignInRewards();
  if (!rewards.data) return <Spin />;
  const { version } = rewards.data;
  const submit = async (values: { points: number[] }) => {
    try {
      await save.mutateAsync({ ...values, version });
      saved();
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Card title={t("rewards.signIn")}>
      <Typography.Paragraph type="secondary">{t("rewards.signInHelp")}</Typography.Paragraph>
      <Form key={version} layout="vertical" onFinish={submit} initialValues={rewards.data}>
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
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t("content.save")}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
