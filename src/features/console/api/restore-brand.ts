// admin/brand!restore (POST): an earlier version put back as the brand's next version.
import { useMutation } from '@tanstack/react-query';
import type { adminBrandRestore } from '../../../../domain/api/brand-admin.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { useInvalidateBrands } from './brand-invalidate.ts';

export function useRestoreBrand() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: (input: { code: string; version: number; reason: string }) =>
      apiCall<typeof adminBrandRestore>('admin/brand!restore', input, {
        method: 'POST',
        silent: true,
      }),
    onSettled: invalidate,
  });
}
