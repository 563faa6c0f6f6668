// After a brand changes: its list, its content, its versions and the audit log are read again.
import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '../../../lib/api-client.ts';

export function useInvalidateBrands() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (
        [
          'admin/brand!list',
          'admin/brand!info',
          'admin/brand!versions',
          'admin/audit!list',
        ] as const
      ).map((name) => queryClient.invalidateQueries({ queryKey: callKey(name) })),
    );
}
