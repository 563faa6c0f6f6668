// The header's account corner: the user name (to the user centre) and logout when logged in,
// login and register links otherwise. While logged in it sends the heartbeat every 5 minutes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toastInfo } from '../../../lib/toast.ts';
import { heartbeatCall } from '../api/heartbeat.ts';
import { logoutCall } from '../api/logout.ts';
import { clearLocalSession, resetServerState, useSession } from '../session.ts';
import * as css from './account.css.ts';

const HEARTBEAT_MS = 5 * 60_000;

export function AccountLinks({ linkClassName }: { linkClassName?: string }) {
  const { token, user } = useSession();
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => void heartbeatCall().catch(() => undefined), HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [token]);

  const logout = async () => {
    // The server revokes the token, then everything of the session goes from this device.
    await logoutCall().catch(() => undefined);
    clearLocalSession();
    resetServerState(queryClient);
    toastInfo(t`Operation success`);
    await navigate({ to: '/index' });
  };

  if (!token) {
    return (
      <>
        <Link to="/login" className={linkClassName}>
          <Trans>Log in</Trans>
        </Link>
        <Link to="/register" className={linkClassName}>
          <Trans>Register</Trans>
        </Link>
      </>
    );
  }
  return (
    <span className={css.userMenu}>
      <Link to="/userInfo/dashboard" className={linkClassName} data-testid="header-username">
        <span className={css.userName} title={user?.username}>
          {user?.username ?? <Trans>My account</Trans>}
        </span>
      </Link>
      <button
        type="button"
        className={`${linkClassName ?? ''} ${css.linkButton}`}
        onClick={() => void logout()}
      >
        <Trans>Log out</Trans>
      </button>
    </span>
  );
}
