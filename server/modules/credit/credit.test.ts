// Merchant credit on a real PostgreSQL through HTTP: real-name verification (ID number encrypted
// at rest, masked, full reads for admins only and audited), products, eligibility from the store's
// ledger sales (recomputed here with SQL), the quote before consent, apply refused on changed terms,
// approval disbursing through the ledger, idempotent and early repayment, sales-share withholding
// from store releases, and the daily overdue sweep never charging above the disclosed cap.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lateCap } from '../../../domain/credit/loan.ts';
import { AFFORDABLE_SHARE, type LoanTerms } from '../../../domain/credit/quote.ts';
import { D, type DecimalValue } from '../../../domain/money.ts';
import { multipart } from '../../testing/multipart.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import {
  addAddress,
  balanceOf,
  call,
  createListing,
  createParty,
  createStore,
  expectLedgerClean,
  fund,
  okCall,
  relogin,
  setParameter,
  type Party,
  type Store,
} from '../order/order.test-support.ts';
import { runLoanSweep } from './credit.jobs.ts';

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
let addressId: string;

beforeAll(async () => {
  t = await createTestApp({
    clock: testClock('2026-01-05T04:00:00Z'),
    config: {
      order: { sweepIntervalMs: 0 },
      credit: { kycEncryptionKey: KEY, sweepIntervalMs: 0 },
      platformTimeZone: TZ,
    },
  });
  buyer = await createParty(t.app, t.database);
  borrower = await createParty(t.app, t.database, ['user', 'seller']);
  admin = await createParty(t.app, t.database, ['user', 'admin']);
  support = await createParty(t.app, t.database, ['user', 'support']);
  store = await createStore(t.database, borrower);
  listing = await createListing(t.database, store, { sellingPrice: '100', stock: 100000 });
  addressId = await addAddress(t.app, buyer);
  await fund(t.database, buyer.userId, '1000000');
  await setParameter(t.database, 'order_max_unpaid', '100');
  await setParameter(t.database, 'order_commission_rate', '0.05');
});

afterAll(async () => {
  await t?.close();
});

async function at(time: string): Promise<void> {
  t.clock.set(time);
  for (const party of [buyer, borrower, admin, support]) await relogin(t.app, party);
}

/** An order of `num` x 100 placed, paid, shipped and received: released to the store. */
async function sale(num: number): Promise<string> {
  const submitted = await okCall(
    t.app,
    'order!submit',
    { addressId, items: [{ sellerGoodsId: listing, num }] },
    { token: buyer.token },
  );
  const orderId = submitted.orders[0].orderId as string;
  await okCall(t.app, 'order!pay', { orderId, payMethod: 'balance' }, { token: buyer.token });
  await okCall(
    t.app,
    'seller/order!ship',
    { orderId, carrier: 'Post', trackingNumber: `T-${orderId}` },
    { token: borrower.token },
  );
  await okCall(t.app, 'order!receipt', { orderId }, { token: buyer.token });
  return orderId;
}

async function uploadPicture(who: Party): Promise<string> {
  const data = await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const body = multipart({ moduleName: 'loan' }, { name: 'id.png', type: 'image/png', data });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploadimg!execute.action',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${who.token}` },
    payload: body.payload,
  });
  return res.json<{ data: { data: string } }>().data.data;
}

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  const rows = await t.database.pool.query(text, values);
  return rows.rows[0] as T;
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
    await okCall(t.app, 'admin/kyc!approve', { id: sent.id }, { token: admin.token });
    const status = await okCall(t.app, 'kyc!status', {}, { token: borrower.token });
    expect(status.status).toBe('approved');
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

    const base = { productId, amount: '1800', termDays: 90, quoteHash: quote.quoteHash };
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
    const loan = await okCall(
      t.app,
      'loan!apply',
      { ...base, agree: true },
      {
        token: borrower.token,
        key: 'apply-1',
      },
    );
    expect(loan.status).toBe('reviewing');
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
        key: 'apply-1',
      },
    );
    expect(replay.id).toBe(loan.id);
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
  });

  it('a partial repayment is idempotent and updates the schedule', async () => {
    const before = await balanceOf(t.app, borrower);
    const first = await okCall(
      t.app,
      'loan!repay',
      { loanId, amount: '700' },
      {
        token: borrower.token,
        key: 'repay-1',
      },
    );
    const replay = await okCall(
      t.app,
      'loan!repay',
      { loanId, amount: '700' },
      {
        token: borrower.token,
        key: 'repay-1',
      },
    );
    expect(replay).toEqual(first);
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
        key: 'repay-1',
      },
    );
    expect(mismatch.errorKey).toBe('request.idempotencyMismatch');
    await expectLedgerClean(t.database);
  });

  it('the overdue sweep marks the loan and charges the disclosed rule, never above the cap', async () => {
    // 2026-06-19 due; 3 grace days; 40 days late.
    await at('2026-07-29T04:00:00Z');
    const first = await runLoanSweep(t.database.db, t.clock.now(), TZ);
    expect(first).toEqual({ swept: 1, overdue: 1 });
    const same = await runLoanSweep(t.database.db, t.clock.now(), TZ);
    expect(same.swept).toBe(0);
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
    const done = await okCall(
      t.app,
      'loan!repay',
      { loanId, amount: view.payoff },
      { token: borrower.token },
    );
    expect(done.status).toBe('repaid');
    expect(done.outstanding).toBe('0');
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
    const loan = await okCall(
      t.app,
      'loan!apply',
      {
        productId,
        amount: '900',
        termDays: 90,
        quoteHash: q.quoteHash,
        agree: true,
      },
      { token: borrower.token },
    );
    await okCall(t.app, 'admin/loan!approve', { id: loan.id }, { token: admin.token });
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
      },
      { token: borrower.token },
    );
    await okCall(t.app, 'admin/loan!approve', { id: loan.id }, { token: admin.token });
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
    // Enough sales repay the rest (537 total: 500 + 3 % + 20), never withholding more than owed.
    for (let i = 0; i < 5; i++) await sale(10);
    const done = await okCall(
      t.app,
      'loan!info',
      { loanId: loan.id },
      { token: borrower.token, method: 'GET' },
    );
    expect(done.status).toBe('repaid');
    expect(done.paid).toBe('535');
    await expectLedgerClean(t.database);
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
