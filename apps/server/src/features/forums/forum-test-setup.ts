import type { Forum, Post } from "@portal/contracts/forums";
import { seedBoards } from "../../db/seed/seed-forums.ts";
import { seedTestGames } from "../../testing/games.ts";
import { newSignedInPlayer } from "../../testing/players.ts";
import type { TestApp, TestClient } from "../../testing/test-app.ts";

/** The demo games and their four boards; answers the boards of the first game by kind. */
export async function seedTestBoards(t: TestApp) {
  await seedTestGames(t);
  await seedBoards(t.database.db);
  const boards = (await t.client().get<Forum[]>("/api/forums")).data;
  const first = boards[0]?.appId;
  const byKind = (kind: Forum["kind"]) => {
    const board = boards.find((b) => b.appId === first && b.kind === kind);
    if (!board) throw new Error(`no ${kind} board`);
    return board.id;
  };
  return {
    boards,
    discussion: byKind("discussion"),
    announcements: byKind("announcements"),
    guides: byKind("guides"),
  };
}

export const newGm = (t: TestApp) => newSignedInPlayer(t, "en", { roles: ["player", "gm"] });
export const newModerator = (t: TestApp) => newSignedInPlayer(t, "en", { roles: ["player", "moderator"] });

export async function writePost(
  client: TestClient,
  forumId: number,
  title = "Hello",
  content = "First post",
) {
  const answer = await client.post<Post>("/api/addPost", { forumId, title, content });
  if (answer.code !== 200) throw new Error(`addPost failed: ${answer.msg}`);
  return answer.data;
}
