import { giftCodes, giftPacks, mallProducts } from "../db/schema/gifts.ts";
import type { TestApp } from "./test-app.ts";

type PackValues = Partial<Omit<typeof giftPacks.$inferInsert, "gameId">>;

/** A pack of `gameId` with `codes` unique codes, valid for a week unless told otherwise. */
export async function addPack(t: TestApp, gameId: number, codes: number, values: PackValues = {}) {
  const [pack] = await t.database.db
    .insert(giftPacks)
    .values({
      gameId,
      texts: { en: { name: "Starter pack", contents: "100 gems", instructions: "Redeem in settings" } },
      validUntil: new Date(t.clock.now.getTime() + 7 * 24 * 60 * 60 * 1000),
      ...values,
    })
    .returning({ id: giftPacks.id });
  if (!pack) throw new Error("pack insert failed");
  if (codes > 0)
    await t.database.db
      .insert(giftCodes)
      .values(
        Array.from({ length: codes }, (_, index) => ({ packId: pack.id, code: `P${pack.id}-C${index}` })),
      );
  return pack.id;
}

type ProductValues = Partial<typeof mallProducts.$inferInsert>;

export async function addProduct(t: TestApp, values: ProductValues = {}) {
  const [product] = await t.database.db
    .insert(mallProducts)
    .values({
      section: "general",
      texts: { en: { name: "Gem bundle", contents: "50 gems", instructions: "Sent to your game mail" } },
      pointsCost: 100,
      stock: 10,
      ...values,
    })
    .returning({ id: mallProducts.id });
  if (!product) throw new Error("product insert failed");
  return product.id;
}
