// The brand's information pages through the console on a real PostgreSQL: every page with its
// source; an admin's save is what `brand!current` and the page's injected brand JSON carry at
// once; a reset brings the file's version back; English is required; a claim the platform does
// not back is refused naming the field; every change is audited; support reads only; another
// server on the same database sees a change once its short cache runs out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandInLanguage, type PublicBrand } from '../../../domain/brand.ts';
import { buildApp } from '../../app.ts';
import { connect } from '../../db/client.ts';
import { checkAnswersAgainstDocument } from '../../testing/openapi-answers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PAGE_OVERLAY_TTL_MS } from './page-overlay.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';
import { createParty, type Party } from '../../testing/parties.ts';

let t: TestApp;
let admin: Party;
let support: Party;
let buyer: Party;
let seller: Party;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-brand-pages-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--caravan:brand-head--></head><body></body></html>',
  );
  t = await createTestApp({ config: { webDist: dist } });
  admin = await createParty(t, { roles: ['user', 'admin'] });
  support = await createParty(t, { roles: ['user', 'support'] });
  buyer = await createParty(t);
  seller = await createParty(t, { roles: ['user', 'seller'] });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

type Entry = {
  page: string;
  source: 'file' | 'operator' | 'none';
  title: Record<string, string>;
  body: Array<Record<string, string>>;
  updatedBy: string;
};
type List = { brand: string; brands: Array<{ code: string }>; languages: string[]; list: Entry[] };

const list = async (user: Party, params: Record<string, unknown> = {}) =>
  expectOk(
    await call<List>(t, 'admin/brandPage!list', params, { token: user.token, method: 'GET' }),
  );
const current = async (host = 'localhost') => {
  const res = await t.app.inject({ url: '/api/brand!current.action?lang=en', headers: { host } });
  return res.json<{ data: PublicBrand }>().data;
};
/** The brand an Arabic page carries (its texts in Arabic and English only). */
const injected = async () => {
  const res = await t.app.inject({
    url: '/information?page=about',
    headers: { host: 'localhost', cookie: 'lang=ar' },
  });
  const json = /<script type="application\/json" id="caravan-brand">(.*?)<\/script>/.exec(res.body);
  return JSON.parse(json![1]!) as PublicBrand;
};
const auditOf = async (targetId: string) =>
  expectOk(
    await call<{
      pageList: Array<{ action: string; actorName: string; before: unknown; after: unknown }>;
    }>(
      t,
      'admin/audit!list',
      { targetKind: 'brand_page', targetId },
      { token: support.token, method: 'GET' },
    ),
  ).pageList;

const aboutAr = 'نبيع بالجملة من متاجر مستقلة.';

describe('brand pages', () => {
  it('lists every page of a brand with its source; support may read', async () => {
    const answer = await list(support, { brand: 'wholesale' });
    expect(answer.brand).toBe('wholesale');
    expect(answer.brands.map((b) => b.code).sort()).toEqual(['meridian', 'wholesale']);
    expect(answer.languages).toContain('ar');
    expect(answer.list.map((entry) => entry.page)).toEqual([
      'about',
      'contact',
      'buyerRules',
      'sellerRules',
      'returns',
      'servicePolicy',
      'privacy',
      'careers',
    ]);
    const about = answer.list.find((entry) => entry.page === 'about')!;
    expect(about.source).toBe('file');
    expect(about.title.en).toBe('About us');
    // Without a brand: the request's own.
    expect((await list(support)).brand).toBe('wholesale');
    expectRefused(
      await call(
        t,
        'admin/brandPage!list',
        { brand: 'nobrand' },
        { token: support.token, method: 'GET' },
      ),
      'resource.notFound',
    );
  });

  it('only an admin changes a page; buyers and sellers cannot even read', async () => {
    const page = {
      brand: 'wholesale',
      page: 'about',
      title: { en: 'About' },
      body: [{ en: 'Hi' }],
    };
    for (const user of [buyer, seller]) {
      expectRefused(
        await call(t, 'admin/brandPage!list', {}, { token: user.token, method: 'GET' }),
        'auth.noPermission',
      );
    }
    for (const user of [buyer, seller, support]) {
      expectRefused(
        await call(t, 'admin/brandPage!save', page, { token: user.token }),
        'auth.noPermission',
      );
      expectRefused(
        await call(
          t,
          'admin/brandPage!reset',
          { brand: 'wholesale', page: 'about' },
          { token: user.token },
        ),
        'auth.noPermission',
      );
    }
  });

  it('a save is what the storefront serves at once; a reset brings the file back; both audited', async () => {
    const file = await current();
    const body = [
      { en: 'We sell wholesale from independent stores.', ar: aboutAr },
      { en: 'Returns are possible within 7 days of receipt.', ar: '' },
    ];
    const saved = expectOk(
      await call<Entry>(
        t,
        'admin/brandPage!save',
        // Form-encoded calls send the texts as JSON.
        {
          brand: 'wholesale',
          page: 'about',
          title: JSON.stringify({ en: 'About Caravan', ar: 'عن كارافان' }),
          body: JSON.stringify(body),
        },
        { token: admin.token },
      ),
    );
    expect(saved.source).toBe('operator');
    expect(saved.updatedBy).toBe(admin.username);
    // A blank language is dropped (the storefront shows English there).
    expect(saved.body[1]).toEqual({ en: 'Returns are possible within 7 days of receipt.' });

    const served = await current();
    expect(served.pages.about).toEqual({
      title: { en: 'About Caravan', ar: 'عن كارافان' },
      body: [
        { en: 'We sell wholesale from independent stores.', ar: aboutAr },
        { en: 'Returns are possible within 7 days of receipt.' },
      ],
    });
    // Other pages and the other brand keep their file's version.
    expect(served.pages.contact).toEqual(file.pages.contact);
    expect((await current('meridian.localhost')).pages.about).not.toEqual(served.pages.about);
    expect((await injected()).pages.about).toEqual(brandInLanguage(served, 'ar').pages.about);
    const listed = (await list(support)).list.find((entry) => entry.page === 'about')!;
    expect(listed.source).toBe('operator');

    const reset = expectOk(
      await call<Entry>(
        t,
        'admin/brandPage!reset',
        { brand: 'wholesale', page: 'about' },
        { token: admin.token },
      ),
    );
    expect(reset.source).toBe('file');
    expect((await current()).pages.about).toEqual(file.pages.about);
    expect((await injected()).pages.about).toEqual(brandInLanguage(file, 'ar').pages.about);

    const audit = await auditOf('wholesale/about');
    // The test clock stands still: both entries carry the same time, so match them by action.
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'brandPage.reset',
      'brandPage.save',
    ]);
    expect(audit.every((entry) => entry.actorName === admin.username)).toBe(true);
    const byAction = (action: string) => audit.find((entry) => entry.action === action)!;
    expect(byAction('brandPage.save').before).toEqual({ source: 'file' });
    expect(byAction('brandPage.save').after).toMatchObject({ title: { en: 'About Caravan' } });
    expect(byAction('brandPage.reset').before).toMatchObject({ title: { en: 'About Caravan' } });
    expect(byAction('brandPage.reset').after).toEqual({ source: 'file' });
  });

  it('English is required for the title and every paragraph', async () => {
    const save = (title: unknown, body: unknown) =>
      call(
        t,
        'admin/brandPage!save',
        { brand: 'wholesale', page: 'careers', title, body },
        { token: admin.token },
      );
    expectRefused(await save({ ar: 'وظائف' }, [{ en: 'Write to us.' }]), 'param.invalid');
    expectRefused(await save({ en: '  ', ar: 'وظائف' }, [{ en: 'Write to us.' }]), 'param.invalid');
    expectRefused(
      await save({ en: 'Careers' }, [{ en: 'Write to us.' }, { ar: 'اكتب لنا' }]),
      'param.invalid',
    );
    expectRefused(await save({ en: 'x'.repeat(81) }, []), 'param.invalid');
    expect((await auditOf('wholesale/careers')).length).toBe(0);
  });

  it.each([
    [{ en: 'Delivery within 24 hours' }, 'brandPage.claimNumber', '¶1 (en)'],
    [{ en: 'Trusted by buyers everywhere' }, 'brandPage.claimVerification', '¶1 (en)'],
    [{ en: 'Buyers in many places', ar: 'مشترون في ٥٠ دولة' }, 'brandPage.claimNumber', '¶1 (ar)'],
    [{ en: 'Sellers ship every day' }, 'brandPage.claimServiceTime', '¶1 (en)'],
  ])('refuses a claim nothing backs: %j', async (paragraph, key, field) => {
    const answer = await call(
      t,
      'admin/brandPage!save',
      { brand: 'wholesale', page: 'about', title: { en: 'About us' }, body: [paragraph] },
      { token: admin.token },
    );
    expectRefused(answer, key);
    expect(answer.msg).toContain(field);
    expect((await list(support)).list.find((entry) => entry.page === 'about')!.source).toBe('file');
  });

  it("names a figure claim in the title and says why, in the caller's language", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brandPage!save.action?lang=ar',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        brand: 'wholesale',
        page: 'about',
        title: { en: 'Trusted by 50 countries' },
        body: [],
      },
    });
    const answer = res.json<{ errorKey: string; msg: string }>();
    expect(answer.errorKey).toBe('brandPage.claimNumber');
    expect(answer.msg).toContain('title (en)');
    expect(answer.msg).toContain('المنصة');
  });

  it('another server on the same database sees a change within the cache time', async () => {
    const database = connect(t.database.url, { max: 4 });
    const other = await buildApp({ config: t.config, database, now: t.clock.now, logger: false });
    checkAnswersAgainstDocument(other, t.config);
    await other.ready();
    const otherAbout = async () => {
      const res = await other.inject({ url: '/api/brand!current.action?lang=en' });
      return res.json<{ data: PublicBrand }>().data.pages.about;
    };
    // Only Date moves: the cache reads Date.now(); sockets and timers keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const before = await otherAbout();
      expectOk(
        await call(
          t,
          'admin/brandPage!save',
          { brand: 'wholesale', page: 'about', title: { en: 'About the market' }, body: [] },
          { token: admin.token },
        ),
      );
      // This server at once; the other one still within its cache time, then the new version.
      expect((await current()).pages.about).toEqual({
        title: { en: 'About the market' },
        body: [],
      });
      expect(await otherAbout()).toEqual(before);
      vi.setSystemTime(Date.now() + PAGE_OVERLAY_TTL_MS + 1);
      expect(await otherAbout()).toEqual({ title: { en: 'About the market' }, body: [] });
    } finally {
      vi.useRealTimers();
      await other.close();
      await database.close();
      expectOk(
        await call(
          t,
          'admin/brandPage!reset',
          { brand: 'wholesale', page: 'about' },
          { token: admin.token },
        ),
      );
    }
  });
});
