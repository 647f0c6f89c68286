import type { storedActivityForm, updateStoredActivity } from "@portal/contracts/console/catalogue";
import type { ParsedBody } from "@portal/contracts/route";
import type { z } from "zod";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { perGivenLanguage } from "../../platform/localized.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { assertGameExists } from "../games/games.service.ts";
import { presentActivity } from "./catalogue.presenter.ts";
import { changeCatalogue } from "./catalogue-change.ts";
import * as repo from "./catalogue-editing.repository.ts";

type ActivityInput = z.output<typeof storedActivityForm>;

export async function listActivities(deps: AppDeps) {
  return (await repo.listActivities(deps.database.db)).map(presentActivity);
}

/**
 * Texts only in the languages with a title (the others fall back); the lowest tier also kept in the
 * single-tier columns, which the running-bonus query filters on.
 */
function activityValues(input: ActivityInput): repo.ActivityValues {
  const [lowest] = input.tiers;
  return {
    texts: perGivenLanguage(input.titles, (language) => ({
      title: input.titles[language],
      description: input.descriptions[language] || input.descriptions.en,
    })),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    appId: input.gameId,
    currency: input.currency,
    tiers: input.tiers,
    minAmountMinor: lowest?.minAmountMinor ?? 0,
    bonusPoints: lowest?.bonusPoints ?? 0,
  };
}

const activitySubject = (id: number) => ({ type: "storedActivity", id });

export function createActivity(deps: AppDeps, by: ConsoleStaff, input: ActivityInput) {
  return changeCatalogue(deps, by, async (tx) => {
    await assertGameExists(tx, input.gameId);
    const after = presentActivity(await repo.insertActivity(tx, activityValues(input)));
    return {
      result: after,
      audit: { action: "storedActivity.create", subject: activitySubject(after.id), before: null, after },
    };
  });
}

export function updateActivity(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof updateStoredActivity>,
) {
  return changeCatalogue(deps, by, async (tx) => {
    const row = await repo.findActivity(tx, input.activityId);
    if (!row) throw new AppError("storedActivityNotFound");
    await assertGameExists(tx, input.gameId);
    const saved = await repo.updateActivityAtVersion(tx, row.id, input.version, activityValues(input));
    if (!saved) throw new AppError("staleEdit");
    const after = presentActivity(saved);
    return {
      result: after,
      audit: {
        action: "storedActivity.update",
        subject: activitySubject(row.id),
        before: presentActivity(row),
        after,
      },
    };
  });
}
