// keepGoods!status: which of the listings on screen the buyer keeps (the hearts' state); asked
// only while logged in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { KEEP_STATUS_MAX_IDS, type keepGoodsStatus } from '../../../../domain/api/favourites.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';
import { useSession } from '../../account/index.ts';

const keptStatusQueryOptions = (ids: string) =>
  queryOptions({
    queryKey: apiKey('keepGoods!status', { sellerGoodsIds: ids }),
    queryFn: ({ signal }) =>
      apiCall<typeof keepGoodsStatus>(
        'keepGoods!status',
        { sellerGoodsIds: ids },
        { signal, silent: true },
      ),
    select: (data) => new Set(data.sellerGoodsIds),
  });

/** The kept listings among `sellerGoodsIds`; undefined while unknown or logged out. */
export function useKeptSet(sellerGoodsIds: readonly string[]): Set<string> | undefined {
  const { token } = useSession();
  const ids = [...new Set(sellerGoodsIds)].slice(0, KEEP_STATUS_MAX_IDS).join(',');
  const query = useQuery({ ...keptStatusQueryOptions(ids), enabled: Boolean(token && ids) });
  return token ? query.data : undefined;
}
