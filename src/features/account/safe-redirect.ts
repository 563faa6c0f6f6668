// Where to go after logging in: only a path of this site (never `//host` or a full URL).
export function safeRedirect(target: unknown, fallback = '/index'): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//')
    ? target
    : fallback;
}
