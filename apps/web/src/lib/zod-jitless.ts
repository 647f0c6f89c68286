/**
 * Zod decides once whether it may compile its parsers with `new Function`, by trying it. The
 * portal's content security policy forbids eval (script-src 'self'), so the probe fails and Chrome
 * reports a CSP violation on every page that validates a form (Lighthouse best practices: game
 * detail, top-up). Parsers interpreted instead: zod skips the probe under `jitless`. Zod keeps the
 * object it finds at `globalThis.__zod_globalConfig` when its first module loads, so the setting is
 * written into that object (created here when zod has not loaded yet), never a replacement of it:
 * whichever loads first, zod sees it, and zod itself stays out of the first screen's code.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
