// The heart that saves a listing to the buyer's favourites: a real toggle button (aria-pressed)
// whose name stays the same whichever state it is in. Logged out, it leads to login and back.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toastInfo } from '../../../lib/toast.ts';
import { useSession } from '../../account/index.ts';
import { useAddKeptGoods } from '../api/add-kept-goods.ts';
import { useDeleteKeptGoods } from '../api/delete-kept-goods.ts';
import { useKept } from '../api/get-kept-status.ts';
import * as css from './favourites.css.ts';
import { HeartIcon } from './heart-icon.tsx';

export function FavouriteToggle({
  sellerGoodsId,
  name,
  onPage = false,
}: {
  sellerGoodsId: string;
  name: string;
  /** The product page's larger button with its text. */
  onPage?: boolean;
}) {
  const { t } = useLingui();
  const kept = useKept(sellerGoodsId);
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddKeptGoods();
  const remove = useDeleteKeptGoods();
  // The state the buyer chose, shown at once; it gives way when the server's answer changes.
  const [chosen, setChosen] = useState<{ value: boolean; basedOn: boolean | undefined }>();
  const pressed = chosen && chosen.basedOn === kept ? chosen.value : Boolean(kept);
  const busy = add.isPending || remove.isPending;

  const toggle = () => {
    if (busy) return;
    if (!token) {
      void navigate({ to: '/login', search: { redirect: location.href } });
      return;
    }
    const next = !pressed;
    setChosen({ value: next, basedOn: kept });
    const options = {
      onSuccess: () => toastInfo(next ? t`Saved to favourites` : t`Removed from favourites`),
      onError: () => setChosen(undefined),
    };
    if (next) add.mutate(sellerGoodsId, options);
    else remove.mutate(sellerGoodsId, options);
  };

  return (
    <button
      type="button"
      className={onPage ? css.heartOnPage : css.heartOnCard}
      aria-pressed={pressed}
      aria-label={onPage ? undefined : t`Favourite: ${name}`}
      title={onPage ? undefined : t`Favourite`}
      // Not `disabled`: the button keeps keyboard focus while the change is saved.
      aria-disabled={busy || undefined}
      onClick={toggle}
      data-testid="favourite-toggle"
    >
      <HeartIcon filled={pressed} size={onPage ? 20 : 22} />
      {onPage ? <Trans>Favourite</Trans> : null}
    </button>
  );
}
