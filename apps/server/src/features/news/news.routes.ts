import * as contract from "@portal/contracts/news";
import * as notices from "@portal/contracts/notices";
import { pathId } from "@portal/contracts/paging";
import { videoList } from "@portal/contracts/videos";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { serve } from "../../platform/route.ts";
import * as news from "./news.service.ts";
import * as discussion from "./news-comments.service.ts";
import * as notice from "./notices.service.ts";
import { listVideos } from "./videos.service.ts";

/** News and its comments, system notices and the video zone. */
export function registerNewsRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, contract.gameNewsCats, ({ request }) => news.categories(deps, request.language));
  serve(app, contract.news, ({ query, request }) => news.listNews(deps, request.language, query));
  serve(app, contract.gameNews, ({ query, request }) => news.listGameNews(deps, request.language, query));
  serve(app, contract.newsDetail, ({ params, request, user }) => {
    const newsId = pathId(params.newsId);
    if (newsId === undefined) throw new AppError("newsNotFound");
    return news.article(deps, request.language, newsId, user);
  });

  serve(app, contract.newsComments, ({ query, user }) => discussion.listComments(deps, user, query));
  serve(app, contract.newsReplyInfo, ({ query, user }) =>
    discussion.commentPanel(deps, query.commentId, user),
  );
  serve(app, contract.newsRepliesList, ({ query, user }) => discussion.listReplies(deps, user, query));
  serve(app, contract.addNewsComment, ({ body, request, user }) =>
    discussion.addComment(deps, user, request.language, body),
  );
  serve(app, contract.addNewsReply, ({ body, request, user }) =>
    discussion.addReply(deps, user, request.language, body),
  );
  serve(app, contract.newsLike, ({ body, user }) => discussion.setNewsLike(deps, user.id, body));
  serve(app, contract.reportNewsComment, ({ body, user }) => discussion.reportComment(deps, user.id, body));

  serve(app, notices.sysNotice, ({ query, request, user }) =>
    notice.listNotices(deps, request.language, user, query),
  );
  serve(app, notices.sysNoticeRead, ({ body, request, user }) =>
    notice.readNotice(deps, request.language, user, body.noticeId),
  );

  serve(app, videoList, ({ query, request }) => listVideos(deps, request.language, query));
}
