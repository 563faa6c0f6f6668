// Brands in the database on a real PostgreSQL, with two servers on one database: the files of
// brand-assets/ seed the empty table (version 1 of each, kept as a version); a change committed
// with its NOTIFY is what both servers answer with at once, without a restart: the page's title
// and theme colour, the manifest, and icons rendered from the new artwork.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { connect, type Database } from '../../db/client.ts';
import { brands, brandVersions } from '../../db/schema/brand.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { notifyBrandChange } from './brand-store.ts';

let a: TestApp;
let bDatabase: Database;
let b: FastifyInstance;
let dist: string;

const HOST = 'shop.caravan-new-brand.com';
const newIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-brand-store-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--caravan:brand-head--></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  a = await createTestApp({ config: { webDist: dist } });
  bDatabase = connect(a.database.url, { max: 5 });
  b = await buildApp({ config: a.config, database: bDatabase, logger: false });
  await b.ready();
});

afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('brands in the database', () => {
  it('seeds the empty table from the brand files, each as its version 1', async () => {
    const rows = await a.database.db.select().from(brands);
    expect(rows.map((row) => row.code).sort()).toEqual(['meridian', 'wholesale']);
    for (const row of rows) {
      expect(row.version).toBe(1);
      expect(row.enabled).toBe(true);
      const file = JSON.parse(
        fs.readFileSync(path.join('brand-assets', row.code, 'brand.json'), 'utf8'),
      ) as Record<string, unknown>;
      expect(row.config).toEqual(file);
    }
    const versions = await a.database.db.select().from(brandVersions);
    expect(versions.map((v) => `${v.code}@${v.version}:${v.reason}`).sort()).toEqual([
      'meridian@1:seeded from brand-assets',
      'wholesale@1:seeded from brand-assets',
    ]);
  });

  it('serves a committed change on both servers without a restart', async () => {
    const apps = [a.app, b];
    const iconBefore = await Promise.all(
      apps.map(
        async (app) =>
          (await app.inject({ url: '/brand/icon-192.png', headers: { host: HOST } })).rawPayload,
      ),
    );
    const worker = (app: FastifyInstance) =>
      app.inject({ url: '/sw.js', headers: { host: HOST } }).then((answer) => answer.body);
    const workerBefore = await Promise.all(apps.map(worker));
    const page = (app: FastifyInstance) => app.inject({ url: '/', headers: { host: HOST } });
    // Before: the host is nobody's, so the default brand answers there.
    expect((await page(a.app)).body).not.toContain('Meridian Renewed');

    const [row] = await a.database.db.select().from(brands).where(eq(brands.code, 'meridian'));
    const config = {
      ...row!.config,
      domains: [HOST],
      title: 'Meridian Renewed',
      colours: { ...(row!.config.colours as Record<string, string>), primary: '#0e5f58' },
    };
    await a.database.db.transaction(async (tx) => {
      await tx
        .update(brands)
        .set({ config, iconSvg: newIcon, version: 2 })
        .where(eq(brands.code, 'meridian'));
      await tx.insert(brandVersions).values({
        code: 'meridian',
        version: 2,
        config,
        logoSvg: row!.logoSvg,
        iconSvg: newIcon,
        reason: 'test',
      });
      await notifyBrandChange(tx, 'meridian');
    });

    for (const [i, app] of apps.entries()) {
      await vi.waitFor(
        async () => {
          expect((await page(app)).body).toContain('<title>Meridian Renewed</title>');
        },
        { timeout: 10_000, interval: 100 },
      );
      const html = (await page(app)).body;
      expect(html).toContain('<meta name="theme-color" content="#0e5f58">');
      const manifest = (
        await app.inject({ url: '/manifest.webmanifest', headers: { host: HOST } })
      ).json<{ theme_color: string; name: string }>();
      expect(manifest.theme_color).toBe('#0e5f58');
      expect(manifest.name).toBe((row!.config as { name: string }).name);
      for (const icon of ['icon-192', 'icon-512', 'maskable-512', 'apple-touch-180']) {
        const answer = await app.inject({ url: `/brand/${icon}.png`, headers: { host: HOST } });
        expect(answer.statusCode, icon).toBe(200);
        expect(answer.headers['content-type']).toBe('image/png');
      }
      const iconAfter = (await app.inject({ url: '/brand/icon-192.png', headers: { host: HOST } }))
        .rawPayload;
      expect(iconAfter.equals(iconBefore[i]!)).toBe(false);
      // A new service worker (its brand line changed) is offered to the open apps.
      const workerAfter = await worker(app);
      expect(workerAfter).toContain('self.addEventListener("fetch"');
      expect(workerAfter).toContain('// brand meridian v2|');
      expect(workerAfter).not.toBe(workerBefore[i]);
    }
  });

  it("answers a disabled brand's host with the default brand", async () => {
    await a.database.db.transaction(async (tx) => {
      await tx.update(brands).set({ enabled: false }).where(eq(brands.code, 'meridian'));
      await notifyBrandChange(tx, 'meridian');
    });
    await vi.waitFor(
      async () => {
        const html = (await b.inject({ url: '/', headers: { host: HOST } })).body;
        expect(html).not.toContain('Meridian Renewed');
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
