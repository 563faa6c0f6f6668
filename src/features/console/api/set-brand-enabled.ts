// admin/brand!setEnabled (POST): a brand enabled or disabled, with the reason.
import { useMutation } from '@tanstack/react-query';
import type { adminBrandSetEnabled } from '../../../../domain/api/brand-admin.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { useInvalidateBrands } from './brand-invalidate.ts';

export function useSetBrandEnabled() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: (input: { code: string; enabled: boolean; reason: string }) =>
      apiCall<typeof adminBrandSetEnabled>('admin/brand!setEnabled', input, {
        method: 'POST',
        silent: true,
      }),
    onSettled: invalidate,
  });
}
