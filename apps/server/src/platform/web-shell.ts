import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** What the web build writes to route-preloads.json (apps/web/route-preloads-plugin.ts). */
interface RoutePreload {
  path: string;
  modules: string[];
  namespaces: string[];
  data: string[];
  /** The style sheets of the page's code and of the parts it loads later (a page rendered here shows them at once). */
  styles?: string[];
}
interface RoutePreloads {
  startup: { modules: string[]; namespaces: string[] };
  catalogue: string;
  routes: RoutePreload[];
}

interface CompiledRoute extends RoutePreload {
  pattern: RegExp;
  params: string[];
  /** As the web app's router ranks routes: a literal segment counts more than a parameter. */
  score: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(route: RoutePreload): CompiledRoute {
  const params: string[] = [];
  let source = "";
  let score = 0;
  for (const segment of route.path.split("/").filter(Boolean)) {
    const param = segment.match(/^:(\w+)(\?)?$/);
    if (!param) {
      source += `/${escapeRegExp(segment)}`;
      score += 10;
      continue;
    }
    params.push(param[1] as string);
    source += param[2] ? "(?:/([^/]+))?" : "/([^/]+)";
    score += param[2] ? 0 : 3;
  }
  return { ...route, pattern: new RegExp(`^${source}/?$`), params, score };
}

/** The route an address opens (the best-ranked match) with its parameters, or undefined. */
function matchRoute(routes: CompiledRoute[], pathname: string) {
  let best: { route: CompiledRoute; params: Map<string, string> } | undefined;
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (!match || (best && best.route.score >= route.score)) continue;
    const params = new Map<string, string>();
    route.params.forEach((name, index) => {
      const value = match[index + 1];
      if (value !== undefined) params.set(name, value);
    });
    best = { route, params };
  }
  return best;
}

/** An API call of the route with the address's parameters; undefined when one of them is missing. */
function fillData(template: string, params: Map<string, string>) {
  let missing = false;
  const url = template.replace(/:(\w+)/g, (_all, name: string) => {
    const value = params.get(name);
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? "");
  });
  return missing ? undefined : url;
}

const safeDecode = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export interface WebShellPage {
  html: string;
  etag: string;
}

/** A page's first screen rendered on the server (page-renderer.ts): its HTML and what hydrating it needs. */
export interface RenderedPage {
  html: string;
  /** JSON; written into a `<script type="application/json">`, which the CSP lets through (it never runs). */
  state: unknown;
}

/** JSON inside a `<script>` element: no `</script>` (or `<!--`) can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The web app's HTML shell for one address: index.html with, in its head, what the opened page needs
 * before it can show anything — the entry's imports and the page's chunk (`modulepreload`), the
 * catalogues of the player's language it reads and its first API calls (`preload`, fetched with the
 * player's own cookies: no player's data is ever written into the page). Without them the browser
 * finds each of these only after the entry (then the page's code, then its texts) has arrived and run.
 *
 * Returns undefined when the build has no route-preloads.json (the plain index.html is served then).
 */
export function createWebShell(dist: string) {
  const preloadsFile = join(dist, "route-preloads.json");
  if (!existsSync(preloadsFile)) return undefined;
  const preloads = JSON.parse(readFileSync(preloadsFile, "utf8")) as RoutePreloads;
  const indexHtml = readFileSync(join(dist, "index.html"), "utf8");
  const routes = preloads.routes.map(compile);
  const base = "/dist/";

  const links = (
    route: CompiledRoute | undefined,
    params: Map<string, string>,
    language: string,
    rendered: boolean,
  ) => {
    const catalogue = (namespace: string) =>
      preloads.catalogue.replace("{language}", language).replace("{namespace}", namespace);
    const tag = (attributes: string, href: string) => `<link ${attributes} href="${escapeAttribute(href)}">`;
    const pageNamespaces = (route?.namespaces ?? []).filter(
      (ns) => !preloads.startup.namespaces.includes(ns),
    );
    // First what the first paint (the app's frame) waits for, then the page's chunk, calls and texts.
    // A page rendered here paints with its style sheets, and its calls' answers are in the page.
    return [
      ...(rendered ? (route?.styles ?? []) : []).map((file) =>
        tag('rel="stylesheet" crossorigin', base + file),
      ),
      ...preloads.startup.modules.map((file) => tag('rel="modulepreload" crossorigin', base + file)),
      ...preloads.startup.namespaces.map((ns) => tag('rel="preload" as="fetch" crossorigin', catalogue(ns))),
      ...(route?.modules ?? []).map((file) => tag('rel="modulepreload" crossorigin', base + file)),
      ...(rendered ? [] : (route?.data ?? []))
        .map((template) => fillData(template, params))
        .filter((url): url is string => url !== undefined)
        .map((url) => tag('rel="preload" as="fetch" crossorigin="use-credentials"', url)),
      ...pageNamespaces.map((ns) => tag('rel="preload" as="fetch" crossorigin', catalogue(ns))),
    ].join("\n    ");
  };

  /**
   * The shell of `pathname` (under /dist, without it) in `language`, with its ETag; with the page's
   * first screen in `#root` when the server `rendered` it.
   */
  return (pathname: string, language: string, rendered?: RenderedPage): WebShellPage => {
    const found = matchRoute(routes, safeDecode(pathname));
    let html = indexHtml
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(language)}"`)
      .replace(
        "</head>",
        `  ${links(found?.route, found?.params ?? new Map(), language, rendered !== undefined)}\n  </head>`,
      );
    if (rendered)
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="rendered-state">${scriptJson(rendered.state)}</script>`,
      );
    const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
    return { html, etag };
  };
}
