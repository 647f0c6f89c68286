import { accessStatus } from "@portal/contracts/refs/profile";
import { logOffAccount, securityCentre } from "@portal/contracts/refs/security";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { answerApi, handle } from "../../../testing/api";
import { renderPage, setupSignedInTests } from "../../../testing/render";
import { CancelPage } from "./CancelPage";
import { ShieldingPage } from "./ShieldingPage";

setupSignedInTests();

describe("cancel page", () => {
  /** A player with only an e-mail bound. */
  const stubSecurity = () =>
    answerApi(
      handle(securityCentre, { email: "pl***@example.com", phone: null, hasPassword: true, realName: null }),
    );

  test("explains the consequences and asks for agreement before anything is sent", async () => {
    const fetch = stubSecurity();
    renderPage(<CancelPage />);
    expect(await screen.findByText(/For 14 days you can sign in again/)).toBeTruthy();
    expect(screen.getByText("The code goes to pl***@example.com")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel my account" }));
    expect(await screen.findByText("Please confirm that you have read the consequences")).toBeTruthy();
    expect(fetch.to(logOffAccount)).toEqual([]);
  });

  test("without a code nothing is sent", async () => {
    const fetch = stubSecurity();
    renderPage(<CancelPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel my account" }));
    expect(await screen.findByText("enter the 6-digit code you received")).toBeTruthy();
    expect(fetch.to(logOffAccount)).toEqual([]);
  });

  test("without the agreement and without a code, both problems show at once", async () => {
    stubSecurity();
    renderPage(<CancelPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel my account" }));
    expect(await screen.findByText("enter the 6-digit code you received")).toBeTruthy();
    expect(screen.getByText("Please confirm that you have read the consequences")).toBeTruthy();
  });
});

describe("shielding page", () => {
  test("a banned player sees the reason, the end date and customer service", async () => {
    answerApi(
      handle(accessStatus, {
        blocked: true,
        kind: "banned",
        reason: "Cheating",
        until: "2099-03-01T00:00:00.000Z",
        country: null,
      }),
    );
    renderPage(<ShieldingPage />);
    expect(await screen.findByText("This account is restricted")).toBeTruthy();
    expect(screen.getByText("Reason: Cheating")).toBeTruthy();
    expect(screen.getByText(/Restricted until .*2099/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Customer service" })).toBeTruthy();
  });

  test("a region the publisher does not serve is named", async () => {
    answerApi(
      handle(accessStatus, { blocked: true, kind: "region", reason: null, until: null, country: "KR" }),
    );
    renderPage(<ShieldingPage />);
    expect(await screen.findByText("The publisher does not serve your region (KR) yet.")).toBeTruthy();
  });
});
