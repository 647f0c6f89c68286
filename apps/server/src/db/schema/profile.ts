import { boolean, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { primaryId, rowVersion } from "./columns.ts";

/** A name per language; readers fall back zh-hant → zh → en. */
export type LocalizedNames = Partial<Record<string, string>>;

/** Countries of the area picker; `served` false marks a country the publisher does not serve. */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  names: jsonb("names").$type<LocalizedNames>().notNull(),
  served: boolean("served").notNull().default(true),
  sort: integer("sort").notNull().default(0),
});

export const regions = pgTable(
  "regions",
  {
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code),
    code: text("code").notNull(),
    names: jsonb("names").$type<LocalizedNames>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);

/** VIP levels: the points a level starts at and its name and privileges per language. */
export const vipLevels = pgTable("vip_levels", {
  level: integer("level").primaryKey(),
  minPoints: integer("min_points").notNull(),
  texts: jsonb("texts").$type<Partial<Record<string, { name: string; privileges: string[] }>>>().notNull(),
  /** Raised by every console save; an edit made from an older version is refused. */
  version: rowVersion(),
});

/** Customer service content: contact channels and frequently asked questions per language. */
export const helpEntries = pgTable("help_entries", {
  id: primaryId(),
  kind: text("kind", { enum: ["channel", "faq"] }).notNull(),
  sort: integer("sort").notNull().default(0),
  link: text("link"),
  texts: jsonb("texts").$type<Partial<Record<string, { title: string; body: string }>>>().notNull(),
});
