// Account cancellation against what the account still owes or is owed (issue #33), on a real
// PostgreSQL through HTTP: the store's earnings are moved to the owner's wallet in the
// cancellation's transaction (one balanced `store_transfer`), and the cancellation is refused with
// the list of what must be settled first, each item in the caller's language: the wallet's money,
// a loan application not decided, paid orders not finished as the buyer and as the store, a
// deposit still waiting for review. Once all is settled, the account closes, its unpaid orders are
// cancelled with their stock returned, and a deposit form opened before cannot be sent. A deposit
// request racing the closure either lands first (and the closure is refused) or is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearing, userAvailable } from '../../../domain/ledger/accounts.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import { uploadTestPicture } from '../../testing/uploads.ts';
import { ensureAccounts, postTransfer } from '../ledger/index.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  balanceOf,
  PROOF,
  stockOf,
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
import { createParty, type Party, PARTY_PASSWORD } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let owner: Party;
let admin: Party;
let store: Store;
let listing: string;
let otherListing: string;
let buyerSteps: OrderSteps;
let ownerSteps: OrderSteps;
let other: Party;

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    clock: testClock('2026-01-05T04:00:00Z'),
    config: {
      // Manual deposits open (they need a way out: a network without a node, jobs off).
      wallet: {
        ...base.wallet,
        chain: testChain(),
        manualDepositAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      },
      order: { sweepIntervalMs: 0 },
      credit: { kycEncryptionKey: 'ef'.repeat(32), sweepIntervalMs: 0, retentionDays: 180 },
    },
  });
  await releaseOnReceipt(t.database);
  await setParameter(t.database, 'order_max_unpaid', '100');
  await setParameter(t.database, 'order_commission_rate', '0.05');
  const buyer = await createParty(t);
  owner = await createParty(t, { roles: ['user', 'seller'] });
  other = await createParty(t, { roles: ['user', 'seller'] });
  admin = await createParty(t, { roles: ['user', 'admin'] });
  store = await createStore(t.database, owner);
  listing = await createListing(t.database, store, { sellingPrice: '100', stock: 1000 });
  otherListing = await createListing(t.database, await createStore(t.database, other), {
    sellingPrice: '40',
    stock: 1000,
  });
  buyerSteps = orderSteps(t.app, buyer, await addAddress(t.app, buyer));
  ownerSteps = orderSteps(t.app, owner, await addAddress(t.app, owner));
  await fund(t.database, buyer.userId, '100000');
  await fund(t.database, owner.userId, '100');
});

afterAll(async () => {
  await t?.close();
});

const cancel = (lang: string) =>
  call(
    t.app,
    'user!logoff',
    { reason: 'closing the shop', password: PARTY_PASSWORD, lang },
    {
      token: owner.token,
    },
  );

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  return (await t.database.pool.query(text, values)).rows[0] as T;
}

const storeBalance = async () =>
  (
    await one<{ balance: string } | undefined>(
      'select balance::text from ledger_accounts where code = $1',
      [`seller:${store.sellerId}:available:USDT`],
    )
  )?.balance ?? '0';

const uploadPicture = (who: Party): Promise<string> => uploadTestPicture(t.app, who.token, 'loan');

describe('account cancellation with a store, orders and a loan', () => {
  let storeOrder: string;
  let boughtOrder: string;
  let loanId: string;

  it('moves the store earnings to the wallet and lists what must be settled, in the caller language', async () => {
    await buyerSteps.released(listing, owner, 2);
    storeOrder = await buyerSteps.paid(listing, 1);
    boughtOrder = await ownerSteps.paid(otherListing, 1);
    // A loan application waiting for a decision.
    const idPhoto = await uploadPicture(owner);
    const kyc = await okCall(
      t.app,
      'kyc!submit',
      { realName: 'Olga Owner', nationality: 'de', idNumber: 'X7654321', idPhoto },
      { token: owner.token },
    );
    await okCall(t.app, 'admin/kyc!approve', { id: kyc.id }, { token: admin.token });
    const product = await okCall(
      t.app,
      'admin/loanProduct!save',
      {
        name: 'Steady 90',
        minAmount: '10',
        maxAmount: '1000',
        termDays: '90',
        ratePerTerm: '0.02',
        fee: '0',
        repaymentKind: 'single',
        graceDays: 3,
        lateDailyRate: '0.001',
        lateCapRate: '0.05',
      },
      { token: admin.token },
    );
    const quoted = await okCall(
      t.app,
      'loan!quote',
      { productId: product.id, amount: '10', termDays: 90 },
      { token: owner.token, method: 'GET' },
    );
    loanId = (
      await okCall(
        t.app,
        'loan!apply',
        {
          productId: product.id,
          amount: '10',
          termDays: 90,
          quoteHash: quoted.quoteHash,
          agree: true,
          password: PARTY_PASSWORD,
        },
        { token: owner.token },
      )
    ).id;

    // 200 released less 5 % commission; the owner's wallet had 100 and paid 40.
    expect(await storeBalance()).toBe('190.0000000000');
    expect(await balanceOf(t.app, owner)).toBe('60');
    const refused = await cancel('de');
    expect(refused.errorKey).toBe('cancel.unsettled');
    expect(refused.msg).toBe(
      'Das Konto kann noch nicht gekündigt werden. Erledigen Sie zuerst: ' +
        'die 250 USDT in Ihrer Wallet auszahlen oder ausgeben; ' +
        'Ihren Kredit zurückzahlen oder die Entscheidung über Ihren Kreditantrag abwarten; ' +
        '1 bezahlte Bestellung(en), die Sie gekauft haben, sind noch nicht abgeschlossen (empfangen oder Erstattung abschließen); ' +
        '1 bezahlte Bestellung(en) Ihres Shops sind noch nicht abgeschlossen (versenden oder Erstattung erledigen)',
    );
    // Settled in the refused call's transaction: one balanced posting, the store emptied.
    expect(await storeBalance()).toBe('0.0000000000');
    expect(await balanceOf(t.app, owner)).toBe('250');
    const moved = await t.database.pool.query<{ memo: string }>(
      "select memo from ledger_transfers where kind = 'store_transfer'",
    );
    expect(moved.rows).toEqual([
      { memo: 'store earnings to the owner wallet on account cancellation' },
    ]);
    await expectLedgerClean(t.database);
    // Asked again: nothing more to move, the same list (in English now).
    const again = await cancel('en');
    expect(again.msg).toContain('withdraw or spend the 250 USDT in your wallet');
    expect(again.msg).toContain('1 paid order(s) of your store are not finished yet');
    expect(
      (await t.database.pool.query("select 1 from ledger_transfers where kind = 'store_transfer'"))
        .rowCount,
    ).toBe(1);
    expect((await okCall(t.app, 'localuser!get', {}, { token: owner.token })).username).toBe(
      owner.username,
    );
  });

  it('closes the account once everything is settled', async () => {
    await okCall(
      t.app,
      'admin/loan!reject',
      { id: loanId, reasonCode: 'credit_criteria' },
      { token: admin.token },
    );
    await buyerSteps.ship(storeOrder, owner);
    await buyerSteps.receive(storeOrder);
    await ownerSteps.ship(boughtOrder, other);
    await ownerSteps.receive(boughtOrder);
    // The last release is moved too; then only the wallet is left.
    const left = await cancel('en');
    expect(left.msg).toBe(
      'The account cannot be cancelled yet. Settle these first: withdraw or spend the 345 USDT in your wallet',
    );
    expect(await storeBalance()).toBe('0.0000000000');
    // The money leaves (as a paid-out withdrawal would), then the account closes.
    await t.database.db.transaction(async (tx) => {
      await postTransfer(tx, {
        kind: 'test_payout',
        reference: `closure-${owner.userId}`,
        legs: [
          { account: userAvailable(owner.userId), amount: '-345' },
          { account: clearing('TEST'), amount: '345' },
        ],
        now: t.clock.now(),
      });
    });
    expect((await cancel('en')).code).toBe('0');
    expect((await call(t.app, 'localuser!get', {}, { token: owner.token })).code).not.toBe('0');
    await expectLedgerClean(t.database);
  });
});

describe('account cancellation with deposits in progress and unpaid orders', () => {
  const cancelAs = (who: Party) =>
    call(
      t.app,
      'user!logoff',
      { reason: 'moving on', password: PARTY_PASSWORD, lang: 'en' },
      { token: who.token },
    );
  const openForm = async (who: Party) =>
    (
      await okCall<{ session_token: string }>(
        t.app,
        'rechargeBlockchain!recharge_open',
        {},
        { token: who.token },
      )
    ).session_token;
  const requestDeposit = (who: Party, sessionToken: string) =>
    call<{ id: string }>(
      t.app,
      'rechargeBlockchain!recharge',
      { session_token: sessionToken, symbol: 'USDT', amount: '25', img: PROOF },
      { token: who.token },
    );

  it('waits for a deposit under review, then cancels the unpaid orders and spends the open forms', async () => {
    const leaving = await createParty(t);
    const steps = orderSteps(t.app, leaving, await addAddress(t.app, leaving));
    const stockBefore = await stockOf(t.database, otherListing);
    const unpaid = await steps.placed(otherListing, 3);
    expect(await stockOf(t.database, otherListing)).toBe(stockBefore - 3);
    const deposit = await requestDeposit(leaving, await openForm(leaving));
    expect(deposit.code).toBe('0');

    const refused = await cancelAs(leaving);
    expect(refused.errorKey).toBe('cancel.unsettled');
    expect(refused.msg).toBe(
      'The account cannot be cancelled yet. Settle these first: ' +
        'wait until your 1 deposit(s) in progress are credited or rejected',
    );
    // Refused: the unpaid order is untouched.
    expect(
      (await one<{ status: number }>('select status from orders where id = $1', [unpaid])).status,
    ).toBe(0);

    await okCall(
      t.app,
      'admin/deposit!reject',
      { id: deposit.data.id, reasonCode: 'proof_unclear' },
      { token: admin.token },
    );
    const form = await openForm(leaving);
    expect((await cancelAs(leaving)).code).toBe('0');
    const order = await one<{ status: number; cancelled_at: Date | null }>(
      'select status, cancelled_at from orders where id = $1',
      [unpaid],
    );
    expect(order.status).toBe(-1);
    expect(order.cancelled_at).not.toBeNull();
    expect(await stockOf(t.database, otherListing)).toBe(stockBefore);
    // The form opened before the closure is spent: nothing can be requested for a closed account.
    const late = await one<{ n: string }>(
      'select count(*)::text as n from wallet_session_tokens where token = $1 and used_at is null',
      [form],
    );
    expect(late.n).toBe('0');
    await expectLedgerClean(t.database);
  });

  // The race made certain: a connection of the test holds the wallet's lock while the two calls
  // start one after the other, each let go only once it waits for that lock; then the lock is
  // released and the first in the queue goes first. Whichever goes first, the other is refused, and
  // no closed account is left with a deposit waiting.
  async function race(first: 'closure' | 'deposit') {
    const racer = await createParty(t);
    const form = await openForm(racer);
    await ensureAccounts(t.database.db, [userAvailable(racer.userId)]);
    const blocker = await t.database.pool.connect();
    let closing: Awaited<ReturnType<typeof cancelAs>> | undefined;
    let depositing: Awaited<ReturnType<typeof requestDeposit>> | undefined;
    const waiting = async (count: number, settled: () => boolean) => {
      for (let tries = 0; tries < 400 && !settled(); tries++) {
        const row = await one<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (row.n >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from ledger_accounts where code = $1 for update', [
        userAvailable(racer.userId).code,
      ]);
      const startClosure = () => cancelAs(racer).then((answer) => (closing = answer));
      const startDeposit = () =>
        requestDeposit(racer, form).then((answer) => (depositing = answer));
      const calls: Array<Promise<unknown>> = [];
      calls.push(first === 'closure' ? startClosure() : startDeposit());
      await waiting(1, () => (first === 'closure' ? closing : depositing) !== undefined);
      calls.push(first === 'closure' ? startDeposit() : startClosure());
      await waiting(2, () => closing !== undefined && depositing !== undefined);
      await blocker.query('commit');
      await Promise.all(calls);
    } finally {
      blocker.release();
    }
    return { racer, closing: closing!, depositing: depositing! };
  }

  it('a closure that takes the wallet first refuses the deposit request waiting behind it', async () => {
    const { racer, closing, depositing } = await race('closure');
    expect(closing.code).toBe('0');
    expect(depositing.errorKey).toBe('wallet.sessionTokenInvalid');
    const pending = await one<{ n: number }>(
      "select count(*)::int as n from deposits where user_id = $1 and status = 'pending_review'",
      [racer.userId],
    );
    expect(pending.n).toBe(0);
  });

  it('a deposit request that takes the wallet first is listed by the closure waiting behind it', async () => {
    const { racer, closing, depositing } = await race('deposit');
    expect(depositing.code).toBe('0');
    expect(closing.errorKey).toBe('cancel.unsettled');
    expect(closing.msg).toContain('wait until your 1 deposit(s) in progress');
    expect((await okCall(t.app, 'localuser!get', {}, { token: racer.token })).username).toBe(
      racer.username,
    );
  });
});
