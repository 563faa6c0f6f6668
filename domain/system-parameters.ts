// Every system parameter the server reads, with its type and allowed range: the console lists
// them, and a change is refused unless it fits. Order parameters default to
// domain/orders/order-rules.ts, storefront ones to domain/settings.ts; wallet ones default to the
// server's environment configuration (README "Configuration") until an operator sets them.
import { APR_CEILING_PARAMETER, DEFAULT_APR_CEILING } from './credit/apr-ceiling.ts';
import { orderParameterDefaults } from './orders/order-rules.ts';
import { publicParameterDefaults } from './settings.ts';
import { parseWindow } from './wallet/window.ts';

export type ParameterKind = 'decimal' | 'integer' | 'url' | 'window';
export type ParameterGroup = 'orders' | 'wallet' | 'credit' | 'storefront';

export interface ParameterRule {
  code: string;
  group: ParameterGroup;
  kind: ParameterKind;
  /** Inclusive bounds of numbers (decimal strings). */
  min?: string;
  max?: string;
  /** Readable through `syspara!getSyspara` by anyone. */
  public: boolean;
  /** The value when none is stored; wallet parameters take the server configuration's. */
  fallback?: string;
}

const order = (
  code: keyof typeof orderParameterDefaults,
  kind: 'decimal' | 'integer',
  min: string,
  max: string,
): ParameterRule => ({
  code,
  group: 'orders',
  kind,
  min,
  max,
  public: false,
  fallback: orderParameterDefaults[code],
});

const wallet = (code: string, kind: ParameterKind, min?: string, max?: string): ParameterRule => ({
  code,
  group: 'wallet',
  kind,
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
  public: false,
});

export const parameterRules: readonly ParameterRule[] = [
  order('order_dispatch_fee', 'decimal', '0', '100000'),
  order('order_long_distance_per_unit', 'decimal', '0', '100000'),
  order('order_delivery_fee', 'decimal', '0', '100000'),
  order('order_tax_rate', 'decimal', '0', '1'),
  order('order_handling_fee_rate', 'decimal', '0', '1'),
  order('order_commission_rate', 'decimal', '0', '1'),
  order('order_unpaid_timeout_minutes', 'integer', '1', '43200'),
  order('order_auto_receipt_days', 'integer', '1', '90'),
  order('order_auto_review_days', 'integer', '1', '365'),
  order('order_max_unpaid', 'integer', '1', '1000'),
  order('order_pay_safeword_from', 'decimal', '0', '1000000000'),
  order('order_receipt_hold_minutes', 'integer', '0', '10080'),
  wallet('wallet_deposit_max', 'decimal', '1', '1000000000'),
  wallet('wallet_withdraw_min', 'decimal', '0', '1000000000'),
  wallet('wallet_withdraw_max', 'decimal', '0', '1000000000'),
  wallet('wallet_withdraw_fee_rate', 'decimal', '0', '1'),
  wallet('wallet_withdraw_fee_min', 'decimal', '0', '1000000'),
  wallet('wallet_withdraw_max_per_day', 'integer', '0', '1000'),
  wallet('wallet_withdraw_window', 'window'),
  wallet('wallet_address_hold_hours', 'integer', '0', '720'),
  // How old a bank deposit's exchange rate may be and still be offered (hours; 0 offers none).
  wallet('wallet_rate_max_age_hours', 'integer', '0', '720'),
  // Bank holdings behind manual deposits, as the operator declares them: the proof of reserves
  // shows them apart and never counts them as verified (nothing on a chain proves them).
  { ...wallet('reserves_declared_bank', 'decimal', '0', '1000000000000'), fallback: '0' },
  // The highest annual percentage rate any loan may cost (percent a year, as quotes state it):
  // products above it cannot be saved, quoted or applied for, and no application above it is paid out.
  {
    code: APR_CEILING_PARAMETER,
    group: 'credit',
    kind: 'decimal',
    min: '0',
    max: '100000',
    public: false,
    fallback: DEFAULT_APR_CEILING,
  },
  {
    code: 'mall_max_goods_number_in_order',
    group: 'storefront',
    kind: 'integer',
    min: '1',
    max: '100000',
    public: true,
    fallback: publicParameterDefaults.mall_max_goods_number_in_order,
  },
  {
    code: 'customer_service_url',
    group: 'storefront',
    kind: 'url',
    public: true,
    fallback: publicParameterDefaults.customer_service_url,
  },
  { code: 'app_download_url', group: 'storefront', kind: 'url', public: false, fallback: '' },
  {
    code: 'seller_app_download_url',
    group: 'storefront',
    kind: 'url',
    public: false,
    fallback: '',
  },
];

export function parameterRule(code: string): ParameterRule | undefined {
  return parameterRules.find((rule) => rule.code === code);
}

export type ParameterCheck =
  | { ok: true; value: string }
  | { ok: false; key: 'syspara.outOfRange' | 'syspara.notUrl' | 'param.invalid' };

const DECIMAL = /^\d{1,12}(\.\d{1,10})?$/;
const INTEGER = /^\d{1,9}$/;

/** Compares two non-negative decimal strings without floating point. */
function compareDecimals(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const ia = ai.replace(/^0+(?=\d)/, '');
  const ib = bi.replace(/^0+(?=\d)/, '');
  if (ia.length !== ib.length) return ia.length < ib.length ? -1 : 1;
  if (ia !== ib) return ia < ib ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const fa = af.padEnd(width, '0');
  const fb = bf.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

/** The value as it will be stored (trimmed), or why it does not fit the rule. */
export function checkParameter(rule: ParameterRule, raw: string): ParameterCheck {
  const value = raw.trim();
  switch (rule.kind) {
    case 'decimal':
    case 'integer': {
      const pattern = rule.kind === 'decimal' ? DECIMAL : INTEGER;
      if (!pattern.test(value)) return { ok: false, key: 'syspara.outOfRange' };
      if (rule.min !== undefined && compareDecimals(value, rule.min) < 0)
        return { ok: false, key: 'syspara.outOfRange' };
      if (rule.max !== undefined && compareDecimals(value, rule.max) > 0)
        return { ok: false, key: 'syspara.outOfRange' };
      return { ok: true, value };
    }
    case 'url':
      if (value === '') return { ok: true, value };
      if (!/^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value) || value.length > 500)
        return { ok: false, key: 'syspara.notUrl' };
      return { ok: true, value };
    case 'window':
      return parseWindow(value) ? { ok: true, value } : { ok: false, key: 'param.invalid' };
  }
}
