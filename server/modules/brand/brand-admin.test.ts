// The console's brands on a real PostgreSQL, through HTTP, with two servers on one database: an
// admin uploads artwork (an SVG is rasterised) and creates a brand with a new host name, and a
// request with that host gets the brand's page title, theme colour, manifest, icons, logo and
// service worker version on both servers without a restart (LISTEN/NOTIFY); a palette below WCAG
// AA, a claim nothing backs, a host name invalid or another brand's are refused with the reason;
// a preview saves nothing; a save is audited with what changed and why; a restored version is
// served again; the default and the last enabled brand stay enabled; an operator without
// `platform.brands` is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../../../domain/brand.ts';
import { languageCodes } from '../../../domain/i18n/languages.ts';
import { buildApp } from '../../app.ts';
import { connect, type Database } from '../../db/client.ts';
import { errorMessage } from '../../platform/messages.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';
import { multipart } from '../../testing/multipart.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let a: TestApp;
let bDatabase: Database;
let b: FastifyInstance;
let dist: string;
let admin: Party;
let meridian: BrandConfig;

const HOST = 'shop.harbour-supply.com';
const ICON_COLOUR = { r: 255, g: 136, b: 0 };

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-brand-admin-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--caravan:brand-head--></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  a = await createTestApp({ config: { webDist: dist } });
  bDatabase = connect(a.database.url, { max: 5 });
  b = await buildApp({ config: a.config, database: bDatabase, logger: false });
  await b.ready();
  admin = await createParty(a, { roles: ['user', 'admin'] });
  meridian = JSON.parse(
    fs.readFileSync(path.join('brand-assets', 'meridian', 'brand.json'), 'utf8'),
  ) as BrandConfig;
});

afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function upload(token: string, data: Buffer, name: string, type: string) {
  const body = multipart({ moduleName: 'brand' }, { name, type, data });
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/uploadimg!execute.action',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return res.json<{ code: string; errorKey?: string; msg: string; data: { data: string } }>();
}

const logoSvg =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="180" height="40">' +
  '<rect width="180" height="40" fill="#1d4ed8"/><script>alert("x")</script>' +
  '<image href="https://tracker.invalid/pixel.png" width="1" height="1"/></svg>';

/** The colour of an image's centre pixel. */
async function centre(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

/** A brand of its own made from the meridian file: another code, name, host and primary colour. */
function harbour(overrides: Partial<BrandConfig> = {}): BrandConfig {
  return {
    ...meridian,
    code: 'harbour',
    name: 'Harbour Supply',
    shortName: 'Harbour',
    title: { ...(meridian.title as Record<string, string>), en: 'Harbour Supply wholesale' },
    domains: [HOST],
    colours: { ...meridian.colours, primary: '#1d4ed8' },
    ...overrides,
  };
}

const page = (app: FastifyInstance) => app.inject({ url: '/', headers: { host: HOST } });

let logoUrl: string;
let iconUrl: string;

describe('brand artwork uploads', () => {
  it('takes an SVG only to rasterise it, and a PNG, from brand operators only', async () => {
    const logo = await upload(admin.token, Buffer.from(logoSvg), 'logo.svg', 'image/svg+xml');
    expect(logo.code, logo.msg).toBe('0');
    logoUrl = logo.data.data;
    expect(logoUrl).toMatch(/^\/uploads\/brand\/[A-Za-z0-9]+\.png$/);
    const icon = await upload(
      admin.token,
      await sharp({ create: { width: 300, height: 300, channels: 3, background: ICON_COLOUR } })
        .png()
        .toBuffer(),
      'icon.png',
      'image/png',
    );
    expect(icon.code, icon.msg).toBe('0');
    iconUrl = icon.data.data;

    // Any other area still refuses an SVG; a buyer cannot upload brand artwork.
    const body = multipart(
      { moduleName: 'catalog' },
      { name: 'l.svg', type: 'image/svg+xml', data: Buffer.from(logoSvg) },
    );
    const elsewhere = await a.app.inject({
      method: 'POST',
      url: '/api/uploadimg!execute.action',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(elsewhere.json<{ errorKey: string }>().errorKey).toBe('upload.unsupportedType');
    const buyer = await createParty(a);
    const refused = await upload(buyer.token, Buffer.from(logoSvg), 'logo.svg', 'image/svg+xml');
    expect(refused.errorKey).toBe('upload.areaNotAllowed');
  });
});

describe('a brand created in the console', () => {
  it('is served on its new host by both servers without a restart', async () => {
    const apps = [a.app, b];
    const defaultIcon = (await a.app.inject({ url: '/brand/icon-192.png' })).rawPayload;
    // Before: nobody's host, so the default brand answers there.
    expect((await page(a.app)).body).not.toContain('Harbour Supply wholesale');

    const created = expectOk(
      await call(
        a,
        'admin/brand!create',
        {
          brand: JSON.stringify(harbour()),
          logoUpload: logoUrl,
          iconUpload: iconUrl,
          reason: 'new storefront for the harbour team',
        },
        { token: admin.token },
      ),
    );
    expect(created).toMatchObject({
      code: 'harbour',
      enabled: true,
      isDefault: false,
      domains: [HOST],
      version: 1,
      updatedBy: admin.username,
    });
    expect(created.logo).toMatch(/^data:image\/svg\+xml;base64,/);

    for (const app of apps) {
      await vi.waitFor(
        async () =>
          expect((await page(app)).body).toContain('<title>Harbour Supply wholesale</title>'),
        { timeout: 10_000, interval: 100 },
      );
      expect((await page(app)).body).toContain('<meta name="theme-color" content="#1d4ed8">');
      const manifest = (
        await app.inject({ url: '/manifest.webmanifest', headers: { host: HOST } })
      ).json<{ name: string; short_name: string; theme_color: string }>();
      expect(manifest).toMatchObject({
        name: 'Harbour Supply',
        short_name: 'Harbour',
        theme_color: '#1d4ed8',
      });
      // Every icon is rendered from the uploaded icon (its colour at the centre).
      for (const [icon, size] of [
        ['icon-192', 192],
        ['icon-512', 512],
        ['maskable-512', 512],
        ['apple-touch-180', 180],
      ] as const) {
        const answer = await app.inject({ url: `/brand/${icon}.png`, headers: { host: HOST } });
        expect(answer.statusCode, icon).toBe(200);
        expect(answer.headers['content-type']).toBe('image/png');
        expect((await sharp(answer.rawPayload).metadata()).width, icon).toBe(size);
        expect(await centre(answer.rawPayload), icon).toEqual(ICON_COLOUR);
      }
      const icon = (await app.inject({ url: '/brand/icon-192.png', headers: { host: HOST } }))
        .rawPayload;
      expect(icon.equals(defaultIcon)).toBe(false);
      // The logo is the rasterised upload: a PNG inside an SVG of ours, nothing of the upload's markup.
      const logo = (await app.inject({ url: '/brand/logo.svg', headers: { host: HOST } })).body;
      expect(logo).toContain('href="data:image/png;base64,');
      expect(logo).not.toContain('script');
      expect(logo).not.toContain('tracker.invalid');
      const worker = (await app.inject({ url: '/sw.js', headers: { host: HOST } })).body;
      expect(worker).toContain('// brand harbour v1|');
    }
    // Other hosts keep their brands.
    expect(
      (await a.app.inject({ url: '/', headers: { host: 'meridian.localhost' } })).body,
    ).toContain('<title>Meridian Trade');
  });

  it('is listed and read back with its full content', async () => {
    const { list } = expectOk(
      await call(a, 'admin/brand!list', {}, { token: admin.token, method: 'GET' }),
    );
    expect(list.map((row: { code: string }) => row.code)).toEqual([
      'harbour',
      'meridian',
      'wholesale',
    ]);
    expect(list.find((row: { code: string }) => row.code === 'wholesale')).toMatchObject({
      isDefault: true,
      enabled: true,
      version: 1,
      updatedBy: '',
    });
    const info = expectOk(
      await call(a, 'admin/brand!info', { code: 'harbour' }, { token: admin.token, method: 'GET' }),
    );
    expect(info.brand).toEqual(harbour());
    expectRefused(
      await call(a, 'admin/brand!info', { code: 'nobody' }, { token: admin.token, method: 'GET' }),
      'resource.notFound',
    );
  });
});

describe('what a save refuses, with the reason', () => {
  const save = (brand: BrandConfig, lang?: string) =>
    call(
      a,
      'admin/brand!save',
      { brand: JSON.stringify(brand), reason: 'try' },
      { token: admin.token, lang },
    );

  it('refuses a palette below WCAG AA, naming the pair and the ratio', async () => {
    const low = harbour({ colours: { ...harbour().colours, muted: '#b0b0b0' } });
    const answer = await save(low);
    expectRefused(answer, 'brand.contrastLow');
    const params = { foreground: 'muted', background: 'background', ratio: '2.07', minimum: '4.5' };
    expect(answer.msg).toBe(errorMessage('en', 'brand.contrastLow', params));
    const arabic = await save(low, 'ar');
    expect(arabic.msg).toBe(errorMessage('ar', 'brand.contrastLow', params));
    expect(arabic.msg).not.toBe(answer.msg);
    // A control needs 3:1: a light button colour (its dark label passes) is too faint on the page.
    const faint = await save(
      harbour({ colours: { ...harbour().colours, primary: '#8fb3ff', primaryText: '#000000' } }),
    );
    expectRefused(faint, 'brand.contrastLow');
    expect(faint.msg).toBe(
      errorMessage('en', 'brand.contrastLow', {
        foreground: 'primary',
        background: 'background',
        ratio: '2.00',
        minimum: '3',
      }),
    );
  });

  it('refuses a number or a promise nothing backs', async () => {
    const promise = await save(
      harbour({
        description: { ...(meridian.description as object), en: 'Answers around the clock' },
      }),
    );
    expectRefused(promise, 'brandPage.claimServiceTime');
    expect(promise.msg).toContain('description (en)');
    const figure = await save(
      harbour({
        pages: {
          ...meridian.pages,
          about: { title: 'About us', body: ['Harbour Supply works with 500 factories.'] },
        },
        hiddenLanguages: languageCodes.filter((code) => code !== 'en'),
      }),
    );
    expectRefused(figure, 'brandPage.claimNumber');
    expect(figure.msg).toBe(
      errorMessage('en', 'brandPage.claimNumber', { field: 'pages.about ¶1 (en)', number: 500 }),
    );
  });

  it("refuses a host name that is not one, or is another brand's", async () => {
    for (const host of ['https://shop.harbour.com', 'shop.harbour.com:8443', 'Shop.Harbour.com']) {
      const answer = await save(harbour({ domains: [HOST, host] }));
      expectRefused(answer, 'brand.hostInvalid');
      expect(answer.msg).toContain(host);
    }
    const taken = await save(harbour({ domains: [HOST, 'meridian.localhost'] }));
    expectRefused(taken, 'brand.hostTaken');
    expect(taken.msg).toBe(
      errorMessage('en', 'brand.hostTaken', { host: 'meridian.localhost', brand: 'meridian' }),
    );
    // A new brand cannot take a host either, nor an existing code.
    const other = { ...harbour(), code: 'harbour-two' };
    expectRefused(
      await call(
        a,
        'admin/brand!create',
        { brand: other, logoUpload: logoUrl, iconUpload: iconUrl, reason: 'second' },
        { token: admin.token },
      ),
      'brand.hostTaken',
    );
    expectRefused(
      await call(
        a,
        'admin/brand!create',
        {
          brand: harbour({ domains: [] }),
          logoUpload: logoUrl,
          iconUpload: iconUrl,
          reason: 'again',
        },
        { token: admin.token },
      ),
      'brand.codeTaken',
    );
  });

  it('refuses a text missing in a language the brand offers, and what the schema refuses', async () => {
    const answer = await save(harbour({ title: 'Harbour Supply' }));
    expectRefused(answer, 'brand.textMissing');
    expect(answer.msg).toContain('title: ');
    const unknownKey = await call(
      a,
      'admin/brand!save',
      { brand: { ...harbour(), figures: { countries: 112 } }, reason: 'try' },
      { token: admin.token },
    );
    expectRefused(unknownKey, 'param.invalid');
    // Nothing of the refused saves was kept.
    const rows = await a.database.pool.query(
      `select version from brand_versions where code = 'harbour' order by version`,
    );
    expect(rows.rows).toEqual([{ version: 1 }]);
  });
});

describe('preview, save, versions and restore', () => {
  it('previews a draft: what the storefront would get and every pair’s contrast, nothing saved', async () => {
    const draft = harbour({ name: 'Harbour Preview' });
    const preview = expectOk(
      await call(a, 'admin/brand!preview', { brand: draft }, { token: admin.token }),
    );
    expect(preview.brand.name).toBe('Harbour Preview');
    expect(preview.brand).not.toHaveProperty('domains');
    expect(preview.brand.acceptedPayments).toBeInstanceOf(Array);
    expect(preview.contrast).toContainEqual(
      expect.objectContaining({ foreground: 'primaryText', background: 'primary', passes: true }),
    );
    expect(preview.contrast.every((pair: { passes: boolean }) => pair.passes)).toBe(true);
    // The storefront shows operators' information pages over the brand's own: the preview too.
    expectOk(
      await call(
        a,
        'admin/brandPage!save',
        {
          brand: 'harbour',
          page: 'careers',
          title: { en: 'Work with us' },
          body: [{ en: 'Write to us.' }],
        },
        { token: admin.token },
      ),
    );
    const withPage = expectOk(
      await call(a, 'admin/brand!preview', { brand: draft }, { token: admin.token }),
    );
    expect(withPage.brand.pages.careers).toEqual({
      title: { en: 'Work with us' },
      body: [{ en: 'Write to us.' }],
    });
    expectRefused(
      await call(
        a,
        'admin/brand!preview',
        { brand: harbour({ colours: { ...draft.colours, text: '#999999' } }) },
        { token: admin.token },
      ),
      'brand.contrastLow',
    );
    const info = expectOk(
      await call(a, 'admin/brand!info', { code: 'harbour' }, { token: admin.token }),
    );
    expect(info.version).toBe(1);
    expect(info.brand.name).toBe('Harbour Supply');
  });

  it('saves a new version, audited with what changed and why, and refuses a stale edit', async () => {
    a.clock.advance(1000);
    const saved = expectOk(
      await call(
        a,
        'admin/brand!save',
        {
          brand: harbour({
            title: { ...(meridian.title as Record<string, string>), en: 'Harbour Supply renewed' },
            colours: { ...harbour().colours, primary: '#0f766e' },
          }),
          version: 1,
          reason: 'spring colours',
        },
        { token: admin.token },
      ),
    );
    expect(saved.version).toBe(2);
    // Served at once by the server that saved, and by the other after the NOTIFY.
    expect((await page(a.app)).body).toContain('<title>Harbour Supply renewed</title>');
    await vi.waitFor(
      async () => expect((await page(b)).body).toContain('<title>Harbour Supply renewed</title>'),
      { timeout: 10_000, interval: 100 },
    );
    expect((await b.inject({ url: '/sw.js', headers: { host: HOST } })).body).toContain(
      '// brand harbour v2|',
    );
    const audit = await a.database.pool.query<{
      actor_id: string;
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown> & { title: Record<string, string> };
      reason: string;
    }>(
      `select actor_id, action, before, after, reason from audit_log
       where target_kind = 'brand' and target_id = 'harbour' order by created_at, id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['brand.create', 'brand.save']);
    expect(audit.rows[1]).toMatchObject({
      actor_id: admin.userId,
      reason: 'spring colours',
      before: { version: 1, 'colours.primary': '#1d4ed8' },
      after: { version: 2, changed: ['colours.primary', 'title'], 'colours.primary': '#0f766e' },
    });
    expect(audit.rows[1]?.after.title.en).toBe('Harbour Supply renewed');

    const stale = await call(
      a,
      'admin/brand!save',
      { brand: harbour(), version: 1, reason: 'late' },
      { token: admin.token },
    );
    expectRefused(stale, 'brand.versionChanged');
    expect(stale.msg).toBe(errorMessage('en', 'brand.versionChanged', { version: 2 }));
  });

  it('lists the versions and serves a restored one again on both servers', async () => {
    const versions = expectOk(
      await call(a, 'admin/brand!versions', { code: 'harbour' }, { token: admin.token }),
    );
    expect(versions.list).toEqual([
      expect.objectContaining({
        version: 2,
        current: true,
        savedBy: admin.username,
        reason: 'spring colours',
        changed: ['colours.primary', 'title'],
      }),
      expect.objectContaining({
        version: 1,
        current: false,
        reason: 'new storefront for the harbour team',
        changed: [],
      }),
    ]);

    a.clock.advance(1000);
    const restored = expectOk(
      await call(
        a,
        'admin/brand!restore',
        { code: 'harbour', version: 1, reason: 'the spring colours confused buyers' },
        { token: admin.token },
      ),
    );
    expect(restored.version).toBe(3);
    expect(restored.brand).toEqual(harbour());
    for (const app of [a.app, b])
      await vi.waitFor(
        async () => {
          const html = (await page(app)).body;
          expect(html).toContain('<title>Harbour Supply wholesale</title>');
          expect(html).toContain('<meta name="theme-color" content="#1d4ed8">');
          const worker = (await app.inject({ url: '/sw.js', headers: { host: HOST } })).body;
          expect(worker).toContain('// brand harbour v3|');
        },
        { timeout: 10_000, interval: 100 },
      );
    const [entry] = (
      await a.database.pool.query(
        `select after, reason from audit_log where action = 'brand.restore' and target_id = 'harbour'`,
      )
    ).rows;
    expect(entry).toMatchObject({
      reason: 'the spring colours confused buyers',
      after: { version: 3, restoredFrom: 1, changed: ['colours.primary', 'title'] },
    });
    expectRefused(
      await call(
        a,
        'admin/brand!restore',
        { code: 'harbour', version: 9, reason: 'x' },
        { token: admin.token },
      ),
      'resource.notFound',
    );
  });
});

describe('enabling and disabling', () => {
  const setEnabled = (code: string, enabled: boolean) =>
    call(a, 'admin/brand!setEnabled', { code, enabled, reason: 'season' }, { token: admin.token });

  it('disables a brand (its host answers with the default) and enables it again, audited', async () => {
    a.clock.advance(1000);
    expect(expectOk(await setEnabled('harbour', false)).enabled).toBe(false);
    for (const app of [a.app, b])
      await vi.waitFor(async () => expect((await page(app)).body).not.toContain('Harbour Supply'), {
        timeout: 10_000,
        interval: 100,
      });
    // Its host stays its own while disabled.
    expectRefused(
      await call(
        a,
        'admin/brand!save',
        { brand: { ...meridian, domains: [...meridian.domains, HOST] }, reason: 'take it' },
        { token: admin.token },
      ),
      'brand.hostTaken',
    );
    a.clock.advance(1000);
    expect(expectOk(await setEnabled('harbour', true)).enabled).toBe(true);
    await vi.waitFor(
      async () => expect((await page(b)).body).toContain('<title>Harbour Supply wholesale</title>'),
      { timeout: 10_000, interval: 100 },
    );
    const actions = await a.database.pool.query(
      `select action, reason from audit_log where target_id = 'harbour' and action like 'brand.%able'
       order by created_at, id`,
    );
    expect(actions.rows).toEqual([
      { action: 'brand.disable', reason: 'season' },
      { action: 'brand.enable', reason: 'season' },
    ]);
  });

  it('keeps the default brand and the last enabled brand enabled', async () => {
    const answer = await setEnabled('wholesale', false);
    expectRefused(answer, 'brand.defaultAlwaysEnabled');
    expect(answer.msg).toContain('wholesale');
    expectOk(await setEnabled('harbour', false));
    expectOk(await setEnabled('meridian', false));
    // Only the default is left (a default configured away from its row is refused the same way).
    await a.database.pool.query(`update brands set enabled = false where code = 'wholesale'`);
    await a.database.pool.query(`update brands set enabled = true where code = 'meridian'`);
    expectRefused(await setEnabled('meridian', false), 'brand.lastEnabled');
    await a.database.pool.query(`update brands set enabled = true`);
  });
});

describe('permissions', () => {
  it('refuses an operator without platform.brands and admits one with it', async () => {
    const roleOf = async (permissions: string[]) =>
      expectOk(
        await call(
          a,
          'admin/role!save',
          { name: `brands ${permissions.join(' ')}`, permissions, reason: 'team' },
          { token: admin.token },
        ),
      ).code as string;
    const operatorWith = async (permissions: string[]) => {
      const party = await createParty(a);
      expectOk(
        await call(
          a,
          'admin/user!setRoles',
          { id: party.userId, roles: [await roleOf(permissions)], reason: 'job' },
          { token: admin.token },
        ),
      );
      return party;
    };
    const outsider = await operatorWith(['platform.roles']);
    for (const [name, params] of [
      ['admin/brand!list', {}],
      ['admin/brand!save', { brand: harbour(), reason: 'x' }],
      ['admin/brand!setEnabled', { code: 'harbour', enabled: false, reason: 'x' }],
    ] as const) {
      const answer = await call(a, name, params, { token: outsider.token });
      expectRefused(answer, 'operator.permissionMissing');
      expect(answer.msg).toContain('platform.brands');
    }
    const editor = await operatorWith(['platform.brands']);
    expect(
      expectOk(await call(a, 'admin/brand!list', {}, { token: editor.token })).list,
    ).toHaveLength(3);
    expect(
      (await upload(editor.token, Buffer.from(logoSvg), 'logo.svg', 'image/svg+xml')).code,
    ).toBe('0');
    expect(
      (await upload(outsider.token, Buffer.from(logoSvg), 'l.svg', 'image/svg+xml')).errorKey,
    ).toBe('upload.areaNotAllowed');
    // Another operator's upload is not this one's to use.
    expectRefused(
      await call(
        a,
        'admin/brand!save',
        { brand: harbour(), logoUpload: logoUrl, reason: 'borrowed logo' },
        { token: editor.token },
      ),
      'brand.artworkInvalid',
    );
  });
});

describe('a brand started as a copy of another (the console\'s "New brand")', () => {
  it('takes the artwork of the brand it copies where nothing is uploaded', async () => {
    const read = async (code: string) =>
      expectOk(
        await call<{ logo: string; icon: string }>(
          a,
          'admin/brand!info',
          { code },
          { token: admin.token, method: 'GET' },
        ),
      );
    const copy = (code: string, host: string) =>
      JSON.stringify({ ...harbour(), code, name: `Copy ${code}`, domains: [host] });
    const source = await read('meridian');
    const created = expectOk(
      await call(
        a,
        'admin/brand!create',
        {
          brand: copy('harbour-copy', 'copy.harbour-supply.com'),
          artworkFrom: 'meridian',
          reason: 'started from meridian',
        },
        { token: admin.token },
      ),
    );
    expect(created).toMatchObject({ code: 'harbour-copy', version: 1, enabled: true });
    expect(created.logo).toBe(source.logo);
    expect(created.icon).toBe(source.icon);
    // An upload wins over the copied artwork, each on its own.
    const mixed = expectOk(
      await call(
        a,
        'admin/brand!create',
        {
          brand: copy('harbour-mixed', 'mixed.harbour-supply.com'),
          logoUpload: logoUrl,
          artworkFrom: 'meridian',
          reason: 'own logo',
        },
        { token: admin.token },
      ),
    );
    expect(mixed.logo).not.toBe(source.logo);
    expect(mixed.icon).toBe(source.icon);

    // Neither an upload nor a brand to copy: no artwork; a brand to copy that is not there.
    const none = await call(
      a,
      'admin/brand!create',
      { brand: copy('harbour-bare', 'bare.harbour-supply.com'), reason: 'bare' },
      { token: admin.token },
    );
    expectRefused(none, 'brand.artworkInvalid');
    expect(none.msg).toBe(errorMessage('en', 'brand.artworkInvalid', { field: 'logoUpload' }));
    const unknown = await call(
      a,
      'admin/brand!create',
      {
        brand: copy('harbour-bare', 'bare.harbour-supply.com'),
        artworkFrom: 'nobody',
        reason: 'bare',
      },
      { token: admin.token },
    );
    expectRefused(unknown, 'param.invalid');
    expect(unknown.msg).toContain('artworkFrom');
    const { list } = expectOk(
      await call(a, 'admin/brand!list', {}, { token: admin.token, method: 'GET' }),
    );
    expect(list.map((row: { code: string }) => row.code)).not.toContain('harbour-bare');
  });
});
