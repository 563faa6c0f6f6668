// The keys of stored pictures, shared by both stores (store.ts).

/** The top folders (prefixes) of the two kinds of keys. */
export const PUBLIC_PREFIX = 'uploads';
export const PRIVATE_PREFIX = 'private-uploads';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The content type a key's name says (what the pictures are re-encoded as). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[/\.([a-z]+)$/.exec(key)?.[1] ?? ''] ?? 'application/octet-stream';
}

export const isPrivateKey = (key: string) => key.startsWith(`${PRIVATE_PREFIX}/`);

/**
 * A key as the stores accept it: folders and names of letters, digits, `.`, `-` and `_`, no empty,
 * `.` or `..` segment. Keys are made by the server from names it checked; this is the last guard.
 */
export function assertKey(key: string, minSegments = 2): void {
  const segments = key.split('/');
  if (
    segments.length < minSegments ||
    segments.some((segment) => !/^[A-Za-z0-9._-]+$/.test(segment) || /^\.\.?$/.test(segment))
  )
    throw new Error(`not an upload key: ${JSON.stringify(key)}`);
}
