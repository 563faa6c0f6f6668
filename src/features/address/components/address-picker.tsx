// Address choice at checkout: the buyer's addresses as radio cards (default preselected), with a
// link to add one when there is none.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { LoadError } from '../../../components/page-states.tsx';
import { button, emptyState, skeleton } from '../../../styles/ui.css.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { AddressLines } from './address-book.tsx';
import * as css from './address.css.ts';

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

  useEffect(() => {
    if (list.length === 0) return;
    if (!list.some((address) => address.id === value)) {
      onChange((list.find((address) => address.use === 1) ?? list[0])?.id ?? '');
    }
  }, [list, value, onChange]);

  if (addresses.isPending)
    return <div className={skeleton} style={{ height: '96px' }} aria-busy="true" />;
  if (addresses.isError) return <LoadError onRetry={() => void addresses.refetch()} />;
  if (list.length === 0)
    return (
      <div className={emptyState} role="status">
        <p>
          <Trans>Shipping address not set. Add one to place your order.</Trans>
        </p>
        <p>
          <Link to="/userInfo/setup/shipping-address" className={button.primary}>
            <Trans>Add address</Trans>
          </Link>
        </p>
      </div>
    );
  return (
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
      <p>
        <Link to="/userInfo/setup/shipping-address" className={button.ghost}>
          <Trans>Manage addresses</Trans>
        </Link>
      </p>
    </div>
  );
}
