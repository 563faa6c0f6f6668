// Display of money strings (decimal text on the wire) without JS floats: two decimals, rounded
// half up, with thousands separators; and the whole-percent discount of a price.

function toCents(value: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return undefined;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const cents = BigInt(match[1] ?? '0') * 100n + BigInt(fraction.slice(0, 2));
  return fraction.charCodeAt(2) >= 53 ? cents + 1n : cents;
}

/** "1234.5" -> "1,234.50"; unparsable text is shown as it came. */
export function formatMoney(value: string): string {
  const negative = value.trim().startsWith('-');
  const cents = toCents(negative ? value.trim().slice(1) : value);
  if (cents === undefined) return value;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Whole percent by which `price` is below `original` (0 when not lower or unparsable). */
export function discountPercent(price: string, original: string): number {
  const now = toCents(price);
  const before = toCents(original);
  if (now === undefined || before === undefined || before === 0n || now >= before) return 0;
  // round half up of (before - now) * 100 / before
  return Number(((before - now) * 200n + before) / (2n * before));
}
