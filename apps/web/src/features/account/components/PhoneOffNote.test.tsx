import { portalFeatures } from "@portal/contracts/refs/platform";
import { securityCentre } from "@portal/contracts/refs/security";
import { screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { answerApi, handle } from "../../../testing/api";
import { renderPage, setSignedIn, setupI18n } from "../../../testing/render";
import { ContactFlow } from "./ContactFlow";

beforeAll(async () => {
  await setupI18n("en");
  setSignedIn(7);
});
afterAll(() => setSignedIn(null));

const overview = { email: "me***@example.com", phone: null, hasPassword: true, realName: null };
const note = "Sign-up, sign-in and binding by phone are not available at the moment; please use e-mail";

describe("binding a phone when the portal has no SMS provider", () => {
  test("the page says phone binding is off and offers no phone form", async () => {
    answerApi(handle(securityCentre, overview), handle(portalFeatures, { phoneAccounts: false }));
    renderPage(<ContactFlow channel="phone" mode="bind" />);
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.queryByLabelText("New phone number")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send code" })).toBeNull();
  });

  test("with SMS, the same page shows its steps and no note", async () => {
    answerApi(handle(securityCentre, overview), handle(portalFeatures, { phoneAccounts: true }));
    renderPage(<ContactFlow channel="phone" mode="bind" />);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Send code" })).toBeTruthy());
    expect(screen.queryByText(note)).toBeNull();
  });
});
