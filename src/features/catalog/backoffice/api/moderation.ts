// admin/store!list|setStatus and admin/goods!list|hide|restore: store and listing moderation.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  adminGoodsHide,
  adminGoodsList,
  adminGoodsRestore,
  adminStoreList,
  adminStoreSetStatus,
} from '../../../../../domain/api/operator.ts';
import type { ReasonCode } from '../../../../../domain/operator/reasons.ts';
import { apiCall, apiKey, callKey } from '../../../../lib/api-client.ts';

export interface StoreQuery {
  q?: string | undefined;
  status?: 'active' | 'suspended' | undefined;
  pageNum: number;
}

export function useStoreList(query: StoreQuery) {
  const params = { ...query, pageSize: 20 };
  return useQuery({
    queryKey: apiKey('admin/store!list', params),
    queryFn: ({ signal }) =>
      apiCall<typeof adminStoreList>('admin/store!list', params, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export interface ListingQuery {
  q?: string | undefined;
  sellerId?: string | undefined;
  hidden?: boolean | undefined;
  pageNum: number;
}

export function useListingList(query: ListingQuery) {
  const params = { ...query, pageSize: 20 };
  return useQuery({
    queryKey: apiKey('admin/goods!list', params),
    queryFn: ({ signal }) =>
      apiCall<typeof adminGoodsList>('admin/goods!list', params, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

type Reason = { reasonCode?: ReasonCode | undefined; reason?: string | undefined };

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (['admin/store!list', 'admin/goods!list', 'admin/audit!list'] as const).map((name) =>
        queryClient.invalidateQueries({ queryKey: callKey(name) }),
      ),
    );
}

export function useSetStoreStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { sellerId: string; status: 'active' | 'suspended' } & Reason) =>
      apiCall<typeof adminStoreSetStatus>('admin/store!setStatus', input, { method: 'POST' }),
    onSettled: invalidate,
  });
}

export function useModerateListing() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ hide, ...input }: { sellerGoodsId: string; hide: boolean } & Reason) =>
      hide
        ? apiCall<typeof adminGoodsHide>('admin/goods!hide', input, { method: 'POST' })
        : apiCall<typeof adminGoodsRestore>(
            'admin/goods!restore',
            { sellerGoodsId: input.sellerGoodsId, reason: input.reason },
            { method: 'POST' },
          ),
    onSettled: invalidate,
  });
}
