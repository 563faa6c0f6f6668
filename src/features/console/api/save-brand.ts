// admin/brand!save (POST): the brand's whole content as its next version, with the version the
// edit began from (a save over a newer one is refused), new artwork if any, and the reason.
import { useMutation } from '@tanstack/react-query';
import type { adminBrandSave } from '../../../../domain/api/brand-admin.ts';
import type { BrandConfig } from '../../../../domain/brand.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { useInvalidateBrands } from './brand-invalidate.ts';

export function useSaveBrand() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: (input: {
      brand: BrandConfig;
      version: number;
      logoUpload?: string | undefined;
      iconUpload?: string | undefined;
      reason: string;
    }) =>
      apiCall<typeof adminBrandSave>(
        'admin/brand!save',
        { ...input, brand: JSON.stringify(input.brand) },
        // The refusal is shown beside the form, not as a toast.
        { method: 'POST', silent: true },
      ),
    onSettled: invalidate,
  });
}
