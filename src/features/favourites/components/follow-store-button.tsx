// The store page's follower count, live from focusSeller!status (seller!info is cached), and the
// follow / unfollow button beside it. Sellers cannot follow stores (SPEC 6): they see the count
// only. Logged out, "Follow" leads to login and back.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useLocalUser, useSession } from '../../account/index.ts';
import { useFollowStore } from '../api/follow-store.ts';
import { useFollowStatus } from '../api/get-follow-status.ts';
import { useUnfollowStore } from '../api/unfollow-store.ts';

/** The follower count: the live one once known, else what the store page loaded. */
export function FollowerCount({ sellerId, loaded }: { sellerId: string; loaded: number }) {
  const status = useFollowStatus(sellerId);
  return <bdi data-testid="store-followers">{status.data?.followers ?? loaded}</bdi>;
}

export function FollowStoreButton({ sellerId }: { sellerId: string }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token)
    return (
      <Link
        to="/login"
        search={{ redirect: location.href }}
        className={button.primary}
        data-testid="follow-store"
      >
        <Trans>Follow</Trans>
      </Link>
    );
  return <MemberFollowButton sellerId={sellerId} />;
}

function MemberFollowButton({ sellerId }: { sellerId: string }) {
  const { t } = useLingui();
  const roles = useLocalUser().data?.roles;
  const status = useFollowStatus(sellerId);
  const follow = useFollowStore();
  const unfollow = useUnfollowStore();
  if (roles === undefined || roles.includes('seller')) return null;
  const followed = status.data?.followed === true;
  const busy = follow.isPending || unfollow.isPending || status.isPending;

  const onClick = () => {
    if (busy) return;
    if (followed)
      unfollow.mutate(
        { sellerId },
        { onSuccess: () => toastInfo(t`You no longer follow this store`) },
      );
    else follow.mutate(sellerId, { onSuccess: () => toastInfo(t`You now follow this store`) });
  };

  return (
    <button
      type="button"
      className={followed ? button.secondary : button.primary}
      // Not `disabled`: the button keeps keyboard focus while the change is saved.
      aria-disabled={busy || undefined}
      onClick={onClick}
      data-testid="follow-store"
    >
      {followed ? <Trans>Unfollow</Trans> : <Trans>Follow</Trans>}
    </button>
  );
}
