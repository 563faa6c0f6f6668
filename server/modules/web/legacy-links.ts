// Links shared from the old mobile site (`/m/...`, spec section 1: the detail page with
// `sellerGoodsId`, the shop page with `sellerId`, the mobile home) keep working: the responsive
// storefront is the mobile site now, so each old path answers a permanent redirect to the route
// that shows the same thing, carrying the language, the agent code and the ids.
// docs/legacy-links.md explains the table for people; this file is where it is decided.
import { isLanguageCode } from '../../../domain/i18n/languages.ts';

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Old mobile path (after `/m`) -> route, and which query the route takes from the old one. */
const legacyRoutes: ReadonlyArray<{
  paths: readonly string[];
  to: string;
  /** New query name -> old query names, first present wins. */
  ids?: Readonly<Record<string, readonly string[]>>;
}> = [
  { paths: ['', '/', '/index', '/home'], to: '/index' },
  {
    paths: ['/productDetails', '/detail', '/goods/detail', '/goodsDetail'],
    to: '/productDetails',
    ids: { id: ['sellerGoodsId', 'id'] },
  },
  { paths: ['/store', '/shop', '/shopDetail'], to: '/store', ids: { id: ['sellerId', 'id'] } },
  { paths: ['/classification', '/category'], to: '/classification' },
  { paths: ['/commodity', '/goodsList'], to: '/commodity' },
  { paths: ['/discounted'], to: '/discounted' },
  { paths: ['/cart'], to: '/index' },
  { paths: ['/login'], to: '/login' },
  { paths: ['/register'], to: '/register' },
  { paths: ['/userInfo', '/mine', '/my'], to: '/userInfo' },
  { paths: ['/app', '/download', '/app.html'], to: '/app.html' },
];

/** Whether the path belongs to the old mobile site. */
export function isLegacyMobilePath(urlPath: string): boolean {
  return urlPath === '/m' || urlPath.startsWith('/m/');
}

/** The storefront URL (path and query) an old mobile link means; unknown pages go home. */
export function legacyMobileTarget(urlPath: string, query: URLSearchParams): string {
  const rest = urlPath.slice(2).replace(/\/+$/, '') || '';
  const route = legacyRoutes.find((entry) => entry.paths.includes(rest)) ?? legacyRoutes[0]!;
  const target = new URLSearchParams();
  for (const [name, from] of Object.entries(route.ids ?? {})) {
    const value = from.map((key) => query.get(key)).find((v) => v && idPattern.test(v));
    if (value) target.set(name, value);
  }
  const lang = query.get('lang');
  if (lang && isLanguageCode(lang)) target.set('lang', lang);
  const code = query.get('code');
  if (code && idPattern.test(code)) target.set('code', code);
  const search = target.toString();
  return search ? `${route.to}?${search}` : route.to;
}
