/** The files a built entry loads before it runs: itself and its static chunks, transitively. */
export function staticClosure(dir: string, entry: string): string[];
/** Throws when a file the entry loads statically imports a bare module matching `pattern`. */
export function assertNoStaticImport(dir: string, entry: string, pattern: RegExp): void;
