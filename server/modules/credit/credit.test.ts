// Merchant credit on a real PostgreSQL through HTTP: real-name verification (ID number encrypted
// at rest, masked, full reads for admins only and audited), products, eligibility from the store's
// ledger sales (recomputed here with SQL), the quote before consent, apply refused on changed terms,
// approval disbursing through the ledger, idempotent and early repayment, sales-share withholding
// from store releases, and the daily overdue sweep never charging above the disclosed cap. Every
// step writes exactly one notice to the borrower, in the step's own transaction; refusals write none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lateCap } from '../../../domain/credit/loan.ts';
import { AFFORDABLE_SHARE, type LoanTerms } from '../../../domain/credit/quote.ts';
import { D, type DecimalValue } from '../../../domain/money.ts';
import { reasonText } from '../../../domain/operator/reasons.ts';
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
  type OrderSteps,
  releaseOnReceipt,
  setParameter,
  type Store,
} from '../../testing/marketplace.ts';
import { createParty, moveClock, type Party, PARTY_PASSWORD } from '../../testing/parties.ts';
import { runLoanSweep } from './credit.jobs.ts';
import { salesShareLoanOfStoreQuery } from './credit.repository.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const TZ = 'Asia/Shanghai';
const KEY = 'ab'.repeat(32);

let t: TestApp;
let buyer: Party;
let borrower: Party;
let admin: Party;
let support: Party;
let store: Store;
let listing: string;
let steps: OrderSteps;

beforeAll(async () => {
  t = await createTestApp({
    clock: testClock('2026-01-05T04:00:00Z'),
    config: {
      order: { sweepIntervalMs: 0 },
      credit: { kycEncryptionKey: KEY, sweepIntervalMs: 0, retentionDays: 180 },
      platformTimeZone: TZ,
    },
  });
  await releaseOnReceipt(t.database);
  buyer = await createParty(t);
  borrower = await createParty(t, { roles: ['user', 'seller'] });
  admin = await createParty(t, { roles: ['user', 'admin'] });
  support = await createParty(t, { roles: ['user', 'support'] });
  store = await createStore(t.database, borrower);
  listing = await createListing(t.database, store, { sellingPrice: '100', stock: 100000 });
  const addressId = await addAddress(t.app, buyer);
  steps = orderSteps(t.app, buyer, addressId);
  await fund(t.database, buyer.userId, '1000000');
  await setParameter(t.database, 'order_max_unpaid', '100');
  await setParameter(t.database, 'order_commission_rate', '0.05');
  // The products here are priced for readable arithmetic (a 20 USDT fee on as little as 100), far
  // above the default APR ceiling; the ceiling has its own test (apr-ceiling.test.ts).
  await setParameter(t.database, 'credit_apr_max', '2000');
});

afterAll(async () => {
  await t?.close();
});

const at = (time: string) => moveClock(t, [buyer, borrower, admin, support], time);

/** An order of `num` x 100 placed, paid, shipped and received: released to the store. */
const sale = (num: number) => steps.released(listing, borrower, num);

const uploadPicture = (who: Party): Promise<string> => uploadTestPicture(t.app, who.token, 'loan');

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  const rows = await t.database.pool.query(text, values);
  return rows.rows[0] as T;
}

interface NoticeRow {
  id: string;
  user_id: string;
  kind: string;
  params: Record<string, unknown>;
  link: { kind: string; id: string } | null;
  xmin: string;
}

const seenNotices = new Set<string>();

/** The verification and loan notices written since the last look. */
async function freshNotices(): Promise<NoticeRow[]> {
  const rows = await t.database.pool.query<NoticeRow>(
    `select id, user_id, kind, params, link, xmin::text as xmin from notices
     where kind like 'kyc.%' or kind like 'loan.%' order by created_at, xmin::text::bigint, id`,
  );
  const fresh = rows.rows.filter((row) => !seenNotices.has(row.id));
  for (const row of fresh) seenNotices.add(row.id);
  return fresh;
}

/**
 * Exactly one new notice, `kind` to `user`, linking to `link`, written by the transaction that
 * last wrote the event's row (rows of one transaction carry its id as `xmin`).
 */
async function expectOneNotice(
  user: Party,
  kind: string,
  event: { table: 'kyc_records' | 'loans' | 'loan_repayments'; id: string },
  expected: { params?: Record<string, unknown>; link: { kind: string; id: string } },
): Promise<NoticeRow> {
  const fresh = await freshNotices();
  expect(fresh.map((row) => [row.user_id, row.kind])).toEqual([[user.userId, kind]]);
  const notice = fresh[0]!;
  const written = await one<{ xmin: string }>(
    `select xmin::text as xmin from ${event.table} where id = $1`,
    [event.id],
  );
  expect(notice.xmin, "written in the event's transaction").toBe(written.xmin);
  expect(notice.params).toMatchObject(expected.params ?? {});
  expect(notice.link).toEqual(expected.link);
  return notice;
}

async function expectNoNotice(): Promise<void> {
  expect(await freshNotices()).toEqual([]);
}

/** The latest repayment of a loan (the row a repayment or withholding wrote). */
async function lastRepayment(loanId: string): Promise<string> {
  const row = await one<{ id: string }>(
    'select id from loan_repayments where loan_id = $1 order by created_at desc, id desc limit 1',
    [loanId],
  );
  return row.id;
}

const product = {
  name: 'Stock-up 90',
  minAmount: '100',
  maxAmount: '5000',
  termDays: '30,90',
  ratePerTerm: '0.03',
  fee: '20',
  repaymentKind: 'instalments',
  everyDays: 30,
  graceDays: 3,
  lateDailyRate: '0.001',
  lateCapRate: '0.05',
  earlyInterestRebate: true,
};

describe('real-name verification', () => {
  it('stores the ID number encrypted, shows it masked, reveals it only to an admin, audited', async () => {
    const status0 = await okCall(t.app, 'kyc!status', {}, { token: borrower.token });
    expect(status0.status).toBe('none');
    const idPhoto = await uploadPicture(borrower);
    const foreign = await uploadPicture(buyer);
    const refused = await call(
      t.app,
      'kyc!submit',
      { realName: 'Ada Borrower', nationality: 'de', idNumber: 'X1234567', idPhoto: foreign },
      { token: borrower.token },
    );
    expect(refused.errorKey).toBe('param.invalid');
    const sent = await okCall(
      t.app,
      'kyc!submit',
      { realName: 'Ada Borrower', nationality: 'de', idNumber: 'X1234567', idPhoto },
      { token: borrower.token },
    );
    expect(sent).toMatchObject({
      status: 'pending',
      nationality: 'DE',
      idNumberMasked: '****4567',
    });
    const again = await call(
      t.app,
      'kyc!submit',
      { realName: 'Ada Borrower', nationality: 'de', idNumber: 'X1234567', idPhoto },
      { token: borrower.token },
    );
    expect(again.errorKey).toBe('kyc.pending');
    await expectNoNotice();

    const stored = await one<{ id_number_cipher: string; id_number_last4: string }>(
      'select id_number_cipher, id_number_last4 from kyc_records where id = $1',
      [sent.id],
    );
    expect(stored.id_number_cipher).not.toContain('X1234567');
    expect(stored.id_number_last4).toBe('4567');

    const listed = await okCall(t.app, 'admin/kyc!list', {}, { token: support.token });
    expect(JSON.stringify(listed)).not.toContain('X1234567');
    const bySupport = await call(
      t.app,
      'admin/kyc!revealId',
      { id: sent.id },
      { token: support.token },
    );
    expect(bySupport.code).not.toBe('0');
    const byBorrower = await call(
      t.app,
      'admin/kyc!revealId',
      { id: sent.id },
      { token: borrower.token },
    );
    expect(byBorrower.code).not.toBe('0');
    const revealed = await okCall(
      t.app,
      'admin/kyc!revealId',
      { id: sent.id },
      { token: admin.token },
    );
    expect(revealed.idNumber).toBe('X1234567');
    const audit = await one<{ n: string }>(
      "select count(*) as n from audit_log where action = 'kyc.reveal_id' and target_id = $1 and actor_id = $2",
      [sent.id, admin.userId],
    );
    expect(Number(audit.n)).toBe(1);

    const rejectNoReason = await call(
      t.app,
      'admin/kyc!reject',
      { id: sent.id },
      { token: admin.token },
    );
    expect(rejectNoReason.errorKey).toBe('param.missing');
    const bySupportApprove = await call(
      t.app,
      'admin/kyc!approve',
      { id: sent.id },
      { token: support.token },
    );
    expect(bySupportApprove.code).not.toBe('0');
    await expectNoNotice();
    await okCall(t.app, 'admin/kyc!approve', { id: sent.id }, { token: admin.token });
    await expectOneNotice(
      borrower,
      'kyc.approved',
      { table: 'kyc_records', id: sent.id },
      { link: { kind: 'kyc', id: sent.id } },
    );
    const status = await okCall(t.app, 'kyc!status', {}, { token: borrower.token });
    expect(status.status).toBe('approved');
  });

  it("tells a rejected user why, in the user's language", async () => {
    const idPhoto = await uploadPicture(buyer);
    const sent = await okCall(
      t.app,
      'kyc!submit',
      { realName: 'Ben Buyer', nationality: 'fr', idNumber: 'P7654321', idPhoto },
      { token: buyer.token },
    );
    await okCall(
      t.app,
      'admin/kyc!reject',
      { id: sent.id, reasonCode: 'documents_incomplete' },
      { token: admin.token },
    );
    await expectOneNotice(
      buyer,
      'kyc.rejected',
      { table: 'kyc_records', id: sent.id },
      { params: { reasonCode: 'documents_incomplete' }, link: { kind: 'kyc', id: sent.id } },
    );
    const feed = await okCall(
      t.app,
      'notice!list',
      { lang: 'fr' },
      { token: buyer.token, method: 'GET' },
    );
    expect(feed.pageList[0]).toMatchObject({
      kind: 'kyc.rejected',
      params: { reason: reasonText('documents_incomplete', '', 'fr') },
      link: { kind: 'kyc', id: sent.id },
    });
    expect(feed.pageList[0].params.reason).not.toBe(reasonText('documents_incomplete', '', 'en'));
  });
});

let productId: string;

describe('products, eligibility and the quote', () => {
  it('only an admin saves products, inside the limits', async () => {
    const bySupport = await call(t.app, 'admin/loanProduct!save', product, {
      token: support.token,
    });
    expect(bySupport.code).not.toBe('0');
    const tooBig = await call(
      t.app,
      'admin/loanProduct!save',
      { ...product, maxAmount: '30000001' },
      { token: admin.token },
    );
    expect(tooBig.errorKey).toBe('param.invalid');
    const tooLong = await call(
      t.app,
      'admin/loanProduct!save',
      { ...product, termDays: '400' },
      { token: admin.token },
    );
    expect(tooLong.errorKey).toBe('param.invalid');
    const saved = await okCall(t.app, 'admin/loanProduct!save', product, { token: admin.token });
    productId = saved.id;
    expect(saved).toMatchObject({ termDays: [30, 90], ratePerTerm: '0.03', fee: '20' });
  });

  it('offers from the net sales of the last 90 days in the ledger, with the formula', async () => {
    await at('2026-01-06T04:00:00Z');
    await sale(10); // 1,000 -> 950 to the store
    await sale(30); // 3,000 -> 2,850
    await at('2026-04-20T04:00:00Z'); // the first two sales fall out of the window
    await sale(20); // 2,000 -> 1,900
    await sale(40); // 4,000 -> 3,800
    const answer = await okCall(
      t.app,
      'loan!products',
      {},
      { token: borrower.token, method: 'GET' },
    );
    const since = new Date(t.clock.now().getTime() - 90 * 86_400_000);
    const net = await one<{ total: string }>(
      `select coalesce(sum(e.amount), 0) as total from ledger_entries e
       join ledger_accounts a on a.id = e.account_id join ledger_transfers tr on tr.id = e.transfer_id
       where a.kind = 'seller' and a.owner_id = $1 and tr.kind in ('order_release', 'order_refund')
       and e.created_at >= $2 and e.created_at <= $3`,
      [store.sellerId, since.toISOString(), t.clock.now().toISOString()],
    );
    expect(answer.eligibility.netSales90).toBe(new D(net.total).toFixed());
    expect(answer.eligibility.netSales90).toBe('5700');
    expect(answer.eligibility.kycStatus).toBe('approved');
    for (const offer of answer.eligibility.offers) {
      // (net x term / 90 x share - fee) / (1 + rate), whole units, held to the product's range.
      const raw = new D('5700')
        .times(offer.termDays)
        .div(90)
        .times(AFFORDABLE_SHARE)
        .minus('20')
        .div('1.03')
        .floor();
      const expected = D.min(raw, '5000');
      expect(offer.maxAmount).toBe(expected.lt('100') ? '0' : expected.toFixed());
    }
    // An anonymous caller sees the products and no eligibility.
    const anonymous = await okCall(t.app, 'loan!products', {}, { method: 'GET' });
    expect(anonymous.eligibility).toBeNull();
    expect(anonymous.products[0].id).toBe(productId);
  });

  it('quotes every number, and apply stores the consented quote or refuses changed terms', async () => {
    const quote = await okCall(
      t.app,
      'loan!quote',
      { productId, amount: '1800', termDays: 90 },
      { token: borrower.token, method: 'GET' },
    );
    expect(quote.quote.totalInterest).toBe('54');
    expect(quote.quote.totalRepayable).toBe('1874');
    expect(quote.quote.instalments.map((x: { amount: string }) => x.amount)).toEqual([
      '618',
      '618',
      '638',
    ]);
    const sum = quote.quote.instalments.reduce(
      (s: DecimalValue, x: { amount: string }) => s.plus(x.amount),
      new D(0),
    );
    expect(sum.toFixed()).toBe(quote.quote.totalRepayable);
    expect(quote.maxAmount).toBe('2747');

    const base = {
      productId,
      amount: '1800',
      termDays: 90,
      quoteHash: quote.quoteHash,
      password: PARTY_PASSWORD,
    };
    // A stolen session alone cannot borrow: the login password again.
    const { password: _password, ...withoutPassword } = base;
    expect(
      (
        await call(
          t.app,
          'loan!apply',
          { ...withoutPassword, agree: true },
          { token: borrower.token },
        )
      ).errorKey,
    ).toBe('password.required');
    expect(
      (
        await call(
          t.app,
          'loan!apply',
          { ...base, agree: true, password: 'not-the-password' },
          { token: borrower.token },
        )
      ).errorKey,
    ).toBe('password.loginWrong');
    expect((await call(t.app, 'loan!apply', base, { token: borrower.token })).errorKey).toBe(
      'loan.agreementRequired',
    );
    expect(
      (
        await call(
          t.app,
          'loan!apply',
          { ...base, agree: true, amount: '3000' },
          { token: borrower.token },
        )
      ).errorKey,
    ).toBe('loan.amountOutOfRange');
    expect(
      (await call(t.app, 'loan!apply', { ...base, agree: true }, { token: buyer.token })).errorKey,
    ).toBe('kyc.required');
    // The operator changes the fee: the quote the borrower saw is no longer the offer.
    await okCall(
      t.app,
      'admin/loanProduct!save',
      { ...product, id: productId, fee: '25' },
      { token: admin.token },
    );
    expect(
      (await call(t.app, 'loan!apply', { ...base, agree: true }, { token: borrower.token }))
        .errorKey,
    ).toBe('loan.termsChanged');
    await okCall(
      t.app,
      'admin/loanProduct!save',
      { ...product, id: productId },
      { token: admin.token },
    );
    await expectNoNotice();
    const loan = await okCall(
      t.app,
      'loan!apply',
      { ...base, agree: true },
      {
        token: borrower.token,
        idempotencyKey: 'apply-1',
      },
    );
    expect(loan.status).toBe('reviewing');
    // Nothing is owed before the loan is paid out (issue #40 showed the total as outstanding).
    expect(loan).toMatchObject({ paid: '0', outstanding: '0', disburseTime: '' });
    expect(loan.totalDue).not.toBe('0');
    expect(loan.quoteHash).toBe(quote.quoteHash);
    expect(loan.quote).toEqual(quote.quote);
    const again = await call(
      t.app,
      'loan!apply',
      { ...base, agree: true },
      { token: borrower.token },
    );
    expect(again.errorKey).toBe('loan.unfinished');
    const replay = await okCall(
      t.app,
      'loan!apply',
      { ...base, agree: true },
      {
        token: borrower.token,
        idempotencyKey: 'apply-1',
      },
    );
    expect(replay.id).toBe(loan.id);
    await expectOneNotice(
      borrower,
      'loan.applied',
      { table: 'loans', id: loan.id },
      {
        params: { amount: '1800', termDays: 90, productName: product.name },
        link: { kind: 'loan', id: loan.id },
      },
    );
  });
});

describe('the life of a loan', () => {
  let loanId: string;

  it('approval disburses through the ledger; the borrower sees it in the wallet history', async () => {
    const list = await okCall(
      t.app,
      'admin/loan!list',
      { status: 'reviewing' },
      { token: support.token },
    );
    loanId = list.pageList[0].id;
    const bySupport = await call(
      t.app,
      'admin/loan!approve',
      { id: loanId },
      { token: support.token },
    );
    expect(bySupport.code).not.toBe('0');
    const before = await balanceOf(t.app, borrower);
    const approved = await okCall(
      t.app,
      'admin/loan!approve',
      { id: loanId },
      { token: admin.token },
    );
    expect(approved.status).toBe('loaned');
    expect(approved.schedule.map((x: { dueDate: string }) => x.dueDate)).toEqual([
      '2026-05-20',
      '2026-06-19',
      '2026-07-19',
    ]);
    expect(new D(await balanceOf(t.app, borrower)).minus(before).toFixed()).toBe('1800');
    await expectOneNotice(
      borrower,
      'loan.disbursed',
      { table: 'loans', id: loanId },
      {
        params: { amount: '1800', totalRepayable: '1874', dueDate: '2026-05-20' },
        link: { kind: 'loan', id: loanId },
      },
    );
    const history = await okCall(
      t.app,
      'wallet!history',
      { type: 'loan_disburse' },
      { token: borrower.token },
    );
    expect(history.pageList[0]).toMatchObject({ type: 'loan_disburse', amount: '1800' });
    await expectLedgerClean(t.database);
    expect(
      (await call(t.app, 'admin/loan!approve', { id: loanId }, { token: admin.token })).errorKey,
    ).toBe('loan.notPending');
    await expectNoNotice();
  });

  it('a partial repayment is idempotent and updates the schedule', async () => {
    const before = await balanceOf(t.app, borrower);
    const first = await okCall(
      t.app,
      'loan!repay',
      { loanId, amount: '700' },
      {
        token: borrower.token,
        idempotencyKey: 'repay-1',
      },
    );
    const replay = await okCall(
      t.app,
      'loan!repay',
      { loanId, amount: '700' },
      {
        token: borrower.token,
        idempotencyKey: 'repay-1',
      },
    );
    expect(replay).toEqual(first);
    await expectOneNotice(
      borrower,
      'loan.repayment',
      { table: 'loan_repayments', id: await lastRepayment(loanId) },
      { params: { amount: '700', outstanding: '1174' }, link: { kind: 'loan', id: loanId } },
    );
    expect(new D(before).minus(await balanceOf(t.app, borrower)).toFixed()).toBe('700');
    expect(first.paid).toBe('700');
    expect(first.outstanding).toBe('1174');
    expect(first.schedule.map((x: { paid: string }) => x.paid)).toEqual(['618', '82', '0']);
    expect(first.nextDue).toEqual({ number: 2, dueDate: '2026-06-19', unpaid: '536' });
    const sums = await one<{ paid: string }>(
      'select coalesce(sum(amount), 0) as paid from loan_repayments where loan_id = $1',
      [loanId],
    );
    expect(new D(sums.paid).toFixed()).toBe('700');
    const mismatch = await call(
      t.app,
      'loan!repay',
      { loanId, amount: '701' },
      {
        token: borrower.token,
        idempotencyKey: 'repay-1',
      },
    );
    expect(mismatch.errorKey).toBe('request.idempotencyMismatch');
    await expectNoNotice();
    await expectLedgerClean(t.database);
  });

  it('the overdue sweep marks the loan and charges the disclosed rule, never above the cap', async () => {
    // 2026-06-19 due; 3 grace days; 40 days late.
    await at('2026-07-29T04:00:00Z');
    const first = await runLoanSweep(t.database.db, t.clock.now(), TZ);
    expect(first).toEqual({ swept: 1, overdue: 1 });
    const same = await runLoanSweep(t.database.db, t.clock.now(), TZ);
    expect(same.swept).toBe(0);
    // Overdue: instalments 2 (536 unpaid) and 3 (638); 19.83 + 4.47 charged; the cap is 5 % of
    // each instalment (30.9 + 30.9 + 31.9).
    await expectOneNotice(
      borrower,
      'loan.overdue',
      { table: 'loans', id: loanId },
      {
        params: {
          amount: '1174',
          dueDate: '2026-06-19',
          graceDays: 3,
          lateDailyRate: '0.001',
          lateCharged: '24.3',
          lateCap: '93.7',
        },
        link: { kind: 'loan', id: loanId },
      },
    );
    const view = await okCall(
      t.app,
      'loan!info',
      { loanId },
      { token: borrower.token, method: 'GET' },
    );
    expect(view.status).toBe('overdue');
    // Instalment 2: 536 unpaid, 40 days late, 37 chargeable x 0.1 % = 19.832 -> capped at 5 % of 618.
    // Instalment 3: 638 unpaid, due 2026-07-19, 10 days late, 7 chargeable x 0.1 % = 4.466 -> 4.47.
    expect(view.schedule.map((x: { lateCharge: string }) => x.lateCharge)).toEqual([
      '0',
      '19.83',
      '4.47',
    ]);
    const row = await one<{ terms: LoanTerms; schedule: Array<{ amount: string }> }>(
      'select terms, schedule from loans where id = $1',
      [loanId],
    );
    expect(new D(view.lateCharged).lte(lateCap(row.terms, row.schedule as never))).toBe(true);
    await at('2027-03-01T04:00:00Z');
    await runLoanSweep(t.database.db, t.clock.now(), TZ);
    // Still overdue: told once, when it became so.
    await expectNoNotice();
    const late = await okCall(
      t.app,
      'loan!info',
      { loanId },
      { token: borrower.token, method: 'GET' },
    );
    expect(late.schedule.map((x: { lateCharge: string }) => x.lateCharge)).toEqual([
      '0',
      '26.8',
      '31.9',
    ]);
    expect(late.lateCharged).toBe('58.7');
    expect(new D(late.lateCharged).lte(late.lateCap)).toBe(true);
    expect(late.outstanding).toBe(new D('1874').plus('58.7').minus('700').toFixed());
  });

  it('settling pays everything owed; the loan is repaid and the ledger is clean', async () => {
    await fund(t.database, borrower.userId, '1000');
    const view = await okCall(
      t.app,
      'loan!info',
      { loanId },
      { token: borrower.token, method: 'GET' },
    );
    const tooMuch = await call(
      t.app,
      'loan!repay',
      { loanId, amount: new D(view.payoff).plus(1).toFixed() },
      {
        token: borrower.token,
      },
    );
    expect(tooMuch.errorKey).toBe('loan.notRepayable');
    await expectNoNotice();
    const done = await okCall(
      t.app,
      'loan!repay',
      { loanId, amount: view.payoff },
      { token: borrower.token },
    );
    expect(done.status).toBe('repaid');
    expect(done.outstanding).toBe('0');
    // Settling is one notice, the full repayment (not a repayment as well).
    await expectOneNotice(
      borrower,
      'loan.repaid',
      { table: 'loans', id: loanId },
      {
        params: { amount: new D('700').plus(view.payoff).toFixed(), last: view.payoff },
        link: { kind: 'loan', id: loanId },
      },
    );
    const loanPool = await one<{ balance: string }>(
      "select balance from ledger_accounts where code = 'platform:loans:USDT'",
    );
    // The pool paid 1,800 and got back 1,874 + 58.7 late.
    expect(new D(loanPool.balance).toFixed()).toBe('132.7');
    await expectLedgerClean(t.database);
  });

  it('early settlement with the rebate pays interest only to that day', async () => {
    await at('2027-03-02T04:00:00Z');
    await sale(40); // sales of the last 90 days qualify the store again
    const q = await okCall(
      t.app,
      'loan!quote',
      { productId, amount: '900', termDays: 90 },
      {
        token: borrower.token,
        method: 'GET',
      },
    );
    const application = {
      password: PARTY_PASSWORD,
      productId,
      amount: '900',
      termDays: 90,
      quoteHash: q.quoteHash,
      agree: true,
    };
    // Refused first (the borrower may apply again), with a standard reason.
    const refused = await okCall(t.app, 'loan!apply', application, { token: borrower.token });
    await expectOneNotice(
      borrower,
      'loan.applied',
      { table: 'loans', id: refused.id },
      { link: { kind: 'loan', id: refused.id } },
    );
    const noReason = await call(
      t.app,
      'admin/loan!reject',
      { id: refused.id },
      { token: admin.token },
    );
    expect(noReason.errorKey).toBe('param.missing');
    await expectNoNotice();
    await okCall(
      t.app,
      'admin/loan!reject',
      { id: refused.id, reasonCode: 'credit_criteria' },
      { token: admin.token },
    );
    await expectOneNotice(
      borrower,
      'loan.rejected',
      { table: 'loans', id: refused.id },
      {
        params: { amount: '900', reasonCode: 'credit_criteria' },
        link: { kind: 'loan', id: refused.id },
      },
    );
    const loan = await okCall(t.app, 'loan!apply', application, { token: borrower.token });
    await okCall(t.app, 'admin/loan!approve', { id: loan.id }, { token: admin.token });
    expect((await freshNotices()).map((row) => row.kind)).toEqual([
      'loan.applied',
      'loan.disbursed',
    ]);
    await at('2027-03-20T04:00:00Z'); // 18 of 90 days
    const view = await okCall(
      t.app,
      'loan!info',
      { loanId: loan.id },
      { token: borrower.token, method: 'GET' },
    );
    // 27 interest x 18 / 90 = 5.4; 900 + 20 fee + 5.4.
    expect(view.payoff).toBe('925.4');
    const done = await okCall(
      t.app,
      'loan!repay',
      { loanId: loan.id, amount: '925.4' },
      { token: borrower.token },
    );
    expect(done).toMatchObject({ status: 'repaid', outstanding: '0', waived: '21.6' });
    await expectOneNotice(
      borrower,
      'loan.repaid',
      { table: 'loans', id: loan.id },
      { params: { amount: '925.4' }, link: { kind: 'loan', id: loan.id } },
    );
    await expectLedgerClean(t.database);
  });
});

describe('sales-share withholding', () => {
  it('withholds the disclosed share of each store release, shown in the wallet history', async () => {
    const share = await okCall(
      t.app,
      'admin/loanProduct!save',
      {
        ...product,
        name: 'Sales share 60',
        termDays: '60',
        repaymentKind: 'salesShare',
        sharePercent: '10',
        everyDays: '',
      },
      { token: admin.token },
    );
    const q = await okCall(
      t.app,
      'loan!quote',
      { productId: share.id, amount: '500', termDays: 60 },
      {
        token: borrower.token,
        method: 'GET',
      },
    );
    expect(q.quote.instalments).toHaveLength(1);
    const loan = await okCall(
      t.app,
      'loan!apply',
      {
        productId: share.id,
        amount: '500',
        termDays: 60,
        quoteHash: q.quoteHash,
        agree: true,
        password: PARTY_PASSWORD,
      },
      { token: borrower.token },
    );
    await okCall(t.app, 'admin/loan!approve', { id: loan.id }, { token: admin.token });
    expect((await freshNotices()).map((row) => row.kind)).toEqual([
      'loan.applied',
      'loan.disbursed',
    ]);
    const storeBefore = await one<{ balance: string }>(
      "select balance from ledger_accounts where kind = 'seller' and owner_id = $1",
      [store.sellerId],
    );
    const orderId = await sale(10); // 1,000 -> 950 to the store -> 95 withheld
    const storeAfter = await one<{ balance: string }>(
      "select balance from ledger_accounts where kind = 'seller' and owner_id = $1",
      [store.sellerId],
    );
    expect(new D(storeAfter.balance).minus(storeBefore.balance).toFixed()).toBe('855');
    const view = await okCall(
      t.app,
      'loan!info',
      { loanId: loan.id },
      { token: borrower.token, method: 'GET' },
    );
    expect(view.paid).toBe('95');
    const serial = await one<{ serial_number: string }>(
      'select serial_number from orders where id = $1',
      [orderId],
    );
    // 535 owed (500 + 3 % + 20 fee), 95 withheld.
    await expectOneNotice(
      borrower,
      'loan.withheld',
      { table: 'loan_repayments', id: await lastRepayment(loan.id) },
      {
        params: { amount: '95', outstanding: '440', serialNumber: serial.serial_number },
        link: { kind: 'loan', id: loan.id },
      },
    );
    expect(view.repayments).toEqual([
      expect.objectContaining({ kind: 'withhold', amount: '95', orderId }),
    ]);
    const history = await okCall(t.app, 'wallet!history', {}, { token: borrower.token });
    const kinds = history.pageList
      .slice(0, 2)
      .map((x: { type: string; amount: string }) => [x.type, x.amount]);
    expect(kinds).toEqual([
      ['loan_repay', '-95'],
      ['loan_withhold', '95'],
    ]);
    // Enough sales repay the rest (535 total: 500 + 3 % + 20), never withholding more than owed.
    for (let i = 0; i < 5; i++) await sale(10);
    const done = await okCall(
      t.app,
      'loan!info',
      { loanId: loan.id },
      { token: borrower.token, method: 'GET' },
    );
    expect(done.status).toBe('repaid');
    expect(done.paid).toBe('535');
    // One notice per withholding; the one that settled the loan says so instead.
    const later = await freshNotices();
    expect(later.length).toBe(done.repayments.length - 1);
    expect(later.map((row) => row.kind)).toEqual([
      ...Array<string>(later.length - 1).fill('loan.withheld'),
      'loan.repaid',
    ]);
    expect(later.every((row) => row.user_id === borrower.userId)).toBe(true);
    expect(later.at(-1)!.params).toMatchObject({ amount: '535', withheld: true });
    await expectLedgerClean(t.database);
  });
});

describe("the store's loan lookup on each release", () => {
  it('goes through the partial index of running sales-share loans', async () => {
    const query = salesShareLoanOfStoreQuery(t.database.db, store.sellerId).toSQL();
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      // A handful of rows would be read whole anyway; this asks whether the index can serve.
      await client.query('set local enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${query.sql}`,
        query.params,
      );
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('loans_running_sales_share_store_idx');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

describe('access and the sweep under concurrency', () => {
  let loanId: string;

  it('nobody else reads or repays a loan; guests get no quote', async () => {
    await sale(40);
    const products = await okCall(t.app, 'loan!products', {}, { token: borrower.token });
    const q = await okCall(
      t.app,
      'loan!quote',
      { productId: products.products[0].id, amount: '300', termDays: 30 },
      { token: borrower.token, method: 'GET' },
    );
    const loan = await okCall(
      t.app,
      'loan!apply',
      {
        productId: products.products[0].id,
        amount: '300',
        termDays: 30,
        quoteHash: q.quoteHash,
        agree: true,
        password: PARTY_PASSWORD,
      },
      { token: borrower.token },
    );
    loanId = loan.id;
    await okCall(t.app, 'admin/loan!approve', { id: loanId }, { token: admin.token });
    const read = await call(t.app, 'loan!info', { loanId }, { token: buyer.token });
    expect(read.errorKey).toBe('resource.notFound');
    const repaid = await call(t.app, 'loan!repay', { loanId, amount: '1' }, { token: buyer.token });
    expect(repaid.errorKey).toBe('resource.notFound');
    const listed = await okCall(t.app, 'loan!list', {}, { token: buyer.token });
    expect(listed.pageList).toEqual([]);
    const guest = await t.app.inject({
      method: 'GET',
      url: `/api/loan!quote.action?productId=${products.products[0].id}&amount=300&termDays=30`,
    });
    expect(guest.statusCode).toBe(403);
    const byBuyer = await call(t.app, 'admin/loan!list', {}, { token: buyer.token });
    expect(byBuyer.code).not.toBe('0');
  });

  it('two sweeps at once look at each running loan once a day', async () => {
    const view = await okCall(t.app, 'loan!info', { loanId }, { token: borrower.token });
    const due = view.schedule[0].dueDate as string;
    await at(new Date(Date.parse(`${due}T04:00:00Z`) + 10 * 86_400_000).toISOString());
    const results = await Promise.all([
      runLoanSweep(t.database.db, t.clock.now(), TZ),
      runLoanSweep(t.database.db, t.clock.now(), TZ),
    ]);
    expect(results[0].swept + results[1].swept).toBe(1);
    expect((await freshNotices()).map((row) => row.kind)).toEqual([
      'loan.applied',
      'loan.disbursed',
      'loan.overdue',
    ]);
    const late = await okCall(t.app, 'loan!info', { loanId }, { token: borrower.token });
    expect(late.status).toBe('overdue');
    // 10 days late, 3 of grace: 7 x 0.1 % of 329 (300 + 3 % + 20 fee).
    expect(late.schedule[0].lateCharge).toBe('2.3');
    const row = await one<{ late_charges: Record<string, string> }>(
      'select late_charges from loans where id = $1',
      [loanId],
    );
    expect(row.late_charges).toEqual({ '1': '2.3' });
    await expectLedgerClean(t.database);
  });
});
