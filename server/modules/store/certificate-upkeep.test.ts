// Company certificates uploaded before the private `certificate` area existed sat in the public
// `store` area: at start they move into the private area with their smaller copies, the
// application points at the new address, and only the applicant and an admin can read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadTestPicture } from '../../testing/uploads.ts';
import { uploadStoreOf } from '../upload/index.ts';
import { privatizeOldCertificates } from './certificate-upkeep.ts';

let t: TestApp;
let applicant: Party;
let admin: Party;
let other: Party;

beforeAll(async () => {
  t = await createTestApp();
  applicant = await createParty(t);
  admin = await createParty(t, { roles: ['user', 'admin'] });
  other = await createParty(t);
});

afterAll(async () => {
  await t?.close();
});

const fetchAs = (url: string, who?: Party) =>
  t.app.inject({ url, headers: who ? { authorization: `Bearer ${who.token}` } : {} });

describe('certificates from before the private area', () => {
  it('move out of the public store area, and only the applicant and an admin see them', async () => {
    const old = await uploadTestPicture(t.app, applicant.token, 'store');
    expect(old).toMatch(/^\/uploads\/store\//);
    const name = old.split('/').pop()!;
    const id = newId();
    await t.database.pool.query(
      `insert into store_applications (id, user_id, status, name, description, logo, contact_email,
         contact_phone, country, category_ids, company_name, registration_number, certificate)
       values ($1, $2, 'pending', 'Old Shop', 'From before', $3, 'a@b.example', '+1 555', 'US',
         '{}', 'Old Shop Ltd', 'R-1', $3)`,
      [id, applicant.userId, old],
    );
    const store = uploadStoreOf(t.config);
    expect(await store.size(`uploads/store/${name}`)).toBeGreaterThan(0);

    expect(await privatizeOldCertificates(t.database.db, t.config)).toBe(1);
    const moved = `/uploads/certificate/${name}`;
    const row = await t.database.pool.query<{ certificate: string }>(
      'select certificate from store_applications where id = $1',
      [id],
    );
    expect(row.rows[0]!.certificate).toBe(moved);
    expect(await store.size(`uploads/store/${name}`)).toBeUndefined();
    expect(await store.size(`private-uploads/certificate/${name}`)).toBeGreaterThan(0);
    const variant = name.replace(/\.png$/, '-320.webp');
    expect(await store.size(`uploads/store/${variant}`)).toBeUndefined();
    expect(await store.size(`private-uploads/certificate/${variant}`)).toBeGreaterThan(0);

    expect((await fetchAs(moved, applicant)).statusCode).toBe(200);
    expect((await fetchAs(moved, admin)).statusCode).toBe(200);
    expect((await fetchAs(moved, other)).statusCode).toBe(404);
    expect((await fetchAs(moved)).statusCode).toBe(403);
    // Nothing left to move.
    expect(await privatizeOldCertificates(t.database.db, t.config)).toBe(0);
  });
});
