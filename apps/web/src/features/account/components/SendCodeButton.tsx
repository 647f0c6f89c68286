import { account, firstProblem } from "@portal/contracts/validation";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../lib/toast";
import { type sendCode, useSendCode } from "../api";
import { CodeButton } from "./CodeButton";
import type { Problem } from "./form-state";
import { withRobotCheck } from "./RobotCheck";

/** A visitor's "Send code": checks the account typed above, then sends and counts down. */
export function SendCodeButton(props: {
  account: string;
  purpose: Parameters<typeof sendCode>[0]["purpose"];
  onAccountProblem: (problem: Problem) => void;
}) {
  const { t } = useTranslation("auth");
  const sending = useSendCode();

  const send = async () => {
    const parsed = account.safeParse(props.account);
    if (!parsed.success) {
      props.onAccountProblem(firstProblem(parsed.error));
      return false;
    }
    try {
      await withRobotCheck((altcha) =>
        sending.mutateAsync({ account: parsed.data, purpose: props.purpose, altcha }),
      );
      showToast(t("codeSent"));
      return true;
    } catch (error) {
      showToast((error as Error).message);
      return false;
    }
  };

  return <CodeButton send={send} />;
}
