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
 * Starts hydrating a page the server rendered once it has painted and its first screen's pictures
 * (those not loaded lazily) are in (a second at most after it ran): asks for its modules, catalogues
 * and entry script (read from the script element's data attributes). On a phone's slow link the
 * ~200 KB of scripts would otherwise share the bandwidth (and, on HTTP/1.1, the six connections) with
 * the style sheet and that picture, so the page that is already in the HTML showed later. Fixed text:
 * the CSP allows it by its hash (security-headers.ts), and no page data is ever written into it.
 */
export const afterPaintLoader = [
  "{const d=document.currentScript.dataset;",
  'const add=(rel,href,as)=>{const l=document.createElement("link");l.rel=rel;if(as)l.as=as;l.crossOrigin="";l.href=href;document.head.append(l)};',
  "const start=()=>{",
  'for(const h of d.catalogues.split(" ").filter(Boolean))add("preload",h,"fetch");',
  'for(const h of d.modules.split(" ").filter(Boolean))add("modulepreload",h);',
  'const s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=d.entry;document.head.append(s)};',
  'const pictures=[...document.querySelectorAll("img:not([loading=lazy])")].filter(i=>!i.complete)',
  '.map(i=>new Promise(r=>{i.addEventListener("load",r);i.addEventListener("error",r)}));',
  // Painted: the first contentful paint has been shown (a frame's main-thread work ends earlier).
  'const painted=new Promise(r=>{if(!PerformanceObserver.supportedEntryTypes.includes("paint"))return requestAnimationFrame(()=>setTimeout(r));',
  'new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})});',
  "Promise.all([painted,Promise.race([Promise.all(pictures),new Promise(r=>setTimeout(r,1000))])]).then(start)}",
].join("");

/** The CSP's source for `afterPaintLoader`. */
export const afterPaintLoaderHash = `'sha256-${createHash("sha256").update(afterPaintLoader).digest("base64")}'`;

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
  const entryTag = indexHtml.match(/\s*<script type="module"[^>]*><\/script>/)?.[0] ?? "";
  const entry = entryTag.match(/src="([^"]+)"/)?.[1] ?? `${base}assets/index.js`;

  const tag = (attributes: string, href: string) => `<link ${attributes} href="${escapeAttribute(href)}">`;
  const catalogues = (namespaces: string[], language: string) =>
    namespaces.map((ns) => preloads.catalogue.replace("{language}", language).replace("{namespace}", ns));
  const pageNamespaces = (route: CompiledRoute | undefined) =>
    (route?.namespaces ?? []).filter((ns) => !preloads.startup.namespaces.includes(ns));

  /** A shell the app renders in the browser: its head asks at once for all the first screen needs. */
  const links = (route: CompiledRoute | undefined, params: Map<string, string>, language: string) =>
    [
      // First what the first paint (the app's frame) waits for, then the page's chunk, calls and texts.
      ...preloads.startup.modules.map((file) => tag('rel="modulepreload" crossorigin', base + file)),
      ...catalogues(preloads.startup.namespaces, language).map((href) =>
        tag('rel="preload" as="fetch" crossorigin', href),
      ),
      ...(route?.modules ?? []).map((file) => tag('rel="modulepreload" crossorigin', base + file)),
      ...(route?.data ?? [])
        .map((template) => fillData(template, params))
        .filter((url): url is string => url !== undefined)
        .map((url) => tag('rel="preload" as="fetch" crossorigin="use-credentials"', url)),
      ...catalogues(pageNamespaces(route), language).map((href) =>
        tag('rel="preload" as="fetch" crossorigin', href),
      ),
    ].join("\n    ");

  /**
   * A page rendered here: its head holds only its style sheet; the scripts and catalogues that
   * hydrate it are asked for by `afterPaintLoader` (its calls' answers are in the page).
   */
  const renderedHead = (route: CompiledRoute | undefined) =>
    (route?.styles ?? []).map((file) => tag('rel="stylesheet" crossorigin', base + file)).join("\n    ");
  const loaderScript = (route: CompiledRoute | undefined, language: string) => {
    const modules = [...preloads.startup.modules, ...(route?.modules ?? [])].map((file) => base + file);
    const texts = catalogues([...preloads.startup.namespaces, ...pageNamespaces(route)], language);
    return `<script data-entry="${escapeAttribute(entry)}" data-modules="${escapeAttribute(modules.join(" "))}" data-catalogues="${escapeAttribute(texts.join(" "))}">${afterPaintLoader}</script>`;
  };

  /**
   * The shell of `pathname` (under /dist, without it) in `language`, with its ETag; with the page's
   * first screen in `#root` when the server `rendered` it.
   */
  return (pathname: string, language: string, rendered?: RenderedPage): WebShellPage => {
    const found = matchRoute(routes, safeDecode(pathname));
    const route = found?.route;
    let html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(language)}"`);
    if (rendered)
      html = html
        .replace(entryTag, "")
        .replace("</head>", `  ${renderedHead(route)}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="rendered-state">${scriptJson(rendered.state)}</script>\n    ${loaderScript(route, language)}`,
        );
    else html = html.replace("</head>", `  ${links(route, found?.params ?? new Map(), language)}\n  </head>`);
    const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
    return { html, etag };
  };
}
