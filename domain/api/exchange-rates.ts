// Endpoints of the exchange rates of bank deposits (issue 36, CONTRACT.md "networks and rates"):
// operators set the rate per fiat currency the bank account takes (fiat per 1 USDT, with when, who
// and an optional source note; every change audited with a reason) and read the current rates with
// their history. Buyers read the offered currencies on `rechargeBlockchain!fee` (`bankCurrencies`).
import { z } from 'zod';
import { optionalText } from './common.ts';
import { endpointArea } from './define.ts';

const operatorCalls = endpointArea({
  tag: 'Operator',
  auth: 'operator',
  permissions: ['finance.rates'],
});

/** One rate as an operator set it: `rate` is fiat units per 1 USDT. */
export const exchangeRate = z.object({
  id: z.string(),
  /** ISO 4217 code. */
  currency: z.string(),
  /** Fiat per 1 USDT, a decimal string. */
  rate: z.string(),
  note: z.string(),
  /** The operator's id and name. */
  setBy: z.string(),
  setByName: z.string(),
  /** When it was set (platform time). */
  setTime: z.string(),
  /** Younger than the maximum age now (`wallet_rate_max_age_hours`): offered to buyers. */
  fresh: z.boolean(),
});
export type ExchangeRateView = z.infer<typeof exchangeRate>;

/** A currency a bank deposit may be made in now, with the rate quoted ('' for USDT: as stated). */
export const offeredBankCurrency = z.object({
  currency: z.string(),
  /** Fiat per 1 USDT; '' for USDT itself (credited as stated, no conversion). */
  rate: z.string(),
  /** When the operator set the rate (platform time); '' for USDT. */
  rateTime: z.string(),
});
export type OfferedBankCurrency = z.infer<typeof offeredBankCurrency>;

export const adminRateList = operatorCalls.read('admin/rate!list', {
  summary:
    'The currencies the bank account takes, each with its current rate (fiat per USDT; null: never set) and whether it is fresh enough to be offered, the maximum age in hours, and the latest rates set (newest first).',
  input: z.object({}),
  output: z.object({
    maxAgeHours: z.number().int(),
    currencies: z.array(z.object({ currency: z.string(), current: exchangeRate.nullable() })),
    history: z.array(exchangeRate),
  }),
});

export const adminRateSave = operatorCalls.write('admin/rate!save', {
  auth: 'admin',
  summary:
    'Sets the rate of a currency the bank account takes: `rate` fiat per 1 USDT (positive, at most 12 digits and 8 decimals), an optional source `note`, a required `reason` for the audit log. The rate applies to bank deposits made from now on; deposits already made keep theirs.',
  input: z.object({
    currency: z
      .string()
      .trim()
      .min(1)
      .max(8)
      .transform((code) => code.toUpperCase()),
    rate: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string().trim().min(1).max(40),
    ),
    note: optionalText(200),
    reason: z.string().trim().min(1).max(500),
  }),
  output: exchangeRate,
});
