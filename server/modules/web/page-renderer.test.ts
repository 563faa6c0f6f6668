// The server's side of server rendering, with a renderer module written for the test in place of
// the web build's (the real one is exercised end to end in tests/e2e/storefront.spec.ts): which
// paths are rendered, the page around the rendered app (root, route styles, the state script and
// its URL, image preloads moved to the head, styles inlined, module preloads at low priority),
// the status, redirects, `?lang=` left to the browser, and the in-process API transport
// (the request's host decides the brand, as in the browser).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let off: TestApp;
let dist: string;

// Renders the URL, the brand the in-process `brand!current` call answered for this host and the
// time zone it was installed with; `/productDetails?id=missing` is not found, `/searchResult`
// redirects, `/discounted` fails.
const renderer = `
let store;
let zone;
export function installRenderScope(scopes, timeZone) { store = scopes; zone = timeZone; }
export async function renderPage(request) {
  return store.run(request, async () => {
    if (request.url.startsWith('/searchResult')) return { redirect: '/searchGoods?k=%22x%22', status: 302 };
    if (request.url.startsWith('/discounted')) return undefined;
    const answer = await store.getStore().fetch('/api/brand!current.action?lang=' + request.language, { headers: { accept: 'application/json' } });
    const brand = (await answer.json()).data.code;
    const status = request.url.includes('id=missing') ? 404 : 200;
    return { html: '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><main id="main">rendered ' + request.url + ' for ' + brand + ' in ' + zone + '</main>', state: { queries: [], marker: '</script><b>' }, status };
  });
}
`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-ssr-test-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><!--caravan:brand-head--><script type="module" crossorigin src="/assets/index-AbCd1234.js"></script><link rel="modulepreload" crossorigin href="/assets/react-AbCd1234.js"><link rel="stylesheet" crossorigin href="/assets/index-S.css"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-S.css'), '.shell{color:red}');
  fs.writeFileSync(path.join(dist, 'assets', 'commodity-AbCd1234.css'), '.grid{gap:8px}');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-AbCd1234.js',
        isEntry: true,
        css: ['assets/index-S.css'],
      },
      'src/routes/commodity.tsx?tsr-split=component': {
        file: 'assets/commodity-AbCd1234.js',
        css: ['assets/commodity-AbCd1234.css'],
      },
    }),
  );
  fs.mkdirSync(`${dist}-ssr`);
  fs.writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), renderer);
  // A zone other than the default: the renderer is told the configured one (PLATFORM_TZ).
  t = await createTestApp({
    config: { webDist: dist, defaultBrand: 'wholesale', platformTimeZone: 'America/Sao_Paulo' },
  });
  off = await createTestApp({
    config: { webDist: dist, defaultBrand: 'wholesale', serverRendering: false },
  });
});

afterAll(async () => {
  await t.close();
  await off.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(`${dist}-ssr`, { recursive: true, force: true });
});

const page = (app: TestApp, url: string, host = 'localhost') =>
  app.app.inject({ url, headers: { host, 'accept-encoding': 'identity' } });

describe('server-rendered catalogue pages', () => {
  it('puts the rendered app, its route styles and its state into the branded page', async () => {
    const res = await page(t, '/commodity?sort=new');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      '<div id="root"><main id="main">rendered /commodity?sort=new for wholesale in America/Sao_Paulo</main></div>',
    );
    // The styles travel inside the page; each link stays, inert, for the PWA's chunk loader.
    expect(res.body).toContain(
      '<style>.shell{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-S.css" media="not all">',
    );
    expect(res.body).toContain(
      '<style>.grid{gap:8px}</style><link rel="stylesheet" href="/assets/commodity-AbCd1234.css" media="not all">',
    );
    // The app's modules start after the content (public/attach.js): no module request in the page.
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).not.toContain('type="module"');
    expect(res.body).toContain(
      '<script defer src="/attach.js" data-entry="/assets/index-AbCd1234.js" data-preloads="/assets/commodity-AbCd1234.js /assets/react-AbCd1234.js"></script>',
    );
    // The above-the-fold image preload React wrote moves to the top of the head.
    expect(res.body).toContain(
      '<meta charset="utf-8"><link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>',
    );
    // The state is JSON that cannot close its script element.
    expect(res.body).toContain('id="caravan-ssr" data-url="/commodity?sort=new"');
    expect(res.body).not.toContain('</script><b>');
    const state = /<script type="application\/json" id="caravan-ssr"[^>]*>(.*?)<\/script>/.exec(
      res.body,
    )?.[1];
    expect(JSON.parse(state ?? '')).toEqual({ queries: [], marker: '</script><b>' });
  });

  it('answers the API calls of a render for the request host, so each brand renders its own', async () => {
    expect((await page(t, '/index', 'meridian.localhost')).body).toContain(
      'rendered /index for meridian',
    );
    expect((await page(t, '/index', 'localhost')).body).toContain('rendered /index for wholesale');
  });

  it('sends the route status, the redirect of a redirect-only route, and leaves failures to the browser', async () => {
    const missing = await page(t, '/productDetails?id=missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('rendered /productDetails?id=missing');
    const redirect = await page(t, '/searchResult?k=%22x%22');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/searchGoods?k=%22x%22');
    const failed = await page(t, '/discounted');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain('caravan-ssr');
  });

  it('renders only catalogue paths, never with ?lang= or ?code=, and not when turned off', async () => {
    for (const url of ['/userInfo/dashboard', '/commodity?lang=ar', '/index?code=AB12', '/login']) {
      const res = await page(t, url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('caravan-ssr');
      // A page the client renders needs its scripts at once.
      expect(res.body, url).toContain(
        '<script type="module" crossorigin src="/assets/index-AbCd1234.js">',
      );
      expect(res.body, url).not.toContain('/attach.js');
    }
    const res = await page(off, '/commodity');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('/attach.js');
  });
});
