import * as contract from "@portal/contracts/forums";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { serve } from "../../platform/route.ts";
import { readUploadedFile, serveUploads } from "../../platform/uploaded-image.ts";
import * as comments from "./comments.service.ts";
import * as forums from "./forums.service.ts";
import * as moderation from "./moderation.service.ts";
import * as posts from "./posts.service.ts";

export function registerForumRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, contract.forums, ({ query, user, request }) =>
    forums.listForums(deps, user, request.language, query.appId),
  );
  serve(app, contract.forumDetail, ({ query, user, request }) =>
    forums.forumDetail(deps, query.forumId, user, request.language),
  );
  serve(app, contract.concernForum, ({ body, user }) =>
    forums.followForum(deps, user.id, body.forumId, body.followed),
  );
  serve(app, contract.forumUser, ({ query, user }) => forums.playerPage(deps, query.uid, user));
  serve(app, contract.concernUser, ({ body, user }) =>
    forums.followPlayer(deps, user.id, body.uid, body.followed),
  );

  serve(app, contract.postList, ({ query, user }) => posts.listPosts(deps, user, query));
  serve(app, contract.postDetail, ({ query, user }) => posts.postById(deps, query.postId, user));
  serve(app, contract.postCollectList, ({ query, user }) => posts.listCollected(deps, user, query));
  serve(app, contract.addPost, ({ body, user, request }) =>
    posts.writePost(deps, user, request.language, body),
  );
  serve(app, contract.updatePost, ({ body, user, request }) =>
    posts.editPost(deps, user, request.language, body),
  );
  serve(app, contract.delPost, ({ body, user }) => posts.deletePost(deps, user, body.postId));
  serve(app, contract.stick, ({ body, user }) => posts.pinPost(deps, user, body.postId, body.pinned));
  serve(app, contract.postLike, ({ body, user }) => posts.likePost(deps, user.id, body.postId, body.liked));
  serve(app, contract.postCollect, ({ body, user }) =>
    posts.collectPost(deps, user.id, body.postId, body.collected),
  );

  serve(app, contract.commentList, ({ query, user }) =>
    comments.postComments(deps, query.postId, user, query),
  );
  serve(app, contract.subCommentList, ({ query, user }) =>
    comments.subComments(deps, query.commentId, user, query),
  );
  serve(app, contract.commentInfo, ({ query, user }) => comments.commentById(deps, query.commentId, user));
  serve(app, contract.addComment, ({ body, user, request }) =>
    comments.addComment(deps, user, request.language, body.postId, body.content),
  );
  serve(app, contract.addSubComment, ({ body, user, request }) =>
    comments.addSubComment(deps, user, request.language, body.commentId, body.content),
  );
  serve(app, contract.commentLike, ({ body, user }) =>
    comments.likeComment(deps, user.id, body.commentId, body.liked),
  );
  serve(app, contract.delComment, ({ body, user }) => comments.deleteComment(deps, user, body.commentId));

  serve(app, contract.complainReasons, async ({ request }) =>
    moderation.complainReasons(deps, request.language),
  );
  serve(app, contract.complain, ({ body, user }) => moderation.complain(deps, user.id, body));
  serve(app, contract.moderationQueue, ({ query, user }) => moderation.moderationQueue(deps, user, query));
  serve(app, contract.dismissReports, ({ body, user }) =>
    moderation.dismissReports(deps, user, body.target, body.id),
  );
  serve(app, contract.hideReported, ({ body, user }) => moderation.hideReported(deps, user, body));
  serve(app, contract.moderationLog, ({ query, user }) => moderation.moderationLog(deps, user, query));

  serveUploads(app, (scope) =>
    serve(scope, contract.uploadImg, async ({ request, user }) =>
      posts.uploadPostImage(deps, user.id, await readUploadedFile(request)),
    ),
  );
}
