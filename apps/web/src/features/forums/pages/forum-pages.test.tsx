import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { signInPromptState } from "../../../lib/sign-in-prompt";
import { renderPage } from "../../../testing/render";
import { fakeServer, page, setSignedIn, setupReviewTests } from "../../reviews/test-fixtures";
import type { Post } from "../api";
import { forumBoard, forumPost } from "../test-fixtures";
import { BoardPage } from "./BoardPage";
import { PostEditorPage } from "./PostEditorPage";
import { PostPage } from "./PostPage";

setupReviewTests();

const board = forumBoard();

function showPost(post: Post) {
  vi.stubGlobal("fetch", vi.fn(fakeServer({ "/api/postDetail": post, "/api/commentList": page([]) })));
  return renderPage(
    <Routes>
      <Route path="/post/:postId" element={<PostPage />} />
    </Routes>,
    { path: `/post/${post.id}` },
  );
}

const openMenu = async () => {
  fireEvent.click(await screen.findByRole("button", { name: "Post options" }));
  return screen.findByText("Cancel");
};

describe("a post", () => {
  test("its menu is a labelled button with the post's actions, not a small header icon", async () => {
    showPost(forumPost({ title: "Menu" }));
    const article = await screen.findByRole("article", { name: "Menu" });
    const options = within(article).getByRole("button", { name: "Post options" });
    expect(options.textContent).toBe("Post options");
    expect(screen.getByRole("banner").querySelector("button[aria-label='More']")).toBeNull();
  });

  test("shows markup as text with its line breaks: nothing a player writes runs", async () => {
    showPost(
      forumPost({ title: "<b>Hi</b>", content: "<img src=x onerror=alert(1)>\n<script>alert(2)</script>" }),
    );
    const article = await screen.findByRole("article", { name: "<b>Hi</b>" });
    expect(within(article).getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(article.querySelector("b, script, img[src=x]")).toBeNull();
    expect(within(article).getByText(/<script>/).textContent).toContain("\n");
  });

  test("another player's post offers only a report; a GM's menu adds pin and delete", async () => {
    setSignedIn(9);
    const { unmount } = showPost(forumPost());
    await openMenu();
    expect(screen.getByText("Report")).toBeTruthy();
    expect(screen.queryByText("Pin to top")).toBeNull();
    expect(screen.queryByText("Delete")).toBeNull();
    expect(screen.queryByText("Edit")).toBeNull();
    fireEvent.click(screen.getByText("Cancel"));
    unmount();

    showPost(forumPost({ can: { edit: false, delete: true, pin: true } }));
    await openMenu();
    expect(screen.getByText("Pin to top")).toBeTruthy();
    expect(screen.getByText("Delete")).toBeTruthy();
  });

  test("a visitor who likes gets the login sheet and nothing is sent", async () => {
    showPost(forumPost());
    const like = await screen.findByRole("button", { name: "Like (2)" });
    const fetch = vi.mocked(globalThis.fetch);
    const before = fetch.mock.calls.length;
    fireEvent.click(like);
    await waitFor(() => expect(signInPromptState.get().open).toBe(true));
    expect(fetch.mock.calls.slice(before).some(([url]) => String(url).includes("postLike"))).toBe(false);
  });
});

describe("a board", () => {
  test("announcements show pinned posts first and no write button for players", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        fakeServer({
          "/api/forum": board,
          "/api/post": page([
            forumPost({ pinned: true, title: "Maintenance" }),
            forumPost({ id: 8, title: "Old" }),
          ]),
        }),
      ),
    );
    renderPage(
      <Routes>
        <Route path="/forum/:forumId" element={<BoardPage />} />
      </Routes>,
      { path: "/forum/3" },
    );
    const first = (await screen.findAllByRole("listitem"))[0];
    expect(first?.textContent).toContain("Pinned");
    expect(first?.textContent).toContain("Maintenance");
    expect(screen.queryByRole("link", { name: "Write" })).toBeNull();
  });
});

describe("the editor", () => {
  test("edits one's own post: fields start filled, the pictures stay, the change is sent", async () => {
    setSignedIn(50);
    const mine = forumPost({
      mine: true,
      can: { edit: true, delete: true, pin: false },
      images: [{ id: 5, url: "/api/media/5", width: 100, height: 80 }],
    });
    const fetch = vi.fn(
      fakeServer({
        "/api/postDetail": mine,
        "/api/updatePost": (_url: URL, body: unknown) => ({ ...mine, ...(body as object), edited: true }),
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const { router } = renderPage(
      <Routes>
        <Route path="/post/:postId/edit" element={<PostEditorPage />} />
        <Route path="/post/:postId" element={<p>detail</p>} />
      </Routes>,
      { path: "/post/7/edit" },
    );
    const title = await screen.findByLabelText("Title");
    expect((title as HTMLInputElement).value).toBe("Raid tips");
    expect((screen.getByLabelText("Text") as HTMLTextAreaElement).value).toBe("Line one\nLine two");
    fireEvent.change(title, { target: { value: "Raid tips (updated)" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/post/7"));
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith("/api/updatePost"));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      postId: 7,
      title: "Raid tips (updated)",
      content: "Line one\nLine two",
      imageIds: [5],
    });
  });
});
