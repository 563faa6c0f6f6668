// Address choice at checkout: the buyer's addresses as radio cards (default preselected). "Add
// address" opens the address form in a dialog over the order and chooses the saved address, so
// the buyer stays in checkout (issue #40: it used to lead to the address book, with no way back).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { MAX_ADDRESSES } from '../../../../domain/address/address-rules.ts';
import { LoadError } from '../../../components/page-states.tsx';
import { button, emptyState, skeleton } from '../../../styles/ui.css.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { AddressLines } from './address-book.tsx';
import * as css from './address.css.ts';

const AddressDialog = lazy(() => import('./address-dialog.tsx'));

export function AddressPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  const addresses = useAddresses();
  const list = useMemo(() => addresses.data?.pageList ?? [], [addresses.data]);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (list.length === 0) return;
    if (!list.some((address) => address.id === value)) {
      onChange((list.find((address) => address.use === 1) ?? list[0])?.id ?? '');
    }
  }, [list, value, onChange]);

  if (addresses.isPending)
    return <div className={skeleton} style={{ height: '96px' }} aria-busy="true" />;
  if (addresses.isError) return <LoadError onRetry={() => void addresses.refetch()} />;
  // The list has been reloaded when the form reports the address saved (useAddAddress).
  const dialog = adding ? (
    <Suspense fallback={null}>
      <AddressDialog
        onSaved={(address) => {
          setAdding(false);
          onChange(address.id);
        }}
        onClose={() => setAdding(false)}
      />
    </Suspense>
  ) : null;
  const addButton = (className: string) => (
    <button
      type="button"
      className={className}
      onClick={() => setAdding(true)}
      data-testid="settlement-add-address"
    >
      <Trans>Add address</Trans>
    </button>
  );
  if (list.length === 0)
    return (
      <div className={emptyState} role="status">
        <p>
          <Trans>Shipping address not set. Add one to place your order.</Trans>
        </p>
        <p>{addButton(button.primary)}</p>
        {dialog}
      </div>
    );
  return (
    <>
      <div role="radiogroup" aria-label={t`Shipping address`} className={css.list}>
        {list.map((address) => (
          <label key={address.id} className={css.card} data-default={address.id === value}>
            <span className={css.cardHeader}>
              <input
                type="radio"
                name="settlement-address"
                value={address.id}
                checked={address.id === value}
                onChange={() => onChange(address.id)}
              />
              <bdi>{address.contacts}</bdi>
              {address.use === 1 ? (
                <span className={css.defaultBadge}>
                  <Trans>Default</Trans>
                </span>
              ) : null}
            </span>
            <AddressLines address={address} />
          </label>
        ))}
      </div>
      <p className={css.cardActions}>
        {list.length < MAX_ADDRESSES ? addButton(button.secondary) : null}
        <Link to="/userInfo/setup/shipping-address" className={button.ghost}>
          <Trans>Manage addresses</Trans>
        </Link>
      </p>
      {dialog}
    </>
  );
}
