// Where to go after logging in: only a path of this site (never `//host` or a full URL).
//
// Browsers read a backslash as a slash and drop tabs and newlines inside a URL, so `/\evil.example`
// and `/<tab>/evil.example` lead to another site like `//evil.example`: a target with a backslash
// or a control character is refused, and so is one that has them (or `//`) once percent-decoded,
// since a router may decode the path before handing it to the browser. Last, the target must
// resolve to this site's origin.
const ORIGIN = 'https://caravan.invalid';

function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  }
  return true;
}

export function safeRedirect(target: unknown, fallback = '/index'): string {
  if (typeof target !== 'string' || !isPlainPath(target)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (!isPlainPath(decoded)) return fallback;
  return new URL(target, ORIGIN).origin === ORIGIN ? target : fallback;
}
