/** Writes `<file>.br` and `<file>.gz` beside each of `files`, from the cache or compressed anew. */
export function precompressFiles(files: string[], cacheDir: string): Promise<void>;
