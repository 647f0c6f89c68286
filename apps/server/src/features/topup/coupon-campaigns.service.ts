import type { couponCampaignForm, issueCouponCampaign } from "@portal/contracts/console/catalogue";
import type { ParsedBody } from "@portal/contracts/route";
import type { z } from "zod";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { ConsoleStaff } from "../../platform/staff-session.ts";
import { gameNamesIn } from "../games/games.service.ts";
import { presentCampaign } from "./catalogue.presenter.ts";
import { changeCatalogue } from "./catalogue-change.ts";
import * as repo from "./catalogue-editing.repository.ts";

export async function listCampaigns(deps: AppDeps) {
  return (await repo.listCampaigns(deps.database.db)).map(presentCampaign);
}

const campaignSubject = (id: number) => ({ type: "couponCampaign", id });

export function createCampaign(deps: AppDeps, by: ConsoleStaff, input: z.output<typeof couponCampaignForm>) {
  return changeCatalogue(deps, by, async (tx) => {
    const known = await gameNamesIn(tx, input.gameIds, "en");
    if (input.gameIds.some((id) => !known.has(id))) throw new AppError("gameNotFound");
    const { gameIds, ...values } = input;
    const row = await repo.insertCampaign(tx, {
      ...values,
      gameIds: gameIds.length > 0 ? gameIds : null,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
    });
    const after = presentCampaign({ campaign: row, issued: 0, used: 0 });
    return {
      result: after,
      audit: { action: "couponCampaign.create", subject: campaignSubject(row.id), before: null, after },
    };
  });
}

/**
 * Gives the campaign's coupon to every player of the segment who has none of it yet (one statement
 * under the unique key, so a repeated or concurrent issue adds each player's coupon once).
 */
export function issueCampaign(
  deps: AppDeps,
  by: ConsoleStaff,
  input: ParsedBody<typeof issueCouponCampaign>,
) {
  return changeCatalogue(deps, by, async (tx) => {
    const campaign = await repo.findCampaign(tx, input.campaignId);
    if (!campaign) throw new AppError("couponCampaignNotFound");
    if ((await repo.segmentSize(tx, input.segment)) === 0) throw new AppError("couponSegmentEmpty");
    const issued = await repo.issueCoupons(tx, campaign, input.segment);
    const [counted] = await repo.listCampaigns(tx, campaign.id);
    if (!counted) throw new AppError("couponCampaignNotFound");
    const after = presentCampaign(counted);
    return {
      result: { issued, campaign: after },
      audit: {
        action: "couponCampaign.issue",
        subject: campaignSubject(campaign.id),
        before: null,
        after: { segment: input.segment, issued },
      },
    };
  });
}
