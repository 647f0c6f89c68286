/**
 * The catalogues every screen needs, loaded at start-up (i18n.ts); every other namespace loads when
 * a component first asks for it. Pure data: the build reads it too (route-preloads-plugin.ts).
 */
export const startupNamespaces = ["common", "shell"];
