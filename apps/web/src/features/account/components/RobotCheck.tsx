import { errorCatalogue } from "@portal/contracts/errors";
import * as account from "@portal/contracts/refs/account";
import type { DataOf } from "@portal/contracts/route";
import { Dialog } from "antd-mobile";
import { createElement, useEffect, useRef } from "react";
import { ApiError, call } from "../../../lib/request";

type Challenge = DataOf<typeof account.challenge>;

/**
 * Runs a code send; when the server asks for the robot check (after the first few sends from one
 * client), shows the self-hosted proof-of-work widget, loaded only then, and sends again with its
 * answer. Closing the dialog gives up with the server's message.
 */
export async function withRobotCheck<T>(send: (altcha?: string) => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== errorCatalogue.challengeRequired.code) throw error;
    return send(await solveRobotCheck(error));
  }
}

async function solveRobotCheck(refusal: ApiError): Promise<string> {
  const [challenge] = await Promise.all([call(account.challenge), import("altcha")]);
  return new Promise((resolve, reject) => {
    const dialog = Dialog.show({
      content: (
        <RobotCheck
          challenge={challenge}
          onVerified={(payload) => {
            resolve(payload);
            dialog.close();
          }}
        />
      ),
      closeOnMaskClick: true,
      afterClose: () => reject(refusal),
    });
  });
}

/** The ALTCHA widget: solves the challenge in a worker as soon as it shows. */
function RobotCheck(props: { challenge: Challenge; onVerified: (payload: string) => void }) {
  const widget = useRef<HTMLElement>(null);
  const { onVerified } = props;
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) onVerified(payload);
    };
    element.addEventListener("verified", verified);
    return () => element.removeEventListener("verified", verified);
  }, [onVerified]);
  return createElement("altcha-widget", {
    ref: widget,
    challenge: JSON.stringify(props.challenge),
    auto: "onload",
  });
}
