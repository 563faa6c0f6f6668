// Which budget a request draws on. The limit is keyed on what the server resolved the request to
// (the decoded call name, the matched route), never on the raw URL: `/api/user%21newlogin.action`
// and `/%61pi/events` are the login and the event stream, and count as such (issue 34). Every
// route is metered except those that only send bytes from disk or memory (pictures, scripts), so a
// new route that does work is limited without anyone remembering to list it.
import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';

/**
 * The calls that cost the server real CPU per request: a password hash (login, registration) or
 * three rendered pictures (the slider challenge). They have a budget of their own per address.
 */
const costlyCalls = new Set([
  'user!newlogin',
  'captcha!slider',
  'localuser!registerNoVerifcode',
  'localuser!registerWithVerifcode',
]);

/** Routes (as registered) that only send stored bytes: not metered. */
const unmeteredRoutes = new Set([
  // The public uploads folder (@fastify/static) and the demo pictures drawn from their names.
  '/uploads/*',
  '/uploads/demo/:file',
  // Load balancers probe it every few seconds; it must never answer 429.
  '/healthz',
]);

/** Client routes of the PWA that are pages (rendered per request), not files. */
const pageFiles = new Set(['/', '/index.html', '/app.html']);

/** The decoded path of a request, or undefined when it is not valid URL encoding. */
export function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
}

/** The call a path names (`user!newlogin`, `public/…`), decoded as the router decodes it. */
export function actionNameOf(url: string): string | undefined {
  const pathname = decodedPath(url);
  if (pathname === undefined) return undefined;
  const match = /^\/(api\/|public\/)(.+)\.action$/.exec(pathname);
  if (!match) return undefined;
  return match[1] === 'public/' ? `public/${match[2]}` : match[2];
}

/**
 * The client an address stands for: an IPv4 address itself, an IPv6 address by its /64 (one
 * customer's network: a host picks any of 2^64 addresses at will), an IPv4-mapped IPv6 address as
 * the IPv4 one.
 */
export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const parts = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

export type Bucket = 'costly' | 'general' | 'unmetered';

/** The budget a request draws on, from the route it resolved to. */
export function bucketOf(request: FastifyRequest): Bucket {
  const route = request.routeOptions.url;
  if (route === '/api/*' || route === '/public/*') {
    const name = actionNameOf(request.url);
    return name !== undefined && costlyCalls.has(name) ? 'costly' : 'general';
  }
  if (route !== undefined && unmeteredRoutes.has(route)) return 'unmetered';
  if (route === '/*') {
    // The PWA's files (scripts, styles, icons) are bytes from disk; its pages are rendered.
    const pathname = decodedPath(request.url);
    if (pathname !== undefined && !pageFiles.has(pathname) && /\.[^/]+$/.test(pathname))
      return 'unmetered';
  }
  return 'general';
}
