/** A hash of every i18n catalogue, set at build (catalogues-plugin.ts): a new text is a new URL. */
declare const __CATALOGUES_VERSION__: string;
/** Every catalogue namespace, set at build (catalogues-plugin.ts): the offline shell keeps them all. */
declare const __CATALOGUE_NAMESPACES__: string[];
