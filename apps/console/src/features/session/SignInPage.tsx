import {
  consoleConfirmEnrolment,
  consoleEnrolment,
  consoleSignIn,
  consoleVerify,
  recoveryCode,
  totpCode,
} from "@portal/contracts/console/staff";
import { email, password } from "@portal/contracts/validation";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { ConsoleRequestError, call } from "../../lib/api";
import { zodRule } from "../../lib/zod-rule";
import { sessionKeys, useMe } from "./api";

type Step =
  | { name: "password" }
  | { name: "enrol"; qrCode: string; secret: string }
  | { name: "verify"; byRecovery: boolean }
  | { name: "recoveryCodes"; codes: string[] };

/** Password, then the authenticator: set up on the first sign-in (QR code), asked every time after. */
export function SignInPage() {
  const { t } = useTranslation();
  const me = useMe();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ name: "password" });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (me.data && step.name !== "recoveryCodes") return <Navigate to="/" replace />;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(error instanceof ConsoleRequestError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  const finish = () => client.invalidateQueries({ queryKey: sessionKeys.me });

  const signIn = (values: { email: string; password: string }) =>
    run(async () => {
      const answer = await call(consoleSignIn, { body: values });
      if (answer.next === "verify") setStep({ name: "verify", byRecovery: false });
      else setStep({ name: "enrol", ...(await call(consoleEnrolment)) });
    });
  const confirm = (values: { code: string }) =>
    run(async () => {
      const answer = await call(consoleConfirmEnrolment, { body: values });
      setStep({ name: "recoveryCodes", codes: answer.recoveryCodes });
    });
  const verify = (values: { code?: string; recoveryCode?: string }) =>
    run(async () => {
      const body = values.recoveryCode ? { recoveryCode: values.recoveryCode } : { code: values.code ?? "" };
      await call(consoleVerify, { body });
      await finish();
    });

  return (
    <div style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "#f0f2f5" }}>
      <Card style={{ width: 440 }} title={t("appName")}>
        {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} role="alert" />}
        {step.name === "password" && (
          <Form layout="vertical" onFinish={signIn} requiredMark={false}>
            <Typography.Title level={4}>{t("signIn.title")}</Typography.Title>
            <Form.Item name="email" label={t("signIn.email")} rules={[zodRule(email)]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t("signIn.password")} rules={[zodRule(password)]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t("signIn.submit")}
            </Button>
          </Form>
        )}
        {step.name === "enrol" && (
          <Form layout="vertical" onFinish={confirm} requiredMark={false}>
            <Typography.Title level={4}>{t("signIn.enrolTitle")}</Typography.Title>
            <Typography.Paragraph>{t("signIn.enrolHelp")}</Typography.Paragraph>
            <div style={{ textAlign: "center" }}>
              <img src={step.qrCode} alt="QR" width={200} height={200} />
            </div>
            <Typography.Paragraph>
              {t("signIn.secretLabel")}:{" "}
              <Typography.Text code copyable data-testid="totp-secret">
                {step.secret}
              </Typography.Text>
            </Typography.Paragraph>
            <Form.Item name="code" label={t("signIn.code")} rules={[zodRule(totpCode)]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t("signIn.confirm")}
            </Button>
          </Form>
        )}
        {step.name === "verify" && (
          <Form layout="vertical" onFinish={verify} requiredMark={false} key={String(step.byRecovery)}>
            <Typography.Title level={4}>{t("signIn.verifyTitle")}</Typography.Title>
            <Typography.Paragraph>{t("signIn.verifyHelp")}</Typography.Paragraph>
            {step.byRecovery ? (
              <Form.Item name="recoveryCode" label={t("signIn.recoveryCode")} rules={[zodRule(recoveryCode)]}>
                <Input autoComplete="off" autoFocus />
              </Form.Item>
            ) : (
              <Form.Item name="code" label={t("signIn.code")} rules={[zodRule(totpCode)]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
              </Form.Item>
            )}
            <div style={{ display: "grid", gap: 8 }}>
              <Button type="primary" htmlType="submit" block loading={busy}>
                {t("signIn.confirm")}
              </Button>
              <Button
                type="link"
                block
                onClick={() => setStep({ name: "verify", byRecovery: !step.byRecovery })}
              >
                {step.byRecovery ? t("signIn.useCode") : t("signIn.useRecovery")}
              </Button>
            </div>
          </Form>
        )}
        {step.name === "recoveryCodes" && (
          <div>
            <Typography.Title level={4}>{t("signIn.recoveryTitle")}</Typography.Title>
            <Typography.Paragraph>{t("signIn.recoveryHelp")}</Typography.Paragraph>
            <pre data-testid="recovery-codes" style={{ columns: 2, background: "#fafafa", padding: 12 }}>
              {step.codes.join("\n")}
            </pre>
            <Button
              type="primary"
              block
              onClick={() => {
                setStep({ name: "password" });
                finish();
              }}
            >
              {t("signIn.continue")}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
