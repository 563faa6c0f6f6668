// The ceiling on a loan's price (issue #33) on a real PostgreSQL through HTTP: a product above the
// operator's highest APR cannot be saved; when the ceiling is lowered later, products above it
// leave the offer and cannot be quoted or applied for, and an application consented before is not
// paid out. Refusals are in the caller's language and move no money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMaxApr } from '../../../domain/credit/apr-ceiling.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { uploadTestPicture } from '../../testing/uploads.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  balanceOf,
  createListing,
  createStore,
  expectLedgerClean,
  fund,
  orderSteps,
  releaseOnReceipt,
  setParameter,
} from '../../testing/marketplace.ts';
import { createParty, type Party, PARTY_PASSWORD } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let borrower: Party;
let admin: Party;

/** 3 % for 30 days with no fee: about 43 % a year, whatever the amount. */
const dear = {
  name: 'Quick 30',
  minAmount: '100',
  maxAmount: '5000',
  termDays: '30',
  ratePerTerm: '0.03',
  fee: '0',
  repaymentKind: 'single',
  graceDays: 3,
  lateDailyRate: '0.001',
  lateCapRate: '0.05',
};
/** 2 % for 90 days with no fee: about 8.4 % a year. */
const fair = { ...dear, name: 'Steady 90', termDays: '90', ratePerTerm: '0.02' };

const uploadPicture = (who: Party): Promise<string> => uploadTestPicture(t.app, who.token, 'loan');

const setCeiling = (value: string) =>
  okCall(t.app, 'admin/syspara!update', { code: 'credit_apr_max', value }, { token: admin.token });

beforeAll(async () => {
  t = await createTestApp({
    clock: testClock('2026-01-05T04:00:00Z'),
    config: {
      order: { sweepIntervalMs: 0 },
      credit: { kycEncryptionKey: 'cd'.repeat(32), sweepIntervalMs: 0, retentionDays: 180 },
    },
  });
  await releaseOnReceipt(t.database);
  const buyer = await createParty(t);
  borrower = await createParty(t, { roles: ['user', 'seller'] });
  admin = await createParty(t, { roles: ['user', 'admin'] });
  const store = await createStore(t.database, borrower);
  const listing = await createListing(t.database, store, { sellingPrice: '100', stock: 100000 });
  const steps = orderSteps(t.app, buyer, await addAddress(t.app, buyer));
  await fund(t.database, buyer.userId, '1000000');
  await setParameter(t.database, 'order_max_unpaid', '100');
  await steps.released(listing, borrower, 60);
  const idPhoto = await uploadPicture(borrower);
  const sent = await okCall(
    t.app,
    'kyc!submit',
    { realName: 'Ada Borrower', nationality: 'de', idNumber: 'X1234567', idPhoto },
    { token: borrower.token },
  );
  await okCall(t.app, 'admin/kyc!approve', { id: sent.id }, { token: admin.token });
});

afterAll(async () => {
  await t?.close();
});

describe('the APR ceiling', () => {
  let dearId: string;
  let fairId: string;

  it('is 36 % until an operator sets it, and a product above it is not saved', async () => {
    const listed = await okCall(t.app, 'loan!products', {}, { token: borrower.token });
    expect(listed.aprCeiling).toBe('36');
    const price = productMaxApr({ ...dear, repayment: { kind: 'single' } }, dear.minAmount, [30])!;
    expect(Number(price)).toBeGreaterThan(36);
    const refused = await call(
      t.app,
      'admin/loanProduct!save',
      { ...dear, lang: 'de' },
      { token: admin.token },
    );
    expect(refused.errorKey).toBe('loan.aprAboveCeiling');
    expect(refused.msg).toContain(`${price} % pro Jahr`);
    expect(refused.msg).toContain('36 % pro Jahr');
    const none = await okCall(t.app, 'admin/loanProduct!list', {}, { token: admin.token });
    expect(none).toEqual([]);
  });

  it('a product at or below the ceiling is saved and offered', async () => {
    await setCeiling('50');
    dearId = (await okCall(t.app, 'admin/loanProduct!save', dear, { token: admin.token })).id;
    fairId = (await okCall(t.app, 'admin/loanProduct!save', fair, { token: admin.token })).id;
    const listed = await okCall(t.app, 'loan!products', {}, { token: borrower.token });
    expect(listed.aprCeiling).toBe('50');
    expect(listed.products.map((p: { id: string }) => p.id).sort()).toEqual(
      [dearId, fairId].sort(),
    );
  });

  it('lowered later: the dearer product leaves the offer and is neither quoted nor applied for', async () => {
    const quoted = await okCall(
      t.app,
      'loan!quote',
      { productId: dearId, amount: '100', termDays: 30 },
      { token: borrower.token, method: 'GET' },
    );
    await setCeiling('20');
    const listed = await okCall(t.app, 'loan!products', { lang: 'en' }, { token: borrower.token });
    expect(listed.aprCeiling).toBe('20');
    expect(listed.products.map((p: { id: string }) => p.id)).toEqual([fairId]);
    expect(listed.eligibility.offers.map((o: { productId: string }) => o.productId)).not.toContain(
      dearId,
    );
    const quote = await call(
      t.app,
      'loan!quote',
      { productId: dearId, amount: '100', termDays: 30, lang: 'fr' },
      { token: borrower.token, method: 'GET' },
    );
    expect(quote.errorKey).toBe('loan.aprAboveCeiling');
    expect(quote.msg).toContain('20 % par an');
    const applied = await call(
      t.app,
      'loan!apply',
      {
        productId: dearId,
        amount: '100',
        termDays: 30,
        quoteHash: quoted.quoteHash,
        agree: true,
        password: PARTY_PASSWORD,
      },
      { token: borrower.token },
    );
    expect(applied.errorKey).toBe('loan.aprAboveCeiling');
    const fairQuote = await okCall(
      t.app,
      'loan!quote',
      { productId: fairId, amount: '100', termDays: 90 },
      { token: borrower.token, method: 'GET' },
    );
    expect(Number(fairQuote.quote.apr)).toBeLessThanOrEqual(20);
  });

  it('an application consented before the ceiling fell is not paid out; it can be rejected', async () => {
    await setCeiling('50');
    const quoted = await okCall(
      t.app,
      'loan!quote',
      { productId: dearId, amount: '100', termDays: 30 },
      { token: borrower.token, method: 'GET' },
    );
    const loan = await okCall(
      t.app,
      'loan!apply',
      {
        productId: dearId,
        amount: '100',
        termDays: 30,
        quoteHash: quoted.quoteHash,
        agree: true,
        password: PARTY_PASSWORD,
      },
      { token: borrower.token },
    );
    await setCeiling('20');
    const before = await balanceOf(t.app, borrower);
    const approved = await call(
      t.app,
      'admin/loan!approve',
      { id: loan.id, lang: 'en' },
      { token: admin.token },
    );
    expect(approved.errorKey).toBe('loan.aprAboveCeiling');
    expect(approved.msg).toBe(
      `This loan would cost ${quoted.quote.apr}% a year, above the highest rate allowed (20% a year)`,
    );
    expect(await balanceOf(t.app, borrower)).toBe(before);
    const view = await okCall(t.app, 'loan!info', { loanId: loan.id }, { token: borrower.token });
    expect(view.status).toBe('reviewing');
    await okCall(
      t.app,
      'admin/loan!reject',
      { id: loan.id, reasonCode: 'credit_criteria' },
      { token: admin.token },
    );
    await expectLedgerClean(t.database);
  });
});
