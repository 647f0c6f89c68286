import type { Forum, Post } from "./api";

/** A Dragon Realm board as the server lists it; tests change what they are about. */
export function forumBoard(changes: Partial<Forum> = {}): Forum {
  return {
    id: 3,
    appId: 1,
    gameName: "Dragon Realm",
    gameIcon: "",
    kind: "announcements",
    name: null,
    intro: null,
    icon: "",
    postsCount: 1,
    followersCount: 0,
    lastActivityAt: null,
    followed: false,
    canPost: false,
    canModerate: false,
    ...changes,
  };
}

const author = { uid: 50, nickname: "Rin", avatar: "", vip: false, vipLevel: 0, level: 2, staff: false };

/** A post on that board as the server lists it, by Rin an hour ago; tests change what they are about. */
export function forumPost(overrides: Partial<Post> = {}): Post {
  const at = new Date(Date.now() - 3_600_000).toISOString();
  return {
    id: 7,
    forumId: 3,
    appId: 1,
    kind: "discussion",
    title: "Raid tips",
    content: "Line one\nLine two",
    images: [],
    pinned: false,
    edited: false,
    likesCount: 2,
    commentsCount: 0,
    collectsCount: 0,
    liked: false,
    collected: false,
    mine: false,
    createdAt: at,
    lastReplyAt: at,
    author,
    can: { edit: false, delete: false, pin: false },
    ...overrides,
  };
}
