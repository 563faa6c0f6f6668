// Identity data at rest, through HTTP and the stored files: a verification's name, ID number and
// registration number are sealed bound to the record and field, its pictures are sealed in the
// store bound to the record and opened only on the authorised route; values moved onto another
// record do not open; data from before the sealing is sealed by the upkeep; the retention rule
// erases rejected verifications and those of cancelled accounts, keeps an approved one of an open
// account.
import { createCipheriv, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { isSealedBytes, parseKey } from '../../platform/identity-crypto.ts';
import { newId } from '../../platform/ids.ts';
import { call, okCall } from '../../testing/calls.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { createTestApp, testClock, type TestApp } from '../../testing/test-app.ts';
import { uploadTestPicture } from '../../testing/uploads.ts';
import { uploadStoreOf } from '../upload/index.ts';
import { eraseExpiredIdentities, sealLegacyIdentities } from './identity-upkeep.ts';

const KEY_HEX = 'a7'.repeat(32);
const key = parseKey(KEY_HEX);
const DAY = 86_400_000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

let t: TestApp;
let admin: Party;

beforeAll(async () => {
  const account = { ...loadConfig({}).account, sessionIdleMinutes: 1e6, sessionMaxDays: 3650 };
  t = await createTestApp({
    clock: testClock('2026-05-01T08:00:00Z'),
    config: {
      account,
      credit: { kycEncryptionKey: KEY_HEX, sweepIntervalMs: 0, retentionDays: 180 },
    },
  });
  admin = await createParty(t, { roles: ['user', 'admin'] });
});

afterAll(async () => {
  await t?.close();
});

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  return (await t.database.pool.query(text, values)).rows[0] as T;
}

/** The bytes the store keeps for an upload URL (the folder or the bucket, as configured). */
async function storedBytes(url: string): Promise<Buffer | undefined> {
  const found = await uploadStoreOf(t.config).get(`private-${url.slice(1)}`);
  if (!found) return undefined;
  const parts: Buffer[] = [];
  for await (const part of found.body) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/** The picture as the authorised route answers it to `who`. */
async function served(url: string, who: Party) {
  return t.app.inject({ url, headers: { authorization: `Bearer ${who.token}` } });
}

async function submit(who: Party, realName: string, idNumber: string) {
  const idPhoto = await uploadTestPicture(t.app, who.token, 'loan');
  const sent = await okCall<{ id: string }>(
    t.app,
    'kyc!submit',
    { realName, nationality: 'de', idNumber, idPhoto, companyRegNumber: 'HRB 12345' },
    { token: who.token },
  );
  return { id: sent.id, idPhoto };
}

describe('identity data at rest', () => {
  it('seals the fields bound to their record and the pictures in the store', async () => {
    const borrower = await createParty(t);
    const { id, idPhoto } = await submit(borrower, 'Ada Sealed', 'S1234567');
    const row = await one<Record<string, string | null>>(
      'select real_name, real_name_cipher, id_number_cipher, company_reg_number, company_reg_number_cipher from kyc_records where id = $1',
      [id],
    );
    expect(row.real_name).toBe('');
    expect(row.company_reg_number).toBe('');
    for (const field of ['real_name_cipher', 'id_number_cipher', 'company_reg_number_cipher'])
      expect(row[field]).toMatch(/^v2\./);
    expect(JSON.stringify(row)).not.toMatch(/Ada|S1234567|12345/);

    // The stored file shows nothing of the picture; the route opens it for its owner and an admin.
    const stored = await storedBytes(idPhoto);
    expect(stored && isSealedBytes(stored)).toBe(true);
    expect(stored!.subarray(0, 4).equals(PNG)).toBe(false);
    for (const who of [borrower, admin]) {
      const answer = await served(idPhoto, who);
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.subarray(0, 4).equals(PNG)).toBe(true);
    }
    const status = await okCall<{ realName: string; companyRegNumber: string }>(
      t.app,
      'kyc!status',
      {},
      { token: borrower.token },
    );
    expect(status).toMatchObject({ realName: 'Ada Sealed', companyRegNumber: 'HRB 12345' });
    const revealed = await okCall<{ idNumber: string }>(
      t.app,
      'admin/kyc!revealId',
      { id },
      { token: admin.token },
    );
    expect(revealed.idNumber).toBe('S1234567');
  });

  it('does not open a sealed ID number moved onto another record', async () => {
    const a = await submit(await createParty(t), 'Ann Source', 'A1111111');
    const b = await submit(await createParty(t), 'Bob Target', 'B2222222');
    await t.database.pool.query(
      'update kyc_records set id_number_cipher = (select id_number_cipher from kyc_records where id = $1) where id = $2',
      [a.id, b.id],
    );
    const answer = await call(t.app, 'admin/kyc!revealId', { id: b.id }, { token: admin.token });
    expect(answer.code).not.toBe('0');
    expect(JSON.stringify(answer)).not.toContain('A1111111');
  });

  it('seals data from before the sealing: plain name and number, unbound ID number, plain picture', async () => {
    const old = await createParty(t);
    const idPhoto = await uploadTestPicture(t.app, old.token, 'loan');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update('L7654321', 'utf8'), cipher.final()]);
    const unbound = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    const id = newId();
    await t.database.pool.query(
      `insert into kyc_records (id, user_id, status, real_name, nationality, id_number_cipher,
         id_number_last4, id_photo, company_reg_number, created_at)
       values ($1, $2, 'pending', 'Olga Legacy', 'DE', $3, '4321', $4, 'HRB 999', now())`,
      [id, old.userId, unbound.join('.'), idPhoto],
    );
    expect(isSealedBytes((await storedBytes(idPhoto))!)).toBe(false);

    expect(await sealLegacyIdentities(t.database.db, t.config, key)).toBeGreaterThanOrEqual(1);
    const row = await one<Record<string, string | null>>(
      'select real_name, real_name_cipher, id_number_cipher, company_reg_number from kyc_records where id = $1',
      [id],
    );
    expect(row).toMatchObject({ real_name: '', company_reg_number: '' });
    expect(row.real_name_cipher).toMatch(/^v2\./);
    expect(row.id_number_cipher).toMatch(/^v2\./);
    expect(isSealedBytes((await storedBytes(idPhoto))!)).toBe(true);
    const status = await okCall<{ realName: string; companyRegNumber: string }>(
      t.app,
      'kyc!status',
      {},
      { token: old.token },
    );
    expect(status).toMatchObject({ realName: 'Olga Legacy', companyRegNumber: 'HRB 999' });
    expect(
      (
        await okCall<{ idNumber: string }>(
          t.app,
          'admin/kyc!revealId',
          { id },
          { token: admin.token },
        )
      ).idNumber,
    ).toBe('L7654321');
    expect((await served(idPhoto, old)).rawPayload.subarray(0, 4).equals(PNG)).toBe(true);
    // Nothing is left to seal: a second run changes nothing.
    expect(await sealLegacyIdentities(t.database.db, t.config, key)).toBe(0);
  });

  it('erases rejected verifications and those of cancelled accounts after the retention days', async () => {
    const rejected = await submit(await createParty(t), 'Rita Rejected', 'R1234567');
    const closedOwner = await createParty(t);
    const closed = await submit(closedOwner, 'Carl Closed', 'C1234567');
    const kept = await submit(await createParty(t), 'Kim Kept', 'K1234567');
    const recent = await submit(await createParty(t), 'Rob Recent', 'N1234567');
    const now = t.clock.now();
    const longAgo = new Date(now.getTime() - 181 * DAY);
    await t.database.pool.query(
      "update kyc_records set status = 'rejected', decided_at = $2 where id = $1",
      [rejected.id, longAgo],
    );
    await t.database.pool.query(
      "update kyc_records set status = 'rejected', decided_at = $2 where id = $1",
      [recent.id, new Date(now.getTime() - 179 * DAY)],
    );
    await t.database.pool.query("update kyc_records set status = 'approved' where id = any($1)", [
      [kept.id, closed.id],
    ]);
    await t.database.pool.query('update users set cancelled_at = $2 where id = $1', [
      closedOwner.userId,
      longAgo,
    ]);

    const erased = await eraseExpiredIdentities(t.database.db, t.config, now);
    expect(erased).toBeGreaterThanOrEqual(2);
    for (const gone of [rejected, closed]) {
      const row = await one<Record<string, unknown>>(
        `select real_name, real_name_cipher, id_number_cipher, id_number_last4, id_photo,
           company_reg_number_cipher, erased_at from kyc_records where id = $1`,
        [gone.id],
      );
      expect(row).toMatchObject({
        real_name: '',
        real_name_cipher: null,
        id_number_cipher: '',
        id_number_last4: '',
        id_photo: '',
        company_reg_number_cipher: null,
      });
      expect(row.erased_at).toEqual(now);
      expect(await storedBytes(gone.idPhoto)).toBeUndefined();
      expect(
        (await t.database.pool.query('select 1 from uploads where url = $1', [gone.idPhoto]))
          .rowCount,
      ).toBe(0);
    }
    for (const stays of [kept, recent]) {
      const row = await one<{ real_name_cipher: string | null; erased_at: Date | null }>(
        'select real_name_cipher, erased_at from kyc_records where id = $1',
        [stays.id],
      );
      expect(row.erased_at).toBeNull();
      expect(row.real_name_cipher).toMatch(/^v2\./);
      expect(await storedBytes(stays.idPhoto)).toBeDefined();
    }
    // Nothing more to erase at the same time.
    expect(await eraseExpiredIdentities(t.database.db, t.config, now)).toBe(0);
  });
});
