import * as contract from "@portal/contracts/reviews";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import { setLike } from "./likes.service.ts";
import * as reviews from "./reviews.service.ts";

export function registerReviewRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, contract.gameScoreDetail, ({ query, user }) => reviews.scoreDetail(deps, query.appId, user));

  serve(app, contract.gameCommentsList, ({ query, user }) => reviews.listReviews(deps, user, query));

  serve(app, contract.gameReplyInfo, ({ query, user }) => reviews.reviewPanel(deps, query.reviewId, user));

  serve(app, contract.gameRepliesList, ({ query, user }) =>
    reviews.listReplies(deps, query.reviewId, user, query),
  );

  serve(app, contract.personComment, ({ query, user }) => reviews.myReview(deps, query.appId, user.id));

  serve(app, contract.addGameComment, ({ body, request, user }) =>
    reviews.rateGame(deps, user, request.language, body),
  );

  serve(app, contract.updateGameComment, ({ body, request, user }) =>
    reviews.editReview(deps, user, request.language, body),
  );

  serve(app, contract.delGameComment, ({ body, user }) => reviews.deleteReview(deps, user, body.reviewId));

  serve(app, contract.addGameReply, ({ body, request, user }) =>
    reviews.replyToReview(deps, user, request.language, body),
  );

  serve(app, contract.like, ({ body, user }) => setLike(deps, user.id, body.target, body.id, body.liked));

  serve(app, contract.reportGameComment, ({ body, user }) => reviews.reportContent(deps, user.id, body));
}
