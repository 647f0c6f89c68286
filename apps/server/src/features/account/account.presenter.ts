import type { BaseUser } from "@portal/contracts/account";
import type { UserRow } from "./account.repository.ts";

export function avatarUrl(mediaId: number | null): string {
  return mediaId ? `/api/media/${mediaId}` : "";
}

/** Shown to the player themself: contact details masked half-way so a shoulder-surfer learns little. */
export function presentBaseUser(user: UserRow): BaseUser {
  return {
    uid: user.id,
    nickname: user.nickname,
    avatar: avatarUrl(user.avatarMediaId),
    gender: user.gender,
    birthday: user.birthday,
    bio: user.bio,
    email: user.email ? maskEmail(user.email) : null,
    phone: user.phone ? maskPhone(user.phone) : null,
    roles: user.roles as BaseUser["roles"],
  };
}

export function maskEmail(email: string): string {
  const [name = "", domain = ""] = email.split("@");
  return `${name.slice(0, 2)}${"*".repeat(Math.max(1, name.length - 2))}@${domain}`;
}

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
