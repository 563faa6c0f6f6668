// Serves the built PWA from `config.webDist`: precompressed brotli/gzip files, immutable caching
// for hashed assets, revalidated HTML, the per-brand index.html, web app manifest and icons, and
// the SPA fallback (client routes that are not files get index.html; /api paths keep their 404
// envelope because the API router owns them).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeLanguage } from '../../../domain/i18n/languages.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { sendEnvelope } from '../../platform/envelope.ts';
import { transportMessage } from '../../platform/messages.ts';
import type { PublicBrand } from '../../../domain/brand.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import { ssrRoutePaths, type RenderedApp } from '../../../domain/ssr.ts';
import type { Brand, IconKind } from '../brand/index.ts';
import { PageRenderer } from './page-renderer.ts';
import { isLegacyMobilePath, legacyMobileTarget } from './legacy-links.ts';
import {
  PageCache,
  contentTypes,
  isImmutableAsset,
  languageOf,
  negotiateEncoding,
  precompressed,
  resolveStatic,
  webManifest,
  withRenderedApp,
} from './web.service.ts';

const iconKinds: readonly IconKind[] = ['icon-192', 'icon-512', 'maskable-512', 'apple-touch-180'];

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = normalizeLanguage((request.query as Record<string, unknown> | undefined)?.lang);
  return sendEnvelope(reply, 404, {
    code: '404',
    msg: transportMessage(lang, 'notFound'),
    data: null,
  });
}

export function webRoutes(deps: ModuleDeps): void {
  const { app, config, brands: registry } = deps;
  const root = path.resolve(config.webDist);
  const pages = new PageCache(root, config.platformTimeZone);

  // The server renderer and the brand icons are not needed to answer the health check: they are
  // loaded and rendered once the server listens, so a start is not slowed by them (or earlier, by
  // the first page that needs them, as under `inject` in the tests).
  let rendererLoad: Promise<PageRenderer | undefined> | undefined;
  const renderer = () =>
    (rendererLoad ??= (
      config.serverRendering
        ? PageRenderer.load(app, root, config.platformTimeZone)
        : Promise.resolve(undefined)
    ).catch((error: unknown) => {
      app.log.error(
        { err: error },
        'the server renderer failed to load; pages render in the browser',
      );
      return undefined;
    }));
  app.addHook('onListen', async () => {
    void renderer();
    registry.warm().catch((error: unknown) => app.log.error({ err: error }, 'brand icons failed'));
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    const brand = registry.forHost(request.headers.host);
    // The operators' information pages over the file's (a few seconds' cache per server).
    const current = await registry.current(deps.database.db, brand);
    const lang = languageOf(request.headers.cookie, brand);
    const rendered = await renderOnServer(request, urlPath, lang, current.brand);
    if (rendered && 'redirect' in rendered)
      return reply.redirect(rendered.redirect, rendered.status);
    if (rendered) return sendRendered(request, reply, urlPath, lang, brand, current, rendered);
    // The home page's one call, exactly as the PWA sends it (src/features/catalog/api/get-home.ts).
    const preload =
      urlPath === '/' || urlPath === '/index'
        ? `/api/index!home.action?pageSize=12&lang=${lang}`
        : undefined;
    // Only a route the build knows becomes part of the cache key (its chunks are preloaded).
    const segment = urlPath === '/' ? 'index' : (/^\/([A-Za-z]+)$/.exec(urlPath)?.[1] ?? '');
    const page = pages.get(brand, lang, preload, pages.hasRoute(segment) ? segment : '', current);
    if (!page) return notFound(request, reply);
    // A product page's listing call, as a Link header (the cached page body stays the same for
    // every product); the PWA sends it the same way (src/features/catalog/api/get-goods-info.ts).
    if (urlPath === '/productDetails') {
      const query = request.query as Record<string, unknown>;
      const id = query.id ?? query.sellerGoodsId;
      if (typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id))
        reply.header(
          'link',
          `</api/sellerGoods!info.action?sellerGoodsId=${id}&lang=${lang}>; rel=preload; as=fetch; crossorigin=anonymous`,
        );
    }
    reply
      .type(contentTypes['.html'] as string)
      .header('cache-control', 'no-cache')
      .header('vary', 'Host, Accept-Encoding, Cookie')
      .header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
  };

  /** The catalogue page rendered with its data, or undefined to leave the page to the browser. */
  const renderOnServer = async (
    request: FastifyRequest,
    urlPath: string,
    lang: LanguageCode,
    brand: PublicBrand,
  ) => {
    const query = request.url.slice(urlPath.length);
    const search = new URLSearchParams(query.startsWith('?') ? query.slice(1) : '');
    // `?lang=` / `?code=` are applied in the browser, which then reloads without them.
    if (!ssrRoutePaths.includes(urlPath) || search.has('lang') || search.has('code')) return;
    const page = await renderer();
    if (!page) return;
    try {
      return await page.render(request, request.url, lang, brand);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the page renders in the browser');
      return undefined;
    }
  };

  const sendRendered = (
    request: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    lang: LanguageCode,
    brand: Brand,
    current: { brand: PublicBrand; version: string },
    rendered: RenderedApp,
  ) => {
    const segment = urlPath === '/' ? 'index' : urlPath.slice(1);
    // The branded shell without the home call's preload: the page carries its data.
    const shell = pages.get(brand, lang, undefined, segment, current);
    if (!shell) return notFound(request, reply);
    const body = Buffer.from(
      withRenderedApp(
        shell.body.toString('utf8'),
        rendered,
        request.url,
        pages.routeStyles(segment),
        (file) => pages.styleText(file),
      ),
    );
    reply
      .status(rendered.status)
      .type(contentTypes['.html'] as string)
      .header('cache-control', 'no-cache')
      .header('vary', 'Host, Accept-Encoding, Cookie');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(body);
    // A fresh page per request: a fast compression level (the static shell is compressed once, at
    // the highest).
    const compressed =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(body, { level: 6 });
    return reply.header('content-encoding', encoding).send(compressed);
  };

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send('User-agent: *\nAllow: /\nDisallow: /api/\n'),
  );

  app.get('/manifest.webmanifest', async (request, reply) =>
    reply
      .type(contentTypes['.webmanifest'] as string)
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .send(JSON.stringify(webManifest(registry.forHost(request.headers.host)))),
  );

  app.get<{ Params: { icon: string } }>('/brand/:icon', async (request, reply) => {
    const kind = request.params.icon.replace(/\.png$/, '') as IconKind;
    if (!request.params.icon.endsWith('.png') || !iconKinds.includes(kind))
      return notFound(request, reply);
    const png = await registry.icon(registry.forHost(request.headers.host), kind);
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'Host')
      .send(png);
  });

  // The service worker names the version of its host's brand: after a brand change (or an
  // operator's information page) its bytes differ, so the browser installs the new worker, which
  // fetches the new brand shell on install, and open apps offer the update (src/app/pwa.ts).
  app.get('/sw.js', async (request, reply) => {
    const file = resolveStatic(root, '/sw.js');
    if (!file) return notFound(request, reply);
    const brand = registry.forHost(request.headers.host);
    const { version } = await registry.current(deps.database.db, brand);
    const body = `${fs.readFileSync(file.path, 'utf8')}\n// brand ${brand.config.code} ${version}\n`;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply
      .type(contentTypes['.js'] as string)
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .header('etag', etag)
      // The worker must be allowed to control the whole origin.
      .header('service-worker-allowed', '/');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  });

  app.get('/*', async (request, reply) => {
    const [urlPath = '/', query = ''] = request.url.split('?');
    if (urlPath === '/' || urlPath === '/index.html') return sendPage(request, reply, urlPath);
    if (isLegacyMobilePath(urlPath))
      return reply.redirect(legacyMobileTarget(urlPath, new URLSearchParams(query)), 301);
    // The app landing page is a client route whose path looks like a file (spec section 2).
    if (urlPath === '/app.html') return sendPage(request, reply, urlPath);
    const file = resolveStatic(root, urlPath);
    if (!file) {
      // Client routes have no file extension: a missing file (a stale hashed asset after a deploy,
      // a mistyped icon) and unknown /api paths answer 404 rather than the page.
      if (
        urlPath.startsWith('/assets/') ||
        urlPath.startsWith('/api/') ||
        path.extname(urlPath) !== ''
      )
        return notFound(request, reply);
      return sendPage(request, reply, urlPath);
    }
    const extension = path.extname(file.path);
    const type = contentTypes[extension] ?? 'application/octet-stream';
    const chosen = precompressed(file, negotiateEncoding(request.headers['accept-encoding']));
    const etag = `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}-${chosen.encoding}"`;
    reply
      .type(type)
      .header('vary', 'Accept-Encoding')
      .header('etag', etag)
      .header(
        'cache-control',
        isImmutableAsset(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    // The worker must be allowed to control the whole origin.
    if (urlPath === '/sw.js') reply.header('service-worker-allowed', '/');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    if (chosen.encoding !== 'identity') reply.header('content-encoding', chosen.encoding);
    reply.header('content-length', chosen.file.size);
    return reply.send(fs.createReadStream(chosen.file.path));
  });
}
