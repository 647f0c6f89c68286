import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { apiOk, renderPage, setupI18n } from "../../../testing/render";
import { BioEditor } from "../components/BioEditor";
import { NicknameForm } from "./MyNickPage";

beforeAll(() => setupI18n("en"));
afterEach(() => vi.unstubAllGlobals());

describe("nickname form", () => {
  test.each([
    ["", "please enter a nickname"],
    ["SuperGM", "contains a forbidden word: gm"],
    ["官方小号", "contains a forbidden word: 官方"],
    ["x".repeat(21), "too long"],
  ])("%s is refused with its message and nothing is sent", async (value, message) => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPage(<NicknameForm initial="" />);
    fireEvent.change(screen.getByLabelText("Nickname"), { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a valid nickname is saved through updateUserInfo", async () => {
    const fetch = vi.fn(async () => apiOk({ nickname: "Luna", gender: "unset", birthday: null, bio: "" }));
    vi.stubGlobal("fetch", fetch);
    renderPage(<NicknameForm initial="Old" />);
    fireEvent.change(screen.getByLabelText("Nickname"), { target: { value: "  Luna " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/updateUserInfo");
    expect(JSON.parse(String(init.body))).toEqual({ nickname: "Luna" });
  });
});

describe("nickname opened directly", () => {
  test("saving goes back to Mine, never out of the portal", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => apiOk({ nickname: "Luna", gender: "unset", birthday: null, bio: "" })),
    );
    const { router } = renderPage(<NicknameForm initial="Old" />, { path: "/mine/myNick" });
    fireEvent.change(screen.getByLabelText("Nickname"), { target: { value: "Luna" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/mine"));
  });
});

describe("bio editor", () => {
  test("counts down and refuses more than 200 characters", async () => {
    const onSave = vi.fn();
    renderPage(<BioEditor visible value="" saving={false} onClose={() => {}} onSave={onSave} />);
    const area = await screen.findByLabelText("Bio");
    fireEvent.change(area, { target: { value: "hello" } });
    expect(screen.getByText("195 characters left")).toBeTruthy();
    fireEvent.change(area, { target: { value: "b".repeat(201) } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Bio: at most 200 characters")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(area, { target: { value: " fine " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith("fine");
  });
});
