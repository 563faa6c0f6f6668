// Image uploads through HTTP multipart: type by magic bytes, size limits per area, metadata removed
// by re-encoding, files stored under DATA_DIR/uploads/<module>/ and served back; ID photos kept
// outside it and answered only to their uploader and to an admin, whose read is audited.
import { access, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorMessage, transportMessage } from '../../platform/messages.ts';
import { loadConfig } from '../../config.ts';
import { multipart } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { movePrivateUploads } from './upload.service.ts';
import { addMissingVariants, sweepUnusedUploads } from './upload.sweep.ts';
import { createParty, type Party, relogin } from '../../testing/parties.ts';
import { localUploadStore } from './store/local.ts';

let t: TestApp;
let user: Party;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'caravan-upload-'));
  const base = loadConfig({});
  t = await createTestApp({
    config: {
      dataDir,
      account: { ...base.account, sliderCheck: false },
      upload: { ...base.upload, sweepIntervalMs: 0 },
    },
  });
  // A store owner: listing and catalogue pictures come from sellers and operators only.
  user = await createParty(t, { fundPassword: false, roles: ['user', 'seller'] });
});
// Tests move the clock past the session's idle limit: each starts with a fresh session.
beforeEach(async () => {
  await relogin(t, user);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(
  moduleName: string,
  file?: { name: string; type: string; data: Buffer },
  token = user.token,
) {
  const body = multipart({ moduleName }, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploadimg!execute.action',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    ...res.json<{ code: string; errorKey?: string; data: { data: string } | null }>(),
  };
}

const photo = (format: 'jpeg' | 'png' | 'webp', size = 64) => {
  const image = sharp({
    create: { width: size, height: size, channels: 3, background: { r: 200, g: 30, b: 30 } },
  }).withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'home address' } });
  const encoded = format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.webp();
  return encoded.toBuffer();
};

describe('uploadimg!execute', () => {
  it('stores a jpeg re-encoded without its metadata and answers its URL in data.data', async () => {
    const original = await photo('jpeg');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload('avatar', { name: 'me.jpg', type: 'image/jpeg', data: original });
    expect(res.code).toBe('0');
    const url = res.data!.data;
    expect(url).toMatch(/^\/uploads\/avatar\/[0-9a-z]{26}\.jpg$/);
    const stored = await readFile(path.join(dataDir, url.replace(/^\/uploads\//, 'uploads/')));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('decides the type by content: png and webp pass whatever their name, other content is refused', async () => {
    const png = await upload('chat', {
      name: 'x.jpg',
      type: 'image/jpeg',
      data: await photo('png'),
    });
    expect(png.data?.data).toMatch(/\.png$/);
    const webp = await upload('chat', {
      name: 'x.bin',
      type: 'application/octet-stream',
      data: await photo('webp'),
    });
    expect(webp.data?.data).toMatch(/\.webp$/);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await upload('chat', { name: 'a.png', type: 'image/png', data: gif })).errorKey).toBe(
      'upload.unsupportedType',
    );
    const script = Buffer.from('<script>alert(1)</script>');
    expect(
      (await upload('chat', { name: 'a.png', type: 'image/png', data: script })).errorKey,
    ).toBe('upload.unsupportedType');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(
      (await upload('chat', { name: 'a.jpg', type: 'image/jpeg', data: broken })).errorKey,
    ).toBe('upload.failed');
  });

  it('limits the size per area and refuses empty or missing files and unknown areas', async () => {
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: 'black',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload('avatar', { name: 'a.png', type: 'image/png', data: big })).errorKey).toBe(
      'upload.tooLarge',
    );
    expect((await upload('recharge', { name: 'a.png', type: 'image/png', data: big })).code).toBe(
      '0',
    );
    expect(
      (await upload('chat', { name: 'a.png', type: 'image/png', data: Buffer.alloc(0) })).errorKey,
    ).toBe('upload.empty');
    expect((await upload('chat')).errorKey).toBe('param.invalid');
    expect(
      (await upload('secrets', { name: 'a.png', type: 'image/png', data: await photo('png') }))
        .errorKey,
    ).toBe('param.invalid');
  });

  it('requires login', async () => {
    const res = await upload(
      'chat',
      { name: 'a.png', type: 'image/png', data: await photo('png') },
      'nope',
    );
    expect(res.status).toBe(403);
  });
});

const fileOf = (url: string) => path.join(dataDir, url.replace(/^\/uploads\//, 'uploads/'));
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows as T[];

describe('the upload pipeline', () => {
  it('records the owner, area, quota charge and time, and writes 320 and 960 px WebP copies', async () => {
    const original = await photo('jpeg', 1200);
    const res = await upload('goods', { name: 'a.jpg', type: 'image/jpeg', data: original });
    expect(res.code).toBe('0');
    const url = res.data!.data;
    const [row] = await sql(
      `select user_id, module, bytes, created_at from uploads where url = $1`,
      [url],
    );
    // The charge is the larger of the bytes and the pixels: 1200 x 1200 here.
    expect(original.length).toBeLessThan(1200 * 1200);
    expect(row).toMatchObject({ user_id: user.userId, module: 'goods', bytes: 1200 * 1200 });
    expect((row!.created_at as Date).getTime()).toBe(t.clock.now().getTime());
    for (const width of [320, 960]) {
      const copy = await sharp(
        await readFile(fileOf(url).replace(/\.jpg$/, `-${width}.webp`)),
      ).metadata();
      expect(copy).toMatchObject({ format: 'webp', width });
      const served = await t.app.inject({
        method: 'GET',
        url: url.replace(/\.jpg$/, `-${width}.webp`),
      });
      expect(served.statusCode).toBe(200);
    }
    // A small picture is never enlarged.
    const small = await upload('evaluation', {
      name: 's.png',
      type: 'image/png',
      data: await photo('png'),
    });
    const copy = await sharp(
      await readFile(fileOf(small.data!.data).replace(/\.png$/, '-960.webp')),
    ).metadata();
    expect(copy.width).toBe(64);
  });

  it('holds each user to the daily quota, also when uploads race, and lets them go on the next day', async () => {
    const owner = await createParty(t, { fundPassword: false });
    const picture = await photo('png', 200);
    // Each upload counts its pixels (40,000), more than its compressed bytes.
    const charge = Math.max(picture.length, 200 * 200);
    expect(charge).toBe(40_000);
    const saved = t.config.upload.dailyQuotaBytes;
    t.config.upload.dailyQuotaBytes = charge * 3;
    try {
      const send = () =>
        upload('chat', { name: 'q.png', type: 'image/png', data: picture }, owner.token);
      const answers = await Promise.all(Array.from({ length: 6 }, send));
      expect(answers.filter((answer) => answer.code === '0')).toHaveLength(3);
      const refused = answers.filter((answer) => answer.code !== '0');
      expect(refused).toHaveLength(3);
      for (const answer of refused) {
        expect(answer.errorKey).toBe('upload.quotaExceeded');
        expect((answer as { msg?: string }).msg).toMatch(/a day/);
      }
      const [recorded] = await sql<{ n: number; bytes: number }>(
        `select count(*)::int as n, sum(bytes)::int as bytes from uploads where user_id = $1`,
        [owner.userId],
      );
      expect(recorded).toEqual({ n: 3, bytes: charge * 3 });
      // Another user's quota is their own.
      const other = await createParty(t, { fundPassword: false });
      expect(
        (await upload('chat', { name: 'q.png', type: 'image/png', data: picture }, other.token))
          .code,
      ).toBe('0');
      t.clock.advance(24 * 60 * 60 * 1000);
      await relogin(t, owner);
      expect((await send()).code).toBe('0');
    } finally {
      t.config.upload.dailyQuotaBytes = saved;
    }
  });

  it('limits the pixels per area from the header, before decoding, and charges the quota by pixels', async () => {
    // A small file of many pixels: 7,000 x 7,000 of one colour is a few hundred kilobytes.
    const huge = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: 'white' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const refused = await upload('goods', { name: 'h.png', type: 'image/png', data: huge });
    expect(refused).toMatchObject({ code: '1', errorKey: 'upload.tooManyPixels' });
    expect((refused as { msg?: string }).msg).toContain('40 megapixels');
    // Refused from the header: far less than decoding 49 megapixels would take.
    expect(performance.now() - started).toBeLessThan(2000);
    // An avatar needs far less than a listing picture.
    const square = await sharp({
      create: { width: 2100, height: 2100, channels: 3, background: 'white' },
    })
      .png()
      .toBuffer();
    expect(
      (await upload('avatar', { name: 's.png', type: 'image/png', data: square })).errorKey,
    ).toBe('upload.tooManyPixels');
    const listing = await upload('goods', { name: 's.png', type: 'image/png', data: square });
    expect(listing.code).toBe('0');
    const [row] = await sql<{ bytes: number }>(`select bytes from uploads where url = $1`, [
      listing.data!.data,
    ]);
    expect(row!.bytes).toBe(2100 * 2100);
  });

  it('lets only sellers and operators upload listing and catalogue pictures', async () => {
    const buyer = await createParty(t, { fundPassword: false });
    const operator = await createParty(t, { fundPassword: false, roles: ['user', 'admin'] });
    const picture = await photo('png');
    for (const area of ['goods', 'catalog']) {
      const answer = await upload(
        area,
        { name: 'g.png', type: 'image/png', data: picture },
        buyer.token,
      );
      expect(answer, area).toMatchObject({ code: '1', errorKey: 'upload.areaNotAllowed' });
      expect(
        (await upload(area, { name: 'g.png', type: 'image/png', data: picture }, operator.token))
          .code,
        area,
      ).toBe('0');
    }
    // The buyer's own areas stay open.
    expect(
      (await upload('evaluation', { name: 'e.png', type: 'image/png', data: picture }, buyer.token))
        .code,
    ).toBe('0');
  });

  it('removes pictures nobody used a day after upload, keeps used ones for good', async () => {
    const picture = await photo('png', 400);
    const sent = async () =>
      (await upload('goods', { name: 'p.png', type: 'image/png', data: picture })).data!.data;
    const used = await sent();
    const unused = await sent();
    await sql(
      `insert into sellers (id, name, search_text, logo) values ($1, 'Sweep Store', '', $2)`,
      [`seller-sweep-${Date.now()}`, used],
    );
    // A category icon and a banner from the console's own area.
    const icon = (await upload('catalog', { name: 'i.png', type: 'image/png', data: picture }))
      .data!.data;
    const banner = (await upload('catalog', { name: 'b.png', type: 'image/png', data: picture }))
      .data!.data;
    await sql(`insert into categories (id, names, icon_img) values ($1, '{"en":"Sweep"}', $2)`, [
      `category-sweep-${Date.now()}`,
      icon,
    ]);
    await sql(`insert into banners (id, img_url) values ($1, $2)`, [
      `banner-sweep-${Date.now()}`,
      banner,
    ]);
    t.clock.advance(25 * 60 * 60 * 1000);
    await relogin(t, user);
    const young = await sent();
    const sweep = () =>
      sweepUnusedUploads(t.database.db, {
        now: t.clock.now(),
        unusedAfterMs: t.config.upload.unusedAfterMs,
        store: localUploadStore(dataDir),
      });
    const first = await sweep();
    expect(first.removed).toBeGreaterThanOrEqual(1);
    expect(await exists(fileOf(unused))).toBe(false);
    expect(await exists(fileOf(unused).replace(/\.png$/, '-320.webp'))).toBe(false);
    expect(await sql(`select 1 from uploads where url = $1`, [unused])).toHaveLength(0);
    for (const kept of [used, icon, banner]) {
      expect(await exists(fileOf(kept)), kept).toBe(true);
      expect(
        await sql(`select 1 from uploads where url = $1 and kept_at is not null`, [kept]),
      ).toHaveLength(1);
    }
    expect(await exists(fileOf(young))).toBe(true);
    // Kept stays kept even once nothing uses it any more; a second pass finds nothing to do there.
    await sql(`update sellers set logo = '' where logo = $1`, [used]);
    t.clock.advance(25 * 60 * 60 * 1000);
    await sweep();
    expect(await exists(fileOf(used))).toBe(true);
    expect(await exists(fileOf(young))).toBe(false);
  });
});

describe('private pictures: ID documents, payment proofs, refund photos, chat pictures, certificates', () => {
  it('are kept out of the public folder and answered only to their owner and to an admin', async () => {
    const owner = await createParty(t, { fundPassword: false });
    const buyer = await createParty(t, { fundPassword: false });
    const seller = await createParty(t, { roles: ['user', 'seller'], fundPassword: false });
    const support = await createParty(t, { roles: ['user', 'support'], fundPassword: false });
    const admin = await createParty(t, { roles: ['user', 'admin'], fundPassword: false });
    const sent = await upload(
      'loan',
      { name: 'id.png', type: 'image/png', data: await photo('png', 400) },
      owner.token,
    );
    const url = sent.data!.data;
    expect(url).toMatch(/^\/uploads\/loan\/[0-9a-z]{26}\.png$/);
    const name = path.basename(url);
    const privateFile = path.join(dataDir, 'private-uploads', 'loan', name);
    expect(await exists(privateFile)).toBe(true);
    expect(await exists(fileOf(url))).toBe(false);
    // Readable by the server's user alone: the folders 0700, the files 0600.
    for (const folder of [
      path.join(dataDir, 'private-uploads'),
      path.join(dataDir, 'private-uploads', 'loan'),
    ])
      expect((await stat(folder)).mode & 0o777, folder).toBe(0o700);
    for (const file of [privateFile, privateFile.replace(/\.png$/, '-320.webp')])
      expect((await stat(file)).mode & 0o777, file).toBe(0o600);
    const stored = await readFile(privateFile);

    const get = (target: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: target,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const guest = await get(`${url}?lang=fr`);
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({ code: '403', msg: transportMessage('fr', 'forbidden') });
    for (const other of [buyer, seller, support]) {
      const refused = await get(`${url}?lang=fr`, other.token);
      expect(refused.statusCode, other.username).toBe(404);
      expect(refused.json()).toMatchObject({
        code: '404',
        errorKey: 'upload.private',
        msg: errorMessage('fr', 'upload.private'),
      });
      expect(refused.rawPayload.includes(stored.subarray(0, 64))).toBe(false);
    }
    // A name that does not exist is refused alike: the answer does not tell.
    const missing = await get('/uploads/loan/0000000000000000000000000a.png', admin.token);
    expect(missing.statusCode).toBe(404);
    // Nor does the public folder answer it, however the path is spelled.
    for (const spelled of [
      `/uploads//loan/${name}`,
      `/uploads/%6coan/${name}`,
      `/uploads/./loan/${name}`,
      `/uploads/goods/../loan/${name}`,
    ]) {
      const res = await get(spelled);
      expect(res.statusCode, spelled).not.toBe(200);
    }

    const audited = async () =>
      (
        await sql<{ actor_id: string; after: Record<string, string> }>(
          `select actor_id, after from audit_log where action = 'upload.read_private' and target_id = $1`,
          [url],
        )
      ).map((row) => [row.actor_id, row.after.ownerUserId]);
    const mine = await get(url, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(stored)).toBe(true);
    const copy = await get(url.replace(/\.png$/, '-320.webp'), owner.token);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(await audited()).toEqual([]);
    const byAdmin = await get(url, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(stored)).toBe(true);
    expect(await audited()).toEqual([[admin.userId, owner.userId]]);
  });

  it('payment proofs, refund photos, chat pictures and certificates: only to whom they were shared with', async () => {
    const buyer = await createParty(t, { fundPassword: false });
    const stranger = await createParty(t, { fundPassword: false });
    const storeOwner = await createParty(t, { roles: ['user', 'seller'], fundPassword: false });
    const otherOwner = await createParty(t, { roles: ['user', 'seller'], fundPassword: false });
    const admin = await createParty(t, { roles: ['user', 'admin'], fundPassword: false });
    const suffix = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const [store, otherStore] = [`seller-share-${suffix}`, `seller-other-${suffix}`];
    for (const [id, owner] of [
      [store, storeOwner],
      [otherStore, otherOwner],
    ] as const)
      await sql(
        `insert into sellers (id, name, search_text, owner_user_id) values ($1, $1, '', $2)`,
        [id, owner.userId],
      );
    const picture = await photo('png', 200);
    const sent = async (area: string) => {
      const res = await upload(
        area,
        { name: 'p.png', type: 'image/png', data: picture },
        buyer.token,
      );
      expect(res.code, area).toBe('0');
      const url = res.data!.data;
      expect(url).toMatch(new RegExp(`^/uploads/${area}/[0-9a-z]{26}\\.png$`));
      expect(await exists(path.join(dataDir, 'private-uploads', area, path.basename(url)))).toBe(
        true,
      );
      expect(await exists(path.join(dataDir, 'uploads', area, path.basename(url)))).toBe(false);
      // Readable by the server's user alone.
      const file = path.join(dataDir, 'private-uploads', area, path.basename(url));
      expect((await stat(path.dirname(file))).mode & 0o777, area).toBe(0o700);
      expect((await stat(file)).mode & 0o777, area).toBe(0o600);
      return url;
    };
    const proof = await sent('recharge');
    const certificate = await sent('certificate');
    const refundPhoto = await sent('order');
    const storeChat = await sent('chat');
    const serviceChat = await sent('chat');
    // The refund photo on an order of `store`; the chat pictures in a store and a service chat.
    await sql(
      `insert into orders (id, serial_number, user_id, seller_id, seller_name, status, address_id,
         contacts, email, area_code, phone, country, country_name, province, city, postcode,
         address, goods_amount, discount, freight, tax, handling_fee, total, commission_rate,
         refund_imgs, created_at, updated_at)
       values ($1, $1, $2, $3, 'Store', 5, 'a', 'c', 'e', '1', '1', 'DE', 'DE', 'p', 'c', '1', 'a',
         1, 0, 0, 0, 0, 1, 0, $4::jsonb, now(), now())`,
      [`order-share-${suffix}`, buyer.userId, store, JSON.stringify([refundPhoto])],
    );
    for (const [conversation, kind, sellerId, url] of [
      [`conv-store-${suffix}`, 'store', store, storeChat],
      [`conv-service-${suffix}`, 'service', '', serviceChat],
    ] as const) {
      await sql(
        `insert into chat_conversations (id, kind, buyer_user_id, seller_id) values ($1, $2, $3, $4)`,
        [conversation, kind, buyer.userId, sellerId],
      );
      await sql(
        `insert into chat_messages (conversation_id, side, sender_user_id, type, content, client_key)
         values ($1, 'buyer', $2, 'img', $3, $1)`,
        [conversation, buyer.userId, url],
      );
    }
    const get = (target: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: target,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const audited = async (url: string) =>
      (
        await sql<{ actor_id: string }>(
          `select actor_id from audit_log where action = 'upload.read_private' and target_id = $1`,
          [url],
        )
      ).map((row) => row.actor_id);
    const cases: Array<[string, Party[], Party[], boolean]> = [
      // url, who sees it besides its uploader, who does not, whether an admin's read is audited
      [proof, [], [stranger, storeOwner], true],
      [certificate, [], [stranger, storeOwner], true],
      [refundPhoto, [storeOwner], [stranger, otherOwner], true],
      [storeChat, [storeOwner], [stranger, otherOwner], true],
      [serviceChat, [], [stranger, storeOwner], false],
    ];
    for (const [url, allowed, refused, adminAudited] of cases) {
      expect((await get(url)).statusCode, `${url} guest`).toBe(403);
      for (const who of refused) {
        const res = await get(url, who.token);
        expect(res.statusCode, `${url} ${who.username}`).toBe(404);
        expect(res.json()).toMatchObject({ errorKey: 'upload.private' });
      }
      for (const who of [buyer, ...allowed]) {
        const res = await get(url, who.token);
        expect(res.statusCode, `${url} ${who.username}`).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        const copy = await get(url.replace(/\.png$/, '-320.webp'), who.token);
        expect(copy.statusCode).toBe(200);
      }
      expect(await audited(url)).toEqual([]);
      expect((await get(url, admin.token)).statusCode, `${url} admin`).toBe(200);
      expect(await audited(url)).toEqual(adminAudited ? [admin.userId] : []);
      // The public folder does not answer it either.
      expect((await get(url.replace('/uploads/', '/uploads//'))).statusCode).not.toBe(200);
    }
  });

  it('left in the public folder from before, move out of it and are not served from it', async () => {
    const legacy = path.join(dataDir, 'uploads', 'loan', 'legacyid0000000000000000.png');
    await mkdir(path.dirname(legacy), { recursive: true });
    await writeFile(legacy, await photo('png'));
    const spelled = await t.app.inject({
      method: 'GET',
      url: '/uploads//loan/legacyid0000000000000000.png',
    });
    expect(spelled.statusCode).not.toBe(200);
    expect(await movePrivateUploads(localUploadStore(dataDir))).toBe(1);
    expect(await exists(legacy)).toBe(false);
    expect(
      await exists(path.join(dataDir, 'private-uploads', 'loan', 'legacyid0000000000000000.png')),
    ).toBe(true);
    expect(await movePrivateUploads(localUploadStore(dataDir))).toBe(0);
  });

  it('nobody used are removed from the private folder by the sweep', async () => {
    const sent = await upload('loan', {
      name: 'id.png',
      type: 'image/png',
      data: await photo('png'),
    });
    const file = path.join(dataDir, 'private-uploads', 'loan', path.basename(sent.data!.data));
    expect(await exists(file)).toBe(true);
    t.clock.advance(25 * 60 * 60 * 1000);
    await sweepUnusedUploads(t.database.db, {
      now: t.clock.now(),
      unusedAfterMs: t.config.upload.unusedAfterMs,
      store: localUploadStore(dataDir),
    });
    expect(await exists(file)).toBe(false);
    expect(await exists(file.replace(/\.png$/, '-960.webp'))).toBe(false);
  });
});

describe('pictures from before the smaller copies', () => {
  it('get their copies once per data folder', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'caravan-variants-'));
    try {
      await mkdir(path.join(folder, 'uploads', 'goods'), { recursive: true });
      await writeFile(path.join(folder, 'uploads', 'goods', 'OLD1.png'), await photo('png', 500));
      expect(await addMissingVariants(localUploadStore(folder))).toBe(2);
      const copy = await sharp(path.join(folder, 'uploads', 'goods', 'OLD1-320.webp')).metadata();
      expect(copy).toMatchObject({ format: 'webp', width: 320 });
      expect(await addMissingVariants(localUploadStore(folder))).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('multipart bodies are read only by the upload call, after the login check', () => {
  /** Sends headers and the first 256 KB of a 20 MB multipart body; resolves with the answer. */
  async function sendLarge(url: string, token?: string) {
    const address = t.app.server.address() as AddressInfo;
    const boundary = '----caravanLarge';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="moduleName"\r\n\r\nchat\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    );
    return new Promise<{ status: number; body: { code: string; errorKey?: string } }>(
      (resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: address.port,
            method: 'POST',
            path: url,
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(20 * 1024 * 1024),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              request.destroy();
              resolve({
                status: response.statusCode ?? 0,
                body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              });
            });
          },
        );
        request.on('error', reject);
        // Only the start of the body is ever sent: an answer proves the rest was not awaited.
        request.write(Buffer.concat([head, Buffer.alloc(256 * 1024, 1)]));
      },
    );
  }

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('refuses a 20 MB multipart body to another call without reading it', async () => {
    const answer = await sendLarge('/api/address!list.action', user.token);
    // Past the signed-in body limit (server/platform/body-limit.ts): refused before it is read.
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: '1', errorKey: 'param.invalid' });
  });

  it('refuses an upload without a valid session before its body', async () => {
    const answer = await sendLarge('/api/uploadimg!execute.action', 'not-a-session');
    expect(answer.status).toBe(403);
  });

  it('refuses an upload whose declared size passes the limit before its body', async () => {
    const answer = await sendLarge('/api/uploadimg!execute.action', user.token);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ errorKey: 'upload.tooLarge' });
  });

  it('cuts off a file past the limit sent without a declared size', async () => {
    const body = multipart(
      { moduleName: 'chat' },
      { name: 'big.png', type: 'image/png', data: Buffer.alloc(11 * 1024 * 1024, 1) },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploadimg!execute.action',
      headers: { 'content-type': body.contentType, authorization: `Bearer ${user.token}` },
      payload: body.payload,
    });
    expect(res.json()).toMatchObject({ errorKey: 'upload.tooLarge' });
  });
});
