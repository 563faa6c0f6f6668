// Logging out, from the header (wide screens) and the user centre (phones): the server revokes the
// token, then everything of the session goes from this device and the buyer is back home.
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toastInfo } from '../../lib/toast.ts';
import { logoutCall } from './api/logout.ts';
import { clearLocalSession, resetServerState } from './session.ts';

export function useLogOut(): () => Promise<void> {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await logoutCall().catch(() => undefined);
    clearLocalSession();
    resetServerState(queryClient);
    toastInfo(t`Operation success`);
    await navigate({ to: '/index' });
  };
}
