// Typed reading of URL search params (TanStack Router `validateSearch`): unknown input in,
// a clean value or undefined out, never a throw (a bad link still opens the page).
import { stringifySearchWith } from '@tanstack/react-router';

export function text(value: unknown, max = 100): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, max);
  return trimmed || undefined;
}

export function id(value: unknown): string | undefined {
  const candidate = text(value, 64);
  return candidate && /^[A-Za-z0-9_-]+$/.test(candidate) ? candidate : undefined;
}

export function page(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 1 && number <= 100000
    ? number
    : undefined;
}

export function oneOf<const T extends string>(
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

export function price(value: unknown): string | undefined {
  const candidate = typeof value === 'number' ? String(value) : text(value, 20);
  return candidate && /^\d{1,12}(\.\d{1,10})?$/.test(candidate) ? candidate : undefined;
}

const base = stringifySearchWith(JSON.stringify, JSON.parse);

/**
 * The router's search serializer: as TanStack's default, except that the search keyword `k` is
 * always written JSON-encoded (`?k=%22shoes%22`), as the spec's search routes expect.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const { k, ...rest } = search;
  const head = base(rest);
  if (typeof k !== 'string' || k === '') return head;
  const pair = `k=${encodeURIComponent(JSON.stringify(k))}`;
  return head ? `${head}&${pair}` : `?${pair}`;
}
