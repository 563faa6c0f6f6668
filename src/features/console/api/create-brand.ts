// admin/brand!create (POST): a new brand (its whole brand.json, a new code), with the artwork of
// the brand it starts from (`artworkFrom`), and the reason.
import { useMutation } from '@tanstack/react-query';
import type { adminBrandCreate } from '../../../../domain/api/brand-admin.ts';
import type { BrandConfig } from '../../../../domain/brand.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { useInvalidateBrands } from './brand-invalidate.ts';

export function useCreateBrand() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: (input: { brand: BrandConfig; artworkFrom: string; reason: string }) =>
      apiCall<typeof adminBrandCreate>(
        'admin/brand!create',
        { ...input, brand: JSON.stringify(input.brand) },
        // The refusal is shown beside its field or the form, not as a toast.
        { method: 'POST', silent: true },
      ),
    onSettled: invalidate,
  });
}
