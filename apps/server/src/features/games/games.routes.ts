import * as contract from "@portal/contracts/games";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { publicLink } from "../../platform/public-links.ts";
import { serve } from "../../platform/route.ts";
import * as games from "./games.service.ts";
import { presentShare, shareCard, sharePreviewPage } from "./share.service.ts";

export function registerGameRoutes(app: FastifyInstance, deps: AppDeps) {
  // Share links and preview pages name the portal by PUBLIC_URL, never by the request's Host.
  const origin = deps.config.PUBLIC_URL;
  serve(app, contract.indexInfo, ({ request, user }) => games.homeInfo(deps, request.language, user));

  serve(app, contract.alertWin, ({ request }) => games.runningNotice(deps, request.language));

  serve(app, contract.gameList, ({ query, request }) => games.listGames(deps, request.language, query));

  serve(app, contract.hotGames, ({ query, request }) => games.listHotGames(deps, request.language, query));

  serve(app, contract.recomGames, ({ query, request }) =>
    games.listRecommendedGames(deps, request.language, query),
  );

  serve(app, contract.guessLike, ({ query, request, user }) =>
    games.guessWhatPlayerLikes(deps, request.language, user, query.size),
  );

  serve(app, contract.game, ({ params, request, user }) =>
    games.gameDetail(deps, request.language, params.appId, user),
  );

  serve(app, contract.myGame, ({ query, request, user }) =>
    games.myGames(deps, request.language, user.id, query.kind, query),
  );

  serve(app, contract.concernGame, ({ body, user }) =>
    games.followGame(deps, user.id, body.appId, body.follow),
  );

  serve(app, contract.subscribe, ({ body, request, user }) =>
    games.setReservation(deps, request.language, user.id, body.appId, true),
  );

  serve(app, contract.cancelSubscribe, ({ body, request, user }) =>
    games.setReservation(deps, request.language, user.id, body.appId, false),
  );

  serve(app, contract.reportDownload, ({ body, request, user }) =>
    games.reportDownload(deps, { ...body, userId: user?.id ?? null, language: request.language }),
  );

  serve(app, contract.share, async ({ query, request }) => {
    const card = await shareCard(deps, request.language, query.kind, query.id);
    return presentShare(card, origin, query.kind, query.id);
  });

  /** The shared link itself: a preview page for link unfurlers that forwards to the game page. */
  app.get<{ Params: { kind: string; id: string } }>("/share/:kind/:id", async (request, reply) => {
    const { kind, id } = request.params;
    const numericId = Number(id);
    if ((kind !== "game" && kind !== "review") || !Number.isSafeInteger(numericId) || numericId <= 0)
      return reply.redirect("/dist/");
    const card = await shareCard(deps, request.language, kind, numericId).catch(() => null);
    if (!card) return reply.redirect("/dist/");
    const page = sharePreviewPage(card, origin, request.language, publicLink(deps.config, request.url));
    return reply.header("cache-control", "public, max-age=300").type("text/html; charset=utf-8").send(page);
  });
}
