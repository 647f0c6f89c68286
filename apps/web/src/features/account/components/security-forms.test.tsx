import * as security from "@portal/contracts/refs/security";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { toastState } from "../../../lib/toast";
import { answerApi, handle } from "../../../testing/api";
import { apiOk, renderPage, setupI18n } from "../../../testing/render";
import { NewPasswordForm } from "../pages/PasswordPage";
import { RealNameForm } from "../pages/RealNamePage";
import { IdentityStep } from "./IdentityStep";
import { NewContactStep } from "./NewContactStep";

beforeAll(() => setupI18n("en"));
afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("new e-mail step", () => {
  test("a bad address is refused before any code is asked for", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPage(
      <NewContactStep channel="email" change="changeEmail" identityToken="proof" onDone={() => {}} />,
    );
    fill("New e-mail", "me@example");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("enter a correct e-mail address")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("enter the 6-digit code you received")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a valid address and code go to changeEmail with the identity proof", async () => {
    const fetch = vi.fn(async () => apiOk({ email: "me***@example.com", phone: null }));
    vi.stubGlobal("fetch", fetch);
    const onDone = vi.fn();
    renderPage(<NewContactStep channel="email" change="changeEmail" identityToken="proof" onDone={onDone} />);
    fill("New e-mail", "me.new@example.com");
    fill("Verification code", "123456");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/changeEmail");
    expect(JSON.parse(String(init.body))).toEqual({
      email: "me.new@example.com",
      code: "123456",
      identityToken: "proof",
    });
  });

  test("'already bound' shows under the address, leaving the code field and Confirm visible", async () => {
    const refused = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ code: 4104, msg: "This e-mail is bound to another account", data: null }),
          { status: 409 },
        ),
    );
    vi.stubGlobal("fetch", refused);
    toastState.set(null);
    renderPage(
      <NewContactStep channel="email" change="changeEmail" identityToken="proof" onDone={() => {}} />,
    );
    fill("New e-mail", "taken@example.com");
    fill("Verification code", "123456");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    const problem = await screen.findByText("This e-mail is bound to another account");
    expect(problem.getAttribute("role")).toBe("alert");
    expect(toastState.get()).toBeNull();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeTruthy();
  });

  test("a phone must have 11 digits", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderPage(<NewContactStep channel="phone" change="bindPhone" onDone={() => {}} />);
    fill("New phone number", "12345");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("enter a correct 11-digit phone number")).toBeTruthy();
  });
});

describe("new password", () => {
  test.each([
    ["abc\u0007defgh", "abc\u0007defgh", "no control characters"],
    ["ab 1!", "ab 1!", "8 to 64 characters; spaces and symbols are welcome"],
    ["abc 12345", "abc 12346", "The two passwords do not match"],
  ])("%s / %s is refused", async (password, again, message) => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPage(<NewPasswordForm withOld onDone={() => {}} />);
    fill("Current password", "secret123");
    fill("New password", password);
    fill("Confirm password", again);
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test("the current password is required", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderPage(<NewPasswordForm withOld onDone={() => {}} />);
    fill("New password", "密码 abc 12!");
    fill("Confirm password", "密码 abc 12!");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("cannot be empty")).toBeTruthy();
  });
});

describe("real-name form", () => {
  test("name and ID number are checked before sending", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPage(<RealNameForm />);
    fill("Real name", "张");
    fill("ID number", "110105194912310021");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("2 to 30 letters, as on your identity card")).toBeTruthy();
    expect(screen.getByText("enter a valid 18-character ID number")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("identity step", () => {
  const contacts = { email: "pl***@example.com", phone: "138****0000" };

  test("with both bound, the code goes to the channel picked and the proof is handed on", async () => {
    const calls = answerApi(
      handle(security.sendSecurityCode, { resendAfterSeconds: 60, sentTo: "pl***@example.com" }),
      handle(security.verifyIdentity, { identityToken: "proof", expiresInSeconds: 600 }),
    );
    const onVerified = vi.fn();
    renderPage(<IdentityStep contacts={contacts} onVerified={onVerified} />);
    expect(screen.getByText("The code goes to 138****0000")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "E-mail" }));
    expect(screen.getByText("The code goes to pl***@example.com")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("button", { name: /Resend in \d+ s/ })).toHaveProperty("disabled", true);
    fill("Verification code", "123456");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith("proof"));
    await calls.settled();
    expect(calls.sent.map((call) => [`/api${call.path}`, call.body])).toEqual([
      ["/api/sendSecurityCode", { channel: "email", purpose: "verify" }],
      ["/api/verifyIdentity", { channel: "email", code: "123456" }],
    ]);
  });

  test("a short code is refused before it is checked", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPage(<IdentityStep contacts={{ email: "pl***@example.com", phone: null }} onVerified={() => {}} />);
    expect(screen.queryByRole("button", { name: "E-mail" })).toBeNull();
    fill("Verification code", "123");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("enter the 6-digit code you received")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
