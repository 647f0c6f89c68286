import * as contract from "@portal/contracts/profile";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import { readUploadedFile, serveUploads } from "../../platform/uploaded-image.ts";
import { ownUserRow } from "../account/account.service.ts";
import { accessVerdict, requestCountry } from "./access.ts";
import * as service from "./profile.service.ts";

/** Profile, area, avatar, VIP card, customer service and the shielding verdict. */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, contract.updateUserInfo, async ({ body, user }) => service.updateProfile(deps, user.id, body));

  serve(app, contract.countries, async ({ request }) => service.listCountries(deps, request.language));

  serve(app, contract.regions, async ({ query, request }) =>
    service.listRegions(deps, query.country, request.language),
  );

  serve(app, contract.updateRegion, async ({ body, user, request }) =>
    service.setRegion(deps, user.id, body.country, body.region, request.language),
  );

  serve(app, contract.myRegion, async ({ user, request }) =>
    service.readRegion(deps, await ownUserRow(deps, user.id), request.language),
  );

  serve(app, contract.vipCard, async ({ user, request }) =>
    service.vipCard(deps, await ownUserRow(deps, user.id), request.language),
  );

  serve(app, contract.customerService, async ({ request }) =>
    service.customerService(deps, request.language),
  );

  serve(app, contract.recentPlayed, async ({ user, request }) =>
    service.recentPlayed(deps, user.id, request.language),
  );

  serve(app, contract.accessStatus, async ({ request }) => {
    // Without a country header (local runs, tests) nothing is looked up.
    const country = requestCountry(request);
    const served = country ? await service.countryServed(deps, country) : true;
    return accessVerdict(request.user, country, served, deps.now());
  });

  serveUploads(app, (scope) =>
    serve(scope, contract.imgUpload, async ({ request, user }) =>
      service.replaceAvatar(deps, user.id, await readUploadedFile(request)),
    ),
  );
}
