// The wallet's limits and fees as they stand now: the server configuration (environment), with
// what operators have set in the system parameters on top, read at every call so that a change
// applies without a restart.
import { D } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readStoredParameters } from '../settings/index.ts';
import type { WalletConfig } from './wallet.config.ts';

export const walletParameterCodes = [
  'wallet_deposit_max',
  'wallet_withdraw_min',
  'wallet_withdraw_max',
  'wallet_withdraw_fee_rate',
  'wallet_withdraw_fee_min',
  'wallet_withdraw_max_per_day',
  'wallet_withdraw_window',
  'wallet_address_hold_hours',
  'wallet_rate_max_age_hours',
] as const;

export type WalletParameterCode = (typeof walletParameterCodes)[number];

/** The configuration's value of each wallet parameter (what applies while none is stored). */
export function walletParameterDefaults(config: WalletConfig): Record<WalletParameterCode, string> {
  return {
    wallet_deposit_max: config.manualDeposit.max,
    wallet_withdraw_min: config.withdraw.min,
    wallet_withdraw_max: config.withdraw.max,
    wallet_withdraw_fee_rate: config.withdraw.feeRate,
    wallet_withdraw_fee_min: config.withdraw.feeMin,
    wallet_withdraw_max_per_day: String(config.withdraw.maxPerDay),
    wallet_withdraw_window: config.withdraw.window,
    wallet_address_hold_hours: String(config.withdraw.addressHoldHours),
    wallet_rate_max_age_hours: String(config.rateMaxAgeHours),
  };
}

const plain = (value: string) => new D(value).toFixed();

export async function walletSettings(db: DbOrTx, config: WalletConfig): Promise<WalletConfig> {
  const stored = await readStoredParameters(db, walletParameterCodes);
  const get = (code: WalletParameterCode) => stored.get(code)?.value;
  const number = (code: WalletParameterCode, fallback: number) => {
    const value = get(code);
    return value === undefined ? fallback : Number(value);
  };
  const decimal = (code: WalletParameterCode, fallback: string) => {
    const value = get(code);
    return value === undefined ? fallback : plain(value);
  };
  return {
    ...config,
    manualDeposit: {
      ...config.manualDeposit,
      max: decimal('wallet_deposit_max', config.manualDeposit.max),
    },
    rateMaxAgeHours: number('wallet_rate_max_age_hours', config.rateMaxAgeHours),
    withdraw: {
      min: decimal('wallet_withdraw_min', config.withdraw.min),
      max: decimal('wallet_withdraw_max', config.withdraw.max),
      feeRate: decimal('wallet_withdraw_fee_rate', config.withdraw.feeRate),
      feeMin: decimal('wallet_withdraw_fee_min', config.withdraw.feeMin),
      maxPerDay: number('wallet_withdraw_max_per_day', config.withdraw.maxPerDay),
      window: get('wallet_withdraw_window') ?? config.withdraw.window,
      addressHoldHours: number('wallet_address_hold_hours', config.withdraw.addressHoldHours),
    },
  };
}
