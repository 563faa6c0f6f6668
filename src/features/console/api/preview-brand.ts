// admin/brand!preview (POST, nothing saved): what the storefront would get from a draft and the
// contrast of every colour pair, or the refusal a save would get.
import { useMutation } from '@tanstack/react-query';
import type { adminBrandPreview } from '../../../../domain/api/brand-admin.ts';
import type { BrandConfig } from '../../../../domain/brand.ts';
import { apiCall } from '../../../lib/api-client.ts';

export function usePreviewBrand() {
  return useMutation({
    mutationFn: (input: {
      brand: BrandConfig;
      logoUpload?: string | undefined;
      iconUpload?: string | undefined;
    }) =>
      apiCall<typeof adminBrandPreview>(
        'admin/brand!preview',
        { ...input, brand: JSON.stringify(input.brand) },
        { method: 'POST', silent: true },
      ),
  });
}
