import { z } from "zod";
import { paged, pageQuery } from "./paging.ts";
import { defineRoute } from "./route.ts";

/** The video zone: hosted videos play in an embedded frame, files the portal serves in <video>. */

export const videoKinds = ["file", "frame"] as const;

export const videoCard = z.object({
  id: z.number(),
  title: z.string(),
  poster: z.string(),
  durationSeconds: z.number(),
  kind: z.enum(videoKinds),
  /** The file's address (kind file) or the hosted player's page (kind frame). */
  url: z.string(),
  game: z.object({ appId: z.number(), name: z.string() }).nullable(),
  publishedAt: z.string(),
});
export type VideoCard = z.infer<typeof videoCard>;

export const videoList = defineRoute({
  method: "GET",
  path: "/videoList",
  query: z.object({ ...pageQuery }),
  data: paged(videoCard),
});
