// admin/brandPage!list (GET), !save and !reset (POST): a brand's information pages as the
// storefront shows them, an operator's version published, and the brand file's version restored.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  adminBrandPageList,
  adminBrandPageReset,
  adminBrandPageSave,
} from '../../../../../domain/api/brand-pages.ts';
import type { InformationPage } from '../../../../../domain/brand.ts';
import { apiCall, apiKey, callKey } from '../../../../lib/api-client.ts';

export const brandPagesQueryOptions = (brand: string | undefined) =>
  queryOptions({
    queryKey: apiKey('admin/brandPage!list', { brand }),
    queryFn: ({ signal }) =>
      apiCall<typeof adminBrandPageList>('admin/brandPage!list', brand ? { brand } : {}, {
        signal,
        silent: true,
      }),
  });

export function useBrandPages(brand: string | undefined) {
  return useQuery(brandPagesQueryOptions(brand));
}

export type PageTexts = Record<string, string>;

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey('admin/brandPage!list') }),
      queryClient.invalidateQueries({ queryKey: callKey('admin/audit!list') }),
    ]);
}

export function useSaveBrandPage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: {
      brand: string;
      page: InformationPage;
      title: PageTexts;
      body: PageTexts[];
    }) =>
      apiCall<typeof adminBrandPageSave>(
        'admin/brandPage!save',
        { ...input, title: JSON.stringify(input.title), body: JSON.stringify(input.body) },
        // The refusal is shown next to the form, not as a toast.
        { method: 'POST', silent: true },
      ),
    onSettled: invalidate,
  });
}

export function useResetBrandPage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { brand: string; page: InformationPage }) =>
      apiCall<typeof adminBrandPageReset>('admin/brandPage!reset', input, {
        method: 'POST',
        silent: true,
      }),
    onSettled: invalidate,
  });
}
