// The ledger service on a real PostgreSQL: random histories posted through postTransfer match the
// pure model (domain/ledger/transfer.ts) and leave the ledger check clean; concurrent debits of one
// balance are serialized by the row locks, so exactly one of them can spend it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRef } from '../../../domain/ledger/accounts.ts';
import { applyTransfer, move, type AccountState } from '../../../domain/ledger/transfer.ts';
import { D } from '../../../domain/money.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import { accountBalance, checkLedger, postTransfer } from './ledger.service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase({ max: 40 });
});
afterAll(async () => {
  await database.close();
});

const user = (run: number, name: string): AccountRef => ({
  code: `test:${run}:${name}`,
  kind: 'user_available',
  ownerId: `${run}-${name}`,
  currency: 'USDT',
  allowNegative: false,
});
const outside = (run: number): AccountRef => ({
  code: `test:${run}:clearing`,
  kind: 'clearing',
  ownerId: null,
  currency: 'USDT',
  allowNegative: true,
});

const amountArb = fc
  .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 99 }))
  .map(([whole, cents]) => new D(`${whole}.${String(cents).padStart(2, '0')}`).toFixed())
  .filter((text) => text !== '0');
const names = ['a', 'b', 'c', 'clearing'] as const;
const stepArb = fc
  .tuple(fc.constantFrom(...names), fc.constantFrom(...names), amountArb)
  .filter(([from, to]) => from !== to);

describe('ledger on PostgreSQL', () => {
  let run = 0;

  it('posts random histories exactly as the model says, and the ledger check stays clean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const ref = (name: (typeof names)[number]) =>
          name === 'clearing' ? outside(run) : user(run, name);
        const model: Record<string, AccountState> = {};
        for (const name of names)
          model[ref(name).code] = { balance: '0', allowNegative: name === 'clearing' };
        for (const [from, to, amount] of steps) {
          const expected = applyTransfer(model, move(ref(from).code, ref(to).code, amount));
          const posted = await database.db.transaction((tx) =>
            postTransfer(tx, {
              kind: 'test',
              reference: null,
              now: new Date(),
              legs: [
                { account: ref(from), amount: new D(amount).negated().toFixed() },
                { account: ref(to), amount },
              ],
            }),
          );
          expect(posted.ok).toBe(expected.ok);
          if (expected.ok)
            for (const [code, balance] of Object.entries(expected.balances))
              model[code] = { ...model[code]!, balance };
        }
        for (const name of names)
          expect(
            new D(await accountBalance(database.db, ref(name))).equals(
              model[ref(name).code]!.balance,
            ),
          ).toBe(true);
      }),
      { numRuns: 40 },
    );
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it('30 concurrent debits of the whole balance: exactly one succeeds', async () => {
    const source = user(9999, 'rich');
    const world = outside(9999);
    await database.db.transaction((tx) =>
      postTransfer(tx, {
        kind: 'test',
        reference: null,
        now: new Date(),
        legs: [
          { account: world, amount: '-100' },
          { account: source, amount: '100' },
        ],
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        database.db.transaction((tx) =>
          postTransfer(tx, {
            kind: 'test-spend',
            reference: `spend-${i}`,
            now: new Date(),
            legs: [
              { account: source, amount: '-100' },
              { account: user(9999, `sink${i}`), amount: '100' },
            ],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await accountBalance(database.db, source)).toBe('0');
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it('posts a (kind, reference) movement at most once', async () => {
    const a = user(8888, 'a');
    const world = outside(8888);
    const post = () =>
      database.db.transaction((tx) =>
        postTransfer(tx, {
          kind: 'test-once',
          reference: 'same-record',
          now: new Date(),
          legs: [
            { account: world, amount: '-5' },
            { account: a, amount: '5' },
          ],
        }),
      );
    const results = await Promise.all([post(), post(), post()]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'alreadyPosted')).toHaveLength(2);
    expect(await accountBalance(database.db, a)).toBe('5');
  });
});
