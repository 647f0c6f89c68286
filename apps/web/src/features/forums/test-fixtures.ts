import type { Forum } from "./api";

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
