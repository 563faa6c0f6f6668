// Account cancellation against what the account still owes or is owed (issue #33), on a real
// PostgreSQL through HTTP: the store's earnings are moved to the owner's wallet in the
// cancellation's transaction (one balanced `store_transfer`), and the cancellation is refused with
// the list of what must be settled first, each item in the caller's language: the wallet's money,
// a loan application not decided, paid orders not finished as the buyer and as the store. Once
// all is settled, the account closes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearing, userAvailable } from '../../../domain/ledger/accounts.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { uploadTestPicture } from '../../testing/uploads.ts';
import { postTransfer } from '../ledger/index.ts';
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
  t = await createTestApp({
    clock: testClock('2026-01-05T04:00:00Z'),
    config: {
      order: { sweepIntervalMs: 0 },
      credit: { kycEncryptionKey: 'ef'.repeat(32), sweepIntervalMs: 0 },
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
