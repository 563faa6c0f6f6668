// Money arithmetic on decimal strings (CONTRACT.md "Values"): never JS floats.
import Decimal from 'decimal.js';

export type Money = string & { readonly __brand: 'Money' };

/** Order and price amounts are kept to the cent; ledger amounts may carry up to 10 decimals. */
export const ORDER_DECIMALS = 2;
export const MAX_DECIMALS = 10;

export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type DecimalValue = InstanceType<typeof D>;

export function money(value: Decimal.Value, decimals = ORDER_DECIMALS): Money {
  return new D(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed() as Money;
}

export function sum(values: readonly Decimal.Value[]): DecimalValue {
  return values.reduce<DecimalValue>((total, value) => total.plus(value), new D(0));
}

/** True when the text is a positive amount with at most `decimals` decimals. */
export function isPositiveAmount(text: string, decimals: number): boolean {
  if (!/^\d+(\.\d+)?$/.test(text)) return false;
  const value = new D(text);
  return value.gt(0) && value.decimalPlaces() <= decimals;
}

/** `$1,234.50` style, for cart and order totals. */
export function formatUsd(value: Decimal.Value, locale = 'en-US'): string {
  const fixed = new D(value).toFixed(ORDER_DECIMALS, Decimal.ROUND_HALF_UP);
  const [whole = '0', cents = '00'] = fixed.replace('-', '').split('.');
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  return `${fixed.startsWith('-') ? '-' : ''}$${grouped}.${cents}`;
}
