// The header's account corner: the user name (to the user centre) and logout when logged in,
// login and register links otherwise. On phones the name is an icon and logout lives in the user
// centre, leaving the row to the chat corner. While logged in it sends the heartbeat every 5 minutes.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { heartbeatCall } from '../api/heartbeat.ts';
import { useSession } from '../session.ts';
import { useLogOut } from '../use-log-out.ts';
import * as css from './account.css.ts';

const HEARTBEAT_MS = 5 * 60_000;

export function AccountLinks({ linkClassName }: { linkClassName?: string }) {
  const { token, user } = useSession();
  const logout = useLogOut();

  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => void heartbeatCall().catch(() => undefined), HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [token]);

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
        <PersonIcon />
        <span className={css.userName} title={user?.username}>
          {user?.username ?? <Trans>My account</Trans>}
        </span>
      </Link>
      <button
        type="button"
        className={`${linkClassName ?? ''} ${css.linkButton} ${css.wideOnly}`}
        onClick={() => void logout()}
      >
        <Trans>Log out</Trans>
      </button>
    </span>
  );
}

function PersonIcon() {
  return (
    <svg
      className={css.accountIcon}
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}
