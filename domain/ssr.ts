// The storefront pages the server renders with their data, and the contract between the server
// (server/modules/web/page-renderer.ts) and the renderer the web build makes from
// src/entry-server.tsx. Only the catalogue is rendered there: it is the same for every visitor.
// Account, wallet, checkout, the seller panel and the console stay client-rendered (they depend on
// the session, which lives in the browser).
import type { PublicBrand } from './brand.ts';
import type { LanguageCode } from './i18n/languages.ts';

export const ssrRoutePaths: readonly string[] = [
  '/',
  '/index',
  '/classification',
  '/commodity',
  '/discounted',
  '/productDetails',
  '/store',
  '/searchResult',
  '/searchGoods',
  '/searchStore',
];

/**
 * What differs between pages rendered at the same time. `Fetch` is the platform's `fetch` type
 * (this folder is compiled without browser or Node types).
 */
export interface RenderScope<Fetch> {
  language: LanguageCode;
  brand: PublicBrand;
  /** Answers the PWA's API calls in-process (the server's own routes), for this request. */
  fetch: Fetch;
}

/** How the server keeps a request's scope across its awaits (an AsyncLocalStorage). */
export interface ScopeStore<Fetch> {
  run<T>(scope: RenderScope<Fetch>, work: () => T): T;
  getStore(): RenderScope<Fetch> | undefined;
}

export interface RenderRequest<Fetch> extends RenderScope<Fetch> {
  /** Path and query of the page, e.g. `/productDetails?id=sg-000001`. */
  url: string;
}

export type RenderResult = RenderedApp | { redirect: string; status: number };

export interface RenderedApp {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The dehydrated query cache, for the page's `caravan-ssr` script. */
  state: unknown;
  /** 404 when the route said not found, 200 otherwise. */
  status: number;
}

/** The renderer module's exports. */
export interface PageRendererModule<Fetch> {
  /** `timeZone`: the platform's (PLATFORM_TZ), in which the wire's times are written. */
  installRenderScope(store: ScopeStore<Fetch>, timeZone: string): void;
  /** The page, or undefined when its data failed to load (the browser then renders it). */
  renderPage(request: RenderRequest<Fetch>): Promise<RenderResult | undefined>;
}
