// syspara!getSyspara?code=mall_max_goods_number_in_order: the most of one good per order (the cart
// quantity cap). The last answer is kept in localStorage ("max buy") so the cap holds offline;
// without any answer the spec's fallback of 500 applies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSyspara } from '../../../../domain/api/settings.ts';
import { MAX_GOODS_PER_ORDER_FALLBACK } from '../../../../domain/settings.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const CODE = 'mall_max_goods_number_in_order';
const STORAGE_KEY = 'maxBuy';

function parse(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

function remembered(): number {
  try {
    return parse(localStorage.getItem(STORAGE_KEY)) ?? MAX_GOODS_PER_ORDER_FALLBACK;
  } catch {
    return MAX_GOODS_PER_ORDER_FALLBACK;
  }
}

async function getMaxBuy(signal?: AbortSignal): Promise<number> {
  const data = await apiCall<typeof getSyspara>(
    'syspara!getSyspara',
    { code: CODE },
    { signal, silent: true },
  );
  const value = parse(data[CODE]) ?? MAX_GOODS_PER_ORDER_FALLBACK;
  try {
    localStorage.setItem(STORAGE_KEY, String(value));
  } catch {
    // storage unavailable
  }
  return value;
}

const maxBuyQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('syspara!getSyspara', { code: CODE }),
    queryFn: ({ signal }) => getMaxBuy(signal),
    staleTime: 10 * 60_000,
  });

/** The cap now: the server's setting, else the last one seen, else 500. */
export function useMaxBuy(): number {
  const query = useQuery(maxBuyQueryOptions());
  return query.data ?? remembered();
}
