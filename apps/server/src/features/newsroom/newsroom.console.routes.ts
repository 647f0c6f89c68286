import * as contract from "@portal/contracts/console/newsroom";
import type { FastifyInstance } from "fastify";
import { serveConsole } from "../../platform/console-route.ts";
import type { AppDeps } from "../../platform/context.ts";
import * as notices from "./home-notices.service.ts";
import * as news from "./news-editing.service.ts";
import * as topics from "./topics.service.ts";
import * as videos from "./videos-editing.service.ts";

/** The newsroom in the console (permission `content.edit`): news, notices, videos, topics, events. */
export function registerNewsroomConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  serveConsole(app, contract.listNewsCategories, () => news.listCategories(deps));
  serveConsole(app, contract.createNewsCategory, ({ staff, body }) => news.createCategory(deps, staff, body));
  serveConsole(app, contract.renameNewsCategory, ({ staff, body }) => news.renameCategory(deps, staff, body));
  serveConsole(app, contract.orderNewsCategories, ({ staff, body }) =>
    news.orderCategories(deps, staff, body),
  );

  serveConsole(app, contract.listConsoleNews, ({ query }) => news.listNews(deps, query));
  serveConsole(app, contract.getConsoleNews, ({ query }) => news.newsForEditing(deps, query.newsId));
  serveConsole(app, contract.createConsoleNews, ({ staff, body }) => news.createNews(deps, staff, body));
  serveConsole(app, contract.updateConsoleNews, ({ staff, body }) => news.updateNews(deps, staff, body));
  serveConsole(app, contract.deleteConsoleNews, ({ staff, body }) => news.deleteNews(deps, staff, body));

  serveConsole(app, contract.listHomeNotices, () => notices.listNotices(deps));
  serveConsole(app, contract.createHomeNotice, ({ staff, body }) => notices.createNotice(deps, staff, body));
  serveConsole(app, contract.updateHomeNotice, ({ staff, body }) => notices.updateNotice(deps, staff, body));
  serveConsole(app, contract.deleteHomeNotice, ({ staff, body }) => notices.deleteNotice(deps, staff, body));

  serveConsole(app, contract.listConsoleVideos, ({ query }) => videos.listVideos(deps, query));
  serveConsole(app, contract.createConsoleVideo, ({ staff, body }) => videos.createVideo(deps, staff, body));
  serveConsole(app, contract.updateConsoleVideo, ({ staff, body }) => videos.updateVideo(deps, staff, body));
  serveConsole(app, contract.deleteConsoleVideo, ({ staff, body }) => videos.deleteVideo(deps, staff, body));

  serveConsole(app, contract.listConsoleTopics, ({ query }) => topics.listTopics(deps, query));
  serveConsole(app, contract.createConsoleTopic, ({ staff, body }) => topics.createTopic(deps, staff, body));
  serveConsole(app, contract.updateConsoleTopic, ({ staff, body }) => topics.updateTopic(deps, staff, body));
  serveConsole(app, contract.deleteConsoleTopic, ({ staff, body }) => topics.deleteTopic(deps, staff, body));
}
