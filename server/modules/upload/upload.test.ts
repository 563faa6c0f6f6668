// Image uploads through HTTP multipart: type by magic bytes, size limits per area, metadata removed
// by re-encoding, files stored under DATA_DIR/uploads/<module>/ and served back.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { multipart } from '../../testing/multipart.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { makeUser, type TestApp, type TestUser } from '../wallet/wallet.testing.ts';

let t: TestApp;
let user: TestUser;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'caravan-upload-'));
  const base = loadConfig({});
  t = await createTestApp({
    config: { dataDir, account: { ...base.account, sliderCheck: false } },
  });
  user = await makeUser(t, { safeword: null });
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
    const res = await upload('recharge', { name: 'proof.jpg', type: 'image/jpeg', data: original });
    expect(res.code).toBe('0');
    const url = res.data!.data;
    expect(url).toMatch(/^\/uploads\/recharge\/[0-9a-z]{26}\.jpg$/);
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
