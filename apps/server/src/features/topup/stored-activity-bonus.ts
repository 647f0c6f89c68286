import type { storedActivities } from "../../db/schema/platform.ts";

type Activity = Pick<typeof storedActivities.$inferSelect, "tiers" | "minAmountMinor" | "bonusPoints">;

/**
 * The bonus points an order of `amountMinor` earns in a stored-value activity: those of the highest
 * tier it reaches (an activity from before tiers has one, its `minAmountMinor` / `bonusPoints`).
 */
export function activityBonus(activity: Activity, amountMinor: number): number {
  const tiers =
    activity.tiers.length > 0
      ? activity.tiers
      : [{ minAmountMinor: activity.minAmountMinor, bonusPoints: activity.bonusPoints }];
  return tiers.reduce(
    (best, tier) => (amountMinor >= tier.minAmountMinor ? Math.max(best, tier.bonusPoints) : best),
    0,
  );
}
