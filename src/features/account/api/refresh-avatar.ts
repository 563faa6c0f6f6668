// localuser!refreshAvatar: pick another avatar number.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { refreshAvatar } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { localUserQueryOptions } from './get-local-user.ts';

function refreshAvatarCall(avatar?: number) {
  return apiCall<typeof refreshAvatar>('localuser!refreshAvatar', { avatar }, { method: 'POST' });
}

export function useRefreshAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshAvatarCall,
    onSuccess: () => queryClient.invalidateQueries(localUserQueryOptions()),
  });
}
