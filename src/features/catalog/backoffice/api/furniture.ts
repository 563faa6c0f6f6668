// admin/category!list|save|delete, admin/banner!list|save|delete and admin/lottery!list|save: the
// catalogue's furniture as operators keep it. The lists are small and come whole; a change drops
// the console's list, the audit log and the storefront reads that show the furniture.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../../../domain/api/define.ts';
import type {
  adminBannerDelete,
  adminBannerList,
  adminBannerSave,
  adminCategoryDelete,
  adminCategoryList,
  adminCategorySave,
  adminLotteryList,
  adminLotterySave,
} from '../../../../../domain/api/operator.ts';
import type { EndpointName } from '../../../../../domain/api/endpoints.ts';
import { apiCall, apiKey, callKey } from '../../../../lib/api-client.ts';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/category!list'),
    queryFn: ({ signal }) =>
      apiCall<typeof adminCategoryList>('admin/category!list', {}, { signal, silent: true }),
  });

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/banner!list'),
    queryFn: ({ signal }) =>
      apiCall<typeof adminBannerList>('admin/banner!list', {}, { signal, silent: true }),
  });

export const lotteriesQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/lottery!list'),
    queryFn: ({ signal }) =>
      apiCall<typeof adminLotteryList>('admin/lottery!list', {}, { signal, silent: true }),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
export const useBanners = () => useQuery(bannersQueryOptions());
export const useLotteries = () => useQuery(lotteriesQueryOptions());

/** The reads a change of each kind makes stale (besides the audit log). */
const shownIn: Record<'category' | 'banner' | 'lottery', EndpointName[]> = {
  category: [
    'admin/category!list',
    'category!tree',
    'category!list',
    'category!recommend',
    'index!home',
  ],
  banner: ['admin/banner!list', 'banner!bannerList', 'index!home'],
  lottery: ['admin/lottery!list', 'activity/lottery!getCurrentActivity'],
};

function useChange<Input, Output>(
  kind: keyof typeof shownIn,
  send: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all(
        [...shownIn[kind], 'admin/audit!list' as const].map((name) =>
          queryClient.invalidateQueries({ queryKey: callKey(name) }),
        ),
      ),
  });
}

// Failures come back to the form (silent: no toast), which shows them beside the fields.
const post = { method: 'POST', silent: true } as const;

export const useSaveCategory = () =>
  useChange('category', (input: EndpointInput<typeof adminCategorySave>) =>
    apiCall<typeof adminCategorySave>('admin/category!save', input, post),
  );

export const useDeleteCategory = () =>
  useChange('category', (id: string) =>
    apiCall<typeof adminCategoryDelete>('admin/category!delete', { id }, post),
  );

export const useSaveBanner = () =>
  useChange('banner', (input: EndpointInput<typeof adminBannerSave>) =>
    apiCall<typeof adminBannerSave>('admin/banner!save', input, post),
  );

export const useDeleteBanner = () =>
  useChange('banner', (id: string) =>
    apiCall<typeof adminBannerDelete>('admin/banner!delete', { id }, post),
  );

export const useSaveLottery = () =>
  useChange('lottery', (input: EndpointInput<typeof adminLotterySave>) =>
    apiCall<typeof adminLotterySave>('admin/lottery!save', input, post),
  );
