// Exchange rates for bank deposits (issue 36): a buyer transfers fiat to the platform's bank
// account and is credited USDT at a rate an operator set. Pure rules only: what a rate may look
// like, when it is too old to be offered, and what a fiat amount credits. No rate is ever
// fetched or guessed here: a currency without an operator's fresh rate is simply not offered.
import Decimal from 'decimal.js';
import { D, MAX_DECIMALS } from '../money.ts';
import { amountProblem, type AmountLimits, type AmountProblem } from './amounts.ts';

/** An operator's rate: fiat units per 1 USDT, as set, with when and by whom. */
export interface ExchangeRate {
  /** ISO 4217 code, upper case (e.g. `EUR`). */
  currency: string;
  /** Fiat per USDT, a positive decimal string. */
  rate: string;
  setAt: Date;
  setBy: string;
  note: string;
}

/** Significant decimals a rate may carry (enough for currencies like IDR or VND per USDT). */
export const RATE_DECIMALS = 8;

const currencyCode = /^[A-Z]{3}$/;
const rateText = /^\d{1,12}(\.\d{1,8})?$/;

export type RateProblem = 'currency' | 'format' | 'notPositive';

/** Why an operator's rate cannot be saved, or null. */
export function rateProblem(currency: string, rate: string): RateProblem | null {
  if (!currencyCode.test(currency)) return 'currency';
  if (!rateText.test(rate)) return 'format';
  if (!new D(rate).gt(0)) return 'notPositive';
  return null;
}

/**
 * A rate is offered while it is at most `maxAgeSeconds` old. A maximum age of 0 or less offers
 * nothing: the operator must choose how old a rate may be before buyers are quoted with it.
 */
export function rateIsFresh(setAt: Date, now: Date, maxAgeSeconds: number): boolean {
  if (!(maxAgeSeconds > 0)) return false;
  const age = now.getTime() - setAt.getTime();
  // A rate from the future (clock skew between instances) is not trusted either.
  return age >= 0 && age <= maxAgeSeconds * 1000;
}

/** The currencies a bank deposit may be made in now: those with a fresh rate, by code. */
export function offeredRates<T extends Pick<ExchangeRate, 'currency' | 'setAt'>>(
  rates: readonly T[],
  now: Date,
  maxAgeSeconds: number,
): T[] {
  return rates
    .filter((rate) => rateIsFresh(rate.setAt, now, maxAgeSeconds))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * USDT credited for a fiat amount: fiat / rate, rounded DOWN to the ledger's precision
 * (MAX_DECIMALS, 10 decimals), so the platform never credits more than the transfer is worth.
 */
export function creditedForFiat(fiatAmount: string, rate: string): string {
  const value = new D(rate);
  if (!value.gt(0)) throw new Error(`rate ${rate} is not positive`);
  return new D(fiatAmount)
    .dividedBy(value)
    .toDecimalPlaces(MAX_DECIMALS, Decimal.ROUND_DOWN)
    .toFixed();
}

/** Decimals a bank deposit's fiat amount may carry (cents, as a bank transfer states it). */
export const FIAT_DECIMALS = 2;

export type FiatDepositQuote =
  { ok: true; credited: string } | { ok: false; problem: AmountProblem; limits: AmountLimits };

/**
 * A bank deposit of `fiatAmount` at `rate`: the fiat amount must be a positive number of at most
 * FIAT_DECIMALS decimals, and the USDT it credits must lie within the manual deposit limits
 * (`usdtLimits`, in USDT: what the wallet receives is what the limits are about).
 */
export function quoteFiatDeposit(
  fiatAmount: string,
  rate: string,
  usdtLimits: AmountLimits,
): FiatDepositQuote {
  const fiatLimits: AmountLimits = { min: '0', max: '', decimals: FIAT_DECIMALS };
  const fiatProblem = amountProblem(fiatAmount, fiatLimits);
  if (fiatProblem) return { ok: false, problem: fiatProblem, limits: fiatLimits };
  const credited = creditedForFiat(fiatAmount, rate);
  const value = new D(credited);
  if (value.lt(usdtLimits.min) || (usdtLimits.max !== '' && value.gt(usdtLimits.max)))
    return {
      ok: false,
      problem: value.lt(usdtLimits.min) ? 'belowMin' : 'aboveMax',
      limits: usdtLimits,
    };
  return { ok: true, credited };
}
