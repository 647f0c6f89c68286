import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { apiOk, renderPage, setupI18n } from "../../../testing/render";
import { RegisterForm, registerProblems } from "./RegisterForm";

beforeAll(() => setupI18n("en"));
afterEach(() => vi.unstubAllGlobals());

const valid = {
  account: "player@example.com",
  code: "123456",
  password: "abc 12345",
  passwordAgain: "abc 12345",
  consentPersonalData: true,
  consentNotices: false,
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("register form validation", () => {
  test("the contract's rules and the form's own", () => {
    expect(registerProblems(valid)).toEqual({});
    expect(registerProblems({ ...valid, password: "abc 12!", passwordAgain: "abc 12!" }).password?.key).toBe(
      "validation:passwordLength",
    );
    expect(registerProblems({ ...valid, password: "密码 abc 12!", passwordAgain: "密码 abc 12!" })).toEqual(
      {},
    );
    expect(registerProblems({ ...valid, passwordAgain: "abc124" }).passwordAgain?.key).toBe(
      "auth:passwordMismatch",
    );
    expect(registerProblems({ ...valid, consentPersonalData: false }).consentPersonalData?.key).toBe(
      "auth:consentRequired",
    );
    expect(registerProblems({ ...valid, account: "12345" }).account?.key).toBe("validation:phoneInvalid");
  });

  test("shows translated messages and sends nothing while the form is wrong", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPage(<RegisterForm onRegistered={() => {}} />);

    fill("Phone or e-mail", "player@example");
    fill("Verification code", "123456");
    fill("Password", "pass w!");
    fill("Confirm password", "different1");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("enter a correct e-mail address")).toBeTruthy();
    expect(screen.getByText("8 to 64 characters; spaces and symbols are welcome")).toBeTruthy();
    expect(screen.getByText("Please agree to the collection of personal data")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fill("Password", "pass word!");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("The two passwords do not match")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a valid form is sent to /api/register", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 200, msg: "", data: { uid: 5 } }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetch);
    const onRegistered = vi.fn();
    renderPage(<RegisterForm onRegistered={onRegistered} />);
    fill("Phone or e-mail", valid.account);
    fill("Verification code", valid.code);
    fill("Password", valid.password);
    fill("Confirm password", valid.passwordAgain);
    fireEvent.click(screen.getByText("I agree to the collection of personal data (required)"));
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/register");
    expect(JSON.parse(String(init.body))).toMatchObject({ ...valid, consentPersonalData: true });
  });
});

describe("the code field", () => {
  test("keeps digits only, so a code can never carry letters", () => {
    renderPage(<RegisterForm onRegistered={() => {}} />);
    fill("Verification code", "12a3-4 5x6");
    expect((screen.getByLabelText("Verification code") as HTMLInputElement).value).toBe("123456");
  });
});

describe("visitor's send-code button", () => {
  test("a wrong account is marked on its field and no code is asked for", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPage(<RegisterForm onRegistered={() => {}} />);
    fill("Phone or e-mail", "12345");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("enter a correct 11-digit phone number")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a code for a valid account is asked for once, then the button counts down", async () => {
    const fetch = vi.fn(async () => apiOk({ resendAfterSeconds: 60 }));
    vi.stubGlobal("fetch", fetch);
    renderPage(<RegisterForm onRegistered={() => {}} />);
    fill("Phone or e-mail", "player@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("button", { name: "Resend in 60 s" })).toHaveProperty("disabled", true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/sendCode");
    expect(JSON.parse(String(init.body))).toEqual({ account: "player@example.com", purpose: "register" });
  });
});
