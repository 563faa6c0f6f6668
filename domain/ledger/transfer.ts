// The double-entry rule as pure functions: a transfer is a set of signed legs that sum to zero, and
// applying it to balances must leave every non-overdraft account at or above zero. The server's
// ledger runs exactly these rules under row locks; property tests check them on random histories.
import type Decimal from 'decimal.js';
import { D, MAX_DECIMALS, type DecimalValue } from '../money.ts';

export interface Leg {
  account: string;
  /** Signed decimal string: positive adds to the account, negative takes from it. */
  amount: string;
}

export interface AccountState {
  balance: string;
  allowNegative: boolean;
}

export type TransferProblem =
  'empty' | 'unbalanced' | 'zeroLeg' | 'tooPrecise' | 'sameAccountTwice';

/** Why a set of legs is not a valid transfer, or null when it is. */
export function transferProblem(legs: readonly Leg[]): TransferProblem | null {
  if (legs.length < 2) return 'empty';
  const seen = new Set<string>();
  let total: DecimalValue = new D(0);
  for (const leg of legs) {
    if (seen.has(leg.account)) return 'sameAccountTwice';
    seen.add(leg.account);
    const value = new D(leg.amount);
    if (value.isZero()) return 'zeroLeg';
    if (value.decimalPlaces() > MAX_DECIMALS) return 'tooPrecise';
    total = total.plus(value);
  }
  return total.isZero() ? null : 'unbalanced';
}

export type ApplyResult =
  | { ok: true; balances: Record<string, string> }
  | { ok: false; reason: 'invalid'; problem: TransferProblem }
  | { ok: false; reason: 'insufficient'; account: string };

/** New balances of the touched accounts, or why the transfer cannot be posted. */
export function applyTransfer(
  accounts: Readonly<Record<string, AccountState>>,
  legs: readonly Leg[],
): ApplyResult {
  const problem = transferProblem(legs);
  if (problem) return { ok: false, reason: 'invalid', problem };
  const balances: Record<string, string> = {};
  for (const leg of legs) {
    const state = accounts[leg.account] ?? { balance: '0', allowNegative: false };
    const next = new D(state.balance).plus(leg.amount);
    if (next.isNegative() && !next.isZero() && !state.allowNegative) {
      return { ok: false, reason: 'insufficient', account: leg.account };
    }
    balances[leg.account] = next.toFixed();
  }
  return { ok: true, balances };
}

/** A simple two-leg movement of a positive amount from one account to another. */
export function move(from: string, to: string, amount: Decimal.Value): Leg[] {
  const value = new D(amount);
  return [
    { account: from, amount: value.negated().toFixed() },
    { account: to, amount: value.toFixed() },
  ];
}
