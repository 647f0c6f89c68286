import { boolean, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { userRef } from "./account.ts";
import { createdAt, primaryId } from "./columns.ts";

/** A browser that receives a player's pushes: the push service's address and the keys to encrypt for it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: primaryId(),
    userId: userRef({ onDelete: "cascade" }),
    /** Unique: a browser that signs in as another player moves its subscription to them. */
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The portal language the browser used when it subscribed: pushes are worded in it. */
    language: text("language").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** Topics a player turned push on for; no row means off (push is opt-in). */
export const pushTopicSettings = pgTable(
  "push_topic_settings",
  {
    userId: userRef({ onDelete: "cascade" }),
    topic: text("topic", { enum: ["reply", "like", "follow", "system", "mail"] }).notNull(),
    enabled: boolean("enabled").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);
