import { pushSettingsStatus } from "@portal/contracts/refs/push";
import { screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { answerApi, handle } from "../../../testing/api";
import { renderPage, setSignedIn, setupI18n } from "../../../testing/render";
import { PushSettings } from "./PushSettings";

beforeAll(async () => {
  await setupI18n("en");
  setSignedIn(7);
});
afterAll(() => setSignedIn(null));

const topics = { reply: false, like: false, follow: false, system: false, mail: false };

describe("notifications on this device", () => {
  test("a portal without push keys says so and offers no switch that cannot work", async () => {
    answerApi(handle(pushSettingsStatus, { publicKey: null, topics, devices: 0 }));
    renderPage(<PushSettings />);
    expect(await screen.findByText("Notifications are not available on this portal yet")).toBeTruthy();
    expect(screen.queryAllByRole("switch")).toHaveLength(0);
  });
});
