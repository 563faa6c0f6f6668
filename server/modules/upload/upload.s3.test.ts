// Uploads kept in an S3 bucket (UPLOAD_STORE=s3) on a real S3 server started here (s3rver): the
// pictures go into the bucket (public ones under `uploads/`, private ones under
// `private-uploads/`), are served back through the app, private ones only to whom they belong;
// the quota, the sweep, the move of old private pictures, the missing copies and the copy script
// (`npm run uploads:to-s3`) work on the bucket. The bucket is read here with the AWS SDK directly,
// not through the app's store.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { multipart } from '../../testing/multipart.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createParty, type Party, relogin } from '../../testing/parties.ts';
import { movePrivateUploads } from './upload.service.ts';
import { addMissingVariants, sweepUnusedUploads } from './upload.sweep.ts';
import { s3UploadStore } from './store/s3.ts';
import { uploadStoreOf } from './store/store.ts';

let s3: TestS3;
let bucket: S3Client;
let t: TestApp;
let seller: Party;
let dataDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  bucket = new S3Client({
    endpoint: s3.store.endpoint,
    region: s3.store.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'caravan-upload-s3-'));
  // The settings as the server reads them from its environment.
  const base = loadConfig({ ...s3.env, DATA_DIR: dataDir });
  expect(base.upload.store).toEqual(s3.store);
  t = await createTestApp({
    config: {
      dataDir,
      account: { ...base.account, sliderCheck: false },
      upload: { ...base.upload, sweepIntervalMs: 0 },
    },
  });
  seller = await createParty(t, { fundPassword: false, roles: ['user', 'seller'] });
});
beforeEach(async () => {
  await relogin(t, seller);
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const picture = (size = 64, background = '#c81e1e') =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(moduleName: string, token: string, data?: Buffer) {
  const body = multipart(
    { moduleName },
    { name: 'p.png', type: 'image/png', data: data ?? (await picture()) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploadimg!execute.action',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return res.json<{ code: string; errorKey?: string; data: { data: string } | null }>();
}

/** The object's bytes straight from the bucket, or undefined when it has none under that key. */
async function inBucket(key: string): Promise<Buffer | undefined> {
  try {
    const answer = await bucket.send(new GetObjectCommand({ Bucket: s3.store.bucket, Key: key }));
    return await buffer(answer.Body as NodeJS.ReadableStream);
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
const keysInBucket = async (prefix: string) =>
  (
    (await bucket.send(new ListObjectsV2Command({ Bucket: s3.store.bucket, Prefix: prefix })))
      .Contents ?? []
  ).map((object) => object.Key!);

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/**
 * Runs the copy script (asynchronously: the S3 server answers from this very process). Its exit
 * code, standard output and error.
 */
function copyScript(env: Record<string, string>) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/uploads-to-s3.ts'],
      { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Files under DATA_DIR/<folder> (the local store's folder), to show nothing went there. */
const localFiles = async (folder: string) =>
  (await readdir(path.join(dataDir, folder), { recursive: true }).catch(() => [])).length;

describe('UPLOAD_STORE=s3', () => {
  it('puts a public picture and its copies into the bucket and serves them back from it', async () => {
    const sent = await upload('goods', seller.token, await picture(1200));
    expect(sent.code).toBe('0');
    const url = sent.data!.data;
    expect(url).toMatch(/^\/uploads\/goods\/[0-9a-z]{26}\.png$/);
    const key = url.slice(1);
    const stored = await inBucket(key);
    expect(stored).toBeDefined();
    expect((await sharp(stored).metadata()).width).toBe(1200);
    for (const width of [320, 960])
      expect(await inBucket(key.replace(/\.png$/, `-${width}.webp`)), `${width}`).toBeDefined();
    // Nothing in the local folders.
    expect(await localFiles('uploads')).toBe(0);
    expect(await localFiles('private-uploads')).toBe(0);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(stored!)).toBe(true);
    const copy = await get(url.replace(/\.png$/, '-320.webp'));
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(320);
    // A name the bucket does not have, and names the server never gives, are not found.
    for (const missing of [
      '/uploads/goods/0000000000000000000000000a.png',
      '/uploads/goods/.variants-v1',
      '/uploads/goods/x/../y.png',
    ])
      expect((await get(missing)).statusCode, missing).toBe(404);
  });

  it('with S3_PUBLIC_URL redirects public pictures to the CDN, never private ones', async () => {
    const owner = await createParty(t, { fundPassword: false });
    const url = (await upload('goods', seller.token)).data!.data;
    const proof = (await upload('recharge', owner.token)).data!.data;
    const settings = t.config.upload.store as Extract<typeof s3.store, { kind: 's3' }>;
    settings.publicUrl = 'https://cdn.example.com/pictures';
    try {
      const served = await get(url);
      expect(served.statusCode).toBe(302);
      expect(served.headers.location).toBe(`https://cdn.example.com/pictures${url}`);
      const own = await get(proof, owner.token);
      expect(own.statusCode).toBe(200);
      expect(own.headers.location).toBeUndefined();
      expect(own.rawPayload.equals((await inBucket(`private-${proof.slice(1)}`))!)).toBe(true);
      for (const spelled of [proof, proof.replace('/uploads/', '/uploads//')])
        expect((await get(spelled)).headers.location, spelled).toBeUndefined();
    } finally {
      settings.publicUrl = undefined;
    }
  });

  it('keeps private pictures under their own prefix, served only through the authorised route', async () => {
    const owner = await createParty(t, { fundPassword: false });
    const stranger = await createParty(t, { fundPassword: false });
    const admin = await createParty(t, { fundPassword: false, roles: ['user', 'admin'] });
    const sent = await upload('loan', owner.token, await picture(400));
    expect(sent.code).toBe('0');
    const url = sent.data!.data;
    const name = path.basename(url);
    const stored = await inBucket(`private-uploads/loan/${name}`);
    expect(stored).toBeDefined();
    expect(
      await inBucket(`private-uploads/loan/${name.replace(/\.png$/, '-320.webp')}`),
    ).toBeDefined();
    expect(await inBucket(`uploads/loan/${name}`)).toBeUndefined();
    expect(await localFiles('private-uploads')).toBe(0);

    expect((await get(url)).statusCode).toBe(403);
    const refused = await get(url, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ errorKey: 'upload.private' });
    expect(refused.rawPayload.includes(stored!.subarray(0, 64))).toBe(false);
    // The public route does not answer it however it is spelled.
    for (const spelled of [
      `/uploads//loan/${name}`,
      `/uploads/%6coan/${name}`,
      `/uploads/./loan/${name}`,
      `/uploads/goods/../loan/${name}`,
      `/uploads/private-uploads/loan/${name}`,
    ])
      expect((await get(spelled)).statusCode, spelled).not.toBe(200);

    const mine = await get(url, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(stored!)).toBe(true);
    const byAdmin = await get(url, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(stored!)).toBe(true);
    // The bucket keeps it with a no-store rule too.
    const head = await bucket.send(
      new HeadObjectCommand({ Bucket: s3.store.bucket, Key: `private-uploads/loan/${name}` }),
    );
    expect(head.CacheControl).toBe('private, no-store');
  });

  it('holds each user to the daily quota', async () => {
    const owner = await createParty(t, { fundPassword: false });
    const image = await picture(200);
    const saved = t.config.upload.dailyQuotaBytes;
    t.config.upload.dailyQuotaBytes = 200 * 200 * 2;
    const before = (await keysInBucket('private-uploads/chat/')).length;
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => upload('chat', owner.token, image)),
      );
      expect(answers.filter((answer) => answer.code === '0')).toHaveLength(2);
      expect(answers.filter((answer) => answer.errorKey === 'upload.quotaExceeded')).toHaveLength(
        2,
      );
      // Only the accepted ones are in the bucket (three objects each), nothing of the refused.
      expect((await keysInBucket('private-uploads/chat/')).length - before).toBe(6);
    } finally {
      t.config.upload.dailyQuotaBytes = saved;
    }
  });

  it('the sweep removes unused pictures from the bucket, public and private, and keeps used ones', async () => {
    const owner = await createParty(t, { fundPassword: false });
    const used = (await upload('goods', seller.token)).data!.data;
    const unused = (await upload('goods', seller.token)).data!.data;
    const unusedId = (await upload('loan', owner.token)).data!.data;
    await t.database.pool.query(
      `insert into sellers (id, name, search_text, logo) values ($1, 'S3 Sweep', '', $2)`,
      [`seller-s3-sweep-${Date.now()}`, used],
    );
    const keysOf = (url: string, prefix = 'uploads') => {
      const key = `${prefix}${url.slice('/uploads'.length)}`;
      return [key, ...[320, 960].map((width) => key.replace(/\.png$/, `-${width}.webp`))];
    };
    for (const key of [...keysOf(unused), ...keysOf(unusedId, 'private-uploads')])
      expect(await inBucket(key), key).toBeDefined();
    t.clock.advance(25 * 60 * 60 * 1000);
    const result = await sweepUnusedUploads(t.database.db, {
      now: t.clock.now(),
      unusedAfterMs: t.config.upload.unusedAfterMs,
      store: uploadStoreOf(t.config),
    });
    expect(result.removed).toBeGreaterThanOrEqual(2);
    for (const key of [...keysOf(unused), ...keysOf(unusedId, 'private-uploads')])
      expect(await inBucket(key), key).toBeUndefined();
    for (const key of keysOf(used)) expect(await inBucket(key), key).toBeDefined();
    expect((await get(unused)).statusCode).toBe(404);
    expect((await get(used)).statusCode).toBe(200);
  });

  it('moves private pictures left under the public prefix to the private one', async () => {
    const legacy = 'uploads/chat/legacys3id00000000000000.png';
    await bucket.send(
      new PutObjectCommand({ Bucket: s3.store.bucket, Key: legacy, Body: await picture() }),
    );
    expect((await get(`/uploads/%63hat/${path.basename(legacy)}`)).statusCode).not.toBe(200);
    const store = uploadStoreOf(t.config);
    expect(await movePrivateUploads(store)).toBe(1);
    expect(await inBucket(legacy)).toBeUndefined();
    expect(await inBucket(`private-${legacy}`)).toBeDefined();
    expect(await movePrivateUploads(store)).toBe(0);
  });

  it('adds the smaller copies of pictures from before them, once per bucket', async () => {
    const old = 'uploads/store/OLDS3.png';
    await bucket.send(
      new PutObjectCommand({ Bucket: s3.store.bucket, Key: old, Body: await picture(500) }),
    );
    const store = uploadStoreOf(t.config);
    expect(await addMissingVariants(store)).toBeGreaterThanOrEqual(2);
    const copy = await inBucket('uploads/store/OLDS3-320.webp');
    expect((await sharp(copy).metadata()).width).toBe(320);
    expect(await addMissingVariants(store)).toBe(0);
  });

  it('a bucket that cannot be used is a start-up error saying so; bad settings too', async () => {
    await expect(s3UploadStore({ ...s3.store, bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      /UPLOAD_STORE=s3: the bucket s3:\/\/no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used/,
    );
    const { S3_BUCKET: _bucket, ...withoutBucket } = s3.env;
    expect(() => loadConfig(withoutBucket)).toThrow('UPLOAD_STORE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ UPLOAD_STORE: 'gcs' })).toThrow(/UPLOAD_STORE must be/);
    expect(() => loadConfig({ ...s3.env, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3.env, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(loadConfig({}).upload.store).toEqual({ kind: 'local' });
  });
});

describe('npm run uploads:to-s3', () => {
  it('copies DATA_DIR/uploads and private-uploads into the bucket, again without copying twice', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'caravan-to-s3-'));
    try {
      const files: Record<string, Buffer> = {
        'uploads/goods/copyone000000000000000000.png': await picture(300, '#123456'),
        'uploads/goods/copyone000000000000000000-320.webp': await sharp(await picture(300))
          .webp()
          .toBuffer(),
        'private-uploads/loan/copytwo000000000000000000.png': await picture(200, '#654321'),
        // A private area's picture from before it was private: goes under the private prefix.
        'uploads/chat/copythree00000000000000000.png': await picture(100),
      };
      for (const [key, bytes] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(folder, key)), { recursive: true });
        await writeFile(path.join(folder, key), bytes);
      }
      // The server's variables, UPLOAD_STORE not switched yet.
      const run = () => copyScript({ ...s3.env, UPLOAD_STORE: '', DATA_DIR: folder });
      const first = await run();
      // (Its standard error may hold the SDK's notice that its releases from 2027 need Node 22.)
      expect(first.stderr).not.toMatch(/failed|differs/);
      expect(first.status).toBe(0);
      expect(first.stdout).toContain('4/4 (4 copied, 0 already there)');
      expect(first.stdout).toMatch(/done: 4 copied \(\d+ bytes\), 0 already there/);
      for (const [key, bytes] of Object.entries(files)) {
        const target = key.startsWith('uploads/chat/') ? `private-${key}` : key;
        expect((await inBucket(target))?.equals(bytes), target).toBe(true);
      }
      expect(await inBucket('uploads/chat/copythree00000000000000000.png')).toBeUndefined();
      // Served by the app from the bucket.
      const served = await get('/uploads/goods/copyone000000000000000000.png');
      expect(served.rawPayload.equals(files['uploads/goods/copyone000000000000000000.png']!)).toBe(
        true,
      );
      const again = await run();
      expect(again.status).toBe(0);
      expect(again.stdout).toMatch(/done: 0 copied \(0 bytes\), 4 already there/);
      // Settings that cannot work stop it before anything is copied.
      const wrong = await copyScript({ ...s3.env, S3_BUCKET: 'no-such-bucket', DATA_DIR: folder });
      expect(wrong.status).toBe(2);
      expect(wrong.stderr).toContain('no-such-bucket');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
