// The double-entry rules on random histories: money is never created or destroyed, non-overdraft
// accounts never go negative, and balances always equal the sum of the posted legs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money.ts';
import { applyTransfer, move, transferProblem, type AccountState, type Leg } from './transfer.ts';

const accounts = ['alice', 'bob', 'carol', 'fees'];
const amountArb = fc
  .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 9_999_999_999 }))
  .map(([whole, frac]) => new D(`${whole}.${String(frac).padStart(10, '0')}`).toFixed())
  .filter((text) => !new D(text).isZero());

const transferArb = fc.oneof(
  fc
    .tuple(fc.constantFrom(...accounts, 'clearing'), fc.constantFrom(...accounts), amountArb)
    .filter(([from, to]) => from !== to)
    .map(([from, to, amount]) => move(from, to, amount)),
  // Three-leg transfers, like a withdrawal settling to the chain and the fee account.
  fc
    .tuple(fc.constantFrom(...accounts), amountArb, amountArb)
    .filter(([from]) => from !== 'fees')
    .map(([from, a, b]): Leg[] => [
      { account: from, amount: new D(a).plus(b).negated().toFixed() },
      { account: 'clearing', amount: a },
      { account: 'fees', amount: b },
    ]),
);

function initial(): Record<string, AccountState> {
  const state: Record<string, AccountState> = {
    clearing: { balance: '0', allowNegative: true },
  };
  for (const name of accounts) state[name] = { balance: '0', allowNegative: false };
  return state;
}

describe('ledger transfers', () => {
  it('conserve money and never overdraw, over random histories', () => {
    fc.assert(
      fc.property(fc.array(transferArb, { maxLength: 40 }), (history) => {
        const state = initial();
        const posted: Leg[][] = [];
        for (const legs of history) {
          const result = applyTransfer(state, legs);
          if (!result.ok) {
            expect(result.reason).toBe('insufficient');
            continue;
          }
          for (const [account, balance] of Object.entries(result.balances))
            state[account] = { ...state[account]!, balance };
          posted.push(legs);
        }
        let total = new D(0);
        for (const [name, account] of Object.entries(state)) {
          total = total.plus(account.balance);
          if (!account.allowNegative) expect(new D(account.balance).gte(0)).toBe(true);
          const sum = posted
            .flat()
            .filter((leg) => leg.account === name)
            .reduce((acc, leg) => acc.plus(leg.amount), new D(0));
          expect(sum.equals(account.balance)).toBe(true);
        }
        expect(total.isZero()).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('refuse a debit beyond the balance and leave nothing half-applied', () => {
    fc.assert(
      fc.property(amountArb, amountArb, (balance, debit) => {
        const state = {
          a: { balance, allowNegative: false },
          b: { balance: '0', allowNegative: false },
        };
        const result = applyTransfer(state, move('a', 'b', debit));
        if (new D(debit).gt(balance)) {
          expect(result).toEqual({ ok: false, reason: 'insufficient', account: 'a' });
        } else {
          expect(result.ok).toBe(true);
          if (result.ok)
            expect(new D(result.balances.a!).plus(result.balances.b!).equals(balance)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('reject legs that do not balance, are zero, repeat an account or exceed 10 decimals', () => {
    fc.assert(
      fc.property(amountArb, amountArb, (a, b) => {
        fc.pre(!new D(a).equals(b));
        expect(
          transferProblem([
            { account: 'x', amount: `-${a}` },
            { account: 'y', amount: b },
          ]),
        ).toBe('unbalanced');
      }),
      { numRuns: 1000 },
    );
    expect(transferProblem([{ account: 'x', amount: '1' }])).toBe('empty');
    expect(
      transferProblem([
        { account: 'x', amount: '0' },
        { account: 'y', amount: '0' },
      ]),
    ).toBe('zeroLeg');
    expect(
      transferProblem([
        { account: 'x', amount: '-1' },
        { account: 'x', amount: '1' },
      ]),
    ).toBe('sameAccountTwice');
    expect(transferProblem(move('x', 'y', '0.00000000001'))).toBe('tooPrecise');
    expect(transferProblem(move('x', 'y', '0.0000000001'))).toBeNull();
  });
});
