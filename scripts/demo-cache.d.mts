/** The folder of what demo servers keep between starts (see demo-cache.mjs). */
export declare const demoCacheDir: string;
