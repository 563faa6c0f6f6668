// Serving the built PWA through HTTP: precompressed files, cache headers, the SPA fallback, the
// per-brand page (Host header), manifest and icons, and the brand!current call.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { negotiateEncoding } from './web.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-web-test-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><!--caravan:brand-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd1234.js'), script);
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-AbCd1234.js.br'),
    zlib.brotliCompressSync(script),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd1234.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'secret.txt'), 'inside');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbCd1234.js', isEntry: true, imports: ['_react'] },
      _react: { file: 'assets/react-AbCd1234.js' },
      _grid: { file: 'assets/grid-AbCd1234.js', imports: ['_react'] },
      'src/routes/store.tsx?tsr-split=component': {
        file: 'assets/store-AbCd1234.js',
        imports: ['_grid', '_react'],
      },
      'locales/ar/messages.ts': { file: 'assets/locale-ar-AbCd1234.js' },
    }),
  );
  t = await createTestApp({
    // A zone other than the default: the page names the one configured (PLATFORM_TZ).
    config: { webDist: dist, defaultBrand: 'wholesale', platformTimeZone: 'America/Sao_Paulo' },
  });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends the brotli sibling of a hashed asset with immutable caching', async () => {
    const res = await t.app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await t.app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({ url: '/sw.js' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: '/sw.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never serves files outside the build folder', async () => {
    const res = await t.app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
    expect(res.statusCode).toBe(404);
    const traversal = await t.app.inject({ url: '/..%2f..%2fetc%2fhostname' });
    expect(traversal.statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/icons/nothing-here.png' });
    expect(missing.statusCode).toBe(404);
  });

  it('negotiates encodings by q-values', () => {
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=1')).toBe('br');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
  });
});

describe('the page and the SPA fallback', () => {
  it('serves the branded index.html for client routes, revalidated', async () => {
    const res = await t.app.inject({
      url: '/productDetails?id=abc',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Caravan Wholesale');
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(res.body).toContain('<meta name="theme-color" content="#c2410c">');
    expect(res.body).toContain('<meta name="caravan-time-zone" content="America/Sao_Paulo">');
    expect(res.body).toContain('--brand-primary:#c2410c');
    expect(res.body).toContain('id="caravan-brand"');
    expect(res.body).not.toContain('caravan:brand-head');
  });

  it('serves the page at the root path too', async () => {
    for (const url of ['/', '/index.html', '/?lang=ar']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Caravan Wholesale');
    }
  });

  it('renders the stored language (cookie): html lang and dir, its catalog and the home call preloaded', async () => {
    const res = await t.app.inject({
      url: '/index',
      headers: { cookie: 'other=1; lang=ar', 'accept-encoding': 'identity' },
    });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    // The brand's own texts come in that language too (brand.json keeps them per language).
    expect(res.body).toContain('<title>Caravan Wholesale — سوق الجملة عبر الحدود</title>');
    // The page carries the brand's texts in its own language and English, not all twenty-one.
    const embedded = JSON.parse(
      /<script type="application\/json" id="caravan-brand">(.*?)<\/script>/.exec(res.body)![1]!,
    ) as { title: Record<string, string>; pages: Record<string, { title: object }> };
    expect(Object.keys(embedded.title).sort()).toEqual(['ar', 'en']);
    expect(Object.keys(embedded.pages.about!.title).sort()).toEqual(['ar', 'en']);
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/locale-ar-AbCd1234.js">');
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/index!home.action?pageSize=12&#38;lang=ar">',
    );
    expect(res.headers.vary).toContain('Cookie');
    // Other pages do not preload the home call; a brand that hides a language falls back to English.
    const store = await t.app.inject({
      url: '/store?id=x',
      headers: { cookie: 'lang=ar', 'accept-encoding': 'identity' },
    });
    expect(store.body).not.toContain('index!home');
    // The route's own chunks are preloaded, not the shell's (index.html already lists those).
    expect(store.body).toContain('<link rel="modulepreload" href="/assets/store-AbCd1234.js">');
    expect(store.body).toContain('<link rel="modulepreload" href="/assets/grid-AbCd1234.js">');
    expect(store.body).not.toContain('href="/assets/react-AbCd1234.js"');
    const hidden = await t.app.inject({
      url: '/index',
      headers: { host: 'meridian.localhost', cookie: 'lang=cn', 'accept-encoding': 'identity' },
    });
    expect(hidden.body).toContain('<html lang="en" dir="ltr">');
    expect(hidden.body).toContain('lang=en"');
  });

  it("preloads a product page's listing call with a Link header", async () => {
    const res = await t.app.inject({
      url: '/productDetails?id=abc_1',
      headers: { cookie: 'lang=ar' },
    });
    expect(res.headers.link).toBe(
      '</api/sellerGoods!info.action?sellerGoodsId=abc_1&lang=ar>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    const bad = await t.app.inject({ url: '/productDetails?id=%3Cx%3E' });
    expect(bad.headers.link).toBeUndefined();
  });

  it('chooses the brand by Host and keeps the brand JSON safe inside the page', async () => {
    const res = await t.app.inject({
      url: '/index',
      headers: { host: 'meridian.localhost:4173', 'accept-encoding': 'br' },
    });
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<title>Meridian Trade');
    expect(html).toContain('--brand-primary:#0f766e');
    const json = /<script type="application\/json" id="caravan-brand">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? '')).toMatchObject({
      code: 'meridian',
      hiddenFooterBlocks: ['subscribe'],
    });
    expect(json).not.toContain('domains');
  });

  it('keeps the 404 envelope for unknown API paths and missing assets', async () => {
    const apiRes = await t.app.inject({ url: '/api/nothing!here.action' });
    expect(apiRes.statusCode).toBe(404);
    expect(apiRes.json()).toMatchObject({ code: '404' });
    const asset = await t.app.inject({ url: '/assets/gone-12345678.js' });
    expect(asset.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: '404' });
  });
});

describe('brand manifest, icons and brand!current', () => {
  it('serves an installable manifest per brand', async () => {
    const res = await t.app.inject({
      url: '/manifest.webmanifest',
      headers: { host: 'meridian.localhost' },
    });
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Meridian Trade',
      description: 'Wholesale sourcing for small retailers, paid in USDT.',
      display: 'standalone',
      start_url: '/index?source=pwa',
    });
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('renders PNG icons of the right size', async () => {
    for (const [name, size] of [
      ['icon-192', 192],
      ['icon-512', 512],
      ['maskable-512', 512],
    ] as const) {
      const res = await t.app.inject({ url: `/brand/${name}.png` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      // PNG IHDR: width and height at bytes 16..24.
      expect(res.rawPayload.readUInt32BE(16)).toBe(size);
      expect(res.rawPayload.readUInt32BE(20)).toBe(size);
    }
    expect((await t.app.inject({ url: '/brand/unknown.png' })).statusCode).toBe(404);
  });

  it('answers brand!current for the host, without its domain list', async () => {
    const res = await t.app.inject({
      url: '/api/brand!current.action',
      headers: { host: 'meridian.localhost' },
    });
    const body = res.json();
    expect(body.code).toBe('0');
    expect(body.data).toMatchObject({
      code: 'meridian',
      hiddenLanguages: ['cn', 'tw'],
    });
    expect(body.data.domains).toBeUndefined();
    // What buyers can pay with comes from the wallet's configuration, never from brand.json.
    expect(body.data.coins).toBeUndefined();
    const fallback = await t.app.inject({
      url: '/api/brand!current.action',
      headers: { host: 'unknown.example' },
    });
    expect(fallback.json().data.code).toBe('wholesale');
  });
});

describe('the app page and old mobile links', () => {
  it('serves the page for /app.html though it looks like a file', async () => {
    const res = await t.app.inject({
      url: '/app.html',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Caravan Wholesale');
    const other = await t.app.inject({ url: '/other.html' });
    expect(other.statusCode).toBe(404);
  });

  const cases: Array<[string, string]> = [
    ['/m', '/index'],
    ['/m/', '/index'],
    ['/m/index?lang=ar', '/index?lang=ar'],
    ['/m/productDetails?sellerGoodsId=g123&lang=de', '/productDetails?id=g123&lang=de'],
    ['/m/detail?sellerGoodsId=g123', '/productDetails?id=g123'],
    ['/m/shop?sellerId=s9&lang=ja&code=AG7', '/store?id=s9&lang=ja&code=AG7'],
    ['/m/store?id=s9', '/store?id=s9'],
    ['/m/classification', '/classification'],
    ['/m/no-such-page?lang=fr', '/index?lang=fr'],
    // Unknown languages and malformed ids are dropped rather than passed on.
    ['/m/detail?sellerGoodsId=<script>&lang=xx', '/productDetails'],
  ];
  it.each(cases)('%s redirects permanently to %s', async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('leaves paths that only start with m alone', async () => {
    const res = await t.app.inject({
      url: '/merchantSettled',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});
