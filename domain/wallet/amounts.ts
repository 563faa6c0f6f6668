// Amount rules of deposits and withdrawals (SPEC section 5 and 9): decimal strings, per-network
// decimals, minimum and maximum, the withdrawal fee formula, and on-chain unit conversion.
import Decimal from 'decimal.js';
import { D, MAX_DECIMALS } from '../money.ts';

export type AmountProblem = 'format' | 'notPositive' | 'tooPrecise' | 'belowMin' | 'aboveMax';

export interface AmountLimits {
  /** Inclusive minimum, decimal string. */
  min: string;
  /** Inclusive maximum, decimal string; '' means no maximum. */
  max: string;
  decimals: number;
}

const numberText = /^\d{1,20}(\.\d{1,30})?$/;

/** Why an amount is not acceptable, or null when it is. */
export function amountProblem(text: string, limits: AmountLimits): AmountProblem | null {
  if (!numberText.test(text)) return 'format';
  const value = new D(text);
  if (!value.gt(0)) return 'notPositive';
  if (value.decimalPlaces() > Math.min(limits.decimals, MAX_DECIMALS)) return 'tooPrecise';
  if (value.lt(limits.min)) return 'belowMin';
  if (limits.max !== '' && value.gt(limits.max)) return 'aboveMax';
  return null;
}

/** Manual deposits (proof or bank card): at least 1, at most 2 decimals (SPEC section 9). */
export const MANUAL_DEPOSIT_DECIMALS = 2;
export const MANUAL_DEPOSIT_MIN = '1';

export function manualDepositLimits(max: string): AmountLimits {
  return { min: MANUAL_DEPOSIT_MIN, max, decimals: MANUAL_DEPOSIT_DECIMALS };
}

export interface FeeRule {
  /** Proportional part, e.g. '0.001' for 0.1 %. */
  rate: string;
  /** Floor of the fee. */
  min: string;
}

/**
 * The withdrawal fee: max(min, amount x rate), rounded up to the network's decimals so the
 * platform never undercharges by rounding. It is charged on top of the amount.
 */
export function withdrawalFee(amount: string, rule: FeeRule, decimals: number): string {
  const places = Math.min(decimals, MAX_DECIMALS);
  const proportional = new D(amount).times(rule.rate).toDecimalPlaces(places, Decimal.ROUND_UP);
  const fee = Decimal.max(proportional, new D(rule.min)).toDecimalPlaces(places, Decimal.ROUND_UP);
  return new D(fee).toFixed();
}

/** What leaves the available balance for a withdrawal: amount plus fee. */
export function withdrawalDebit(amount: string, fee: string): string {
  return new D(amount).plus(fee).toFixed();
}

/** Token base units (e.g. 6-decimal USDT) to a decimal string. */
export function fromUnits(units: bigint, decimals: number): string {
  return new D(units.toString()).dividedBy(new D(10).pow(decimals)).toFixed();
}

/** A decimal string to token base units; refuses amounts finer than the token allows. */
export function toUnits(amount: string, decimals: number): bigint {
  const scaled = new D(amount).times(new D(10).pow(decimals));
  if (!scaled.isInteger()) throw new Error(`amount ${amount} has more than ${decimals} decimals`);
  return BigInt(scaled.toFixed(0));
}

/** What a deposit credits: the ledger keeps 10 decimals; finer dust stays on the chain side. */
export function creditableAmount(amount: string): string {
  return new D(amount).toDecimalPlaces(MAX_DECIMALS, Decimal.ROUND_DOWN).toFixed();
}

/**
 * A way out for small balances. A balance below `minimumDebit` (the minimum amount plus its fee:
 * what the smallest normal withdrawal takes) could never leave, so it may leave whole, below the
 * minimum and without a fee (the platform pays the network fee). Larger balances empty through a
 * normal withdrawal of balance minus fee; whatever dust rounding leaves is again below the line.
 */
export function isClosingWithdrawal(
  amount: string,
  available: string,
  minimumDebit: string,
): boolean {
  const balance = new D(available);
  return balance.gt(0) && balance.lt(minimumDebit) && new D(amount).eq(balance);
}

/** The amount a closing withdrawal would take, or '' when the balance can leave normally. */
export function closingAmount(available: string, minimumDebit: string): string {
  const balance = new D(available);
  return balance.gt(0) && balance.lt(minimumDebit) ? balance.toFixed() : '';
}
