// `/userInfo/setup/shipping-address`: the buyer's delivery addresses with add, edit, delete (after
// a confirmation) and the default flag. Every change reloads the list (spec section 4).
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { AddressItem } from '../../../../domain/api/address.ts';
import { MAX_ADDRESSES } from '../../../../domain/address/address-rules.ts';
import { LoadError } from '../../../components/page-states.tsx';
import { toastInfo } from '../../../lib/toast.ts';
import {
  button,
  emptyState,
  muted,
  pageTitle,
  section,
  sectionHeader,
  skeleton,
} from '../../../styles/ui.css.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useEditAddress } from '../api/edit-address.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { AddressForm } from './address-form.tsx';
import * as css from './address.css.ts';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

export function AddressLines({ address }: { address: AddressItem }) {
  return (
    <>
      <span>
        <bdi dir="ltr">
          +{address.areaCode} {address.phone}
        </bdi>
      </span>
      <span className={muted}>
        <bdi dir="ltr">{address.email}</bdi>
      </span>
      {/* One isolate in the direction of its own words, the post code last in it: in Arabic a
          Latin address used to show its post code first (issue #40). */}
      <bdi dir="auto" data-testid="address-line">
        {[address.address, address.city, address.province, address.countryName || address.country]
          .filter(Boolean)
          .join(', ')}{' '}
        {address.postcode}
      </bdi>
    </>
  );
}

export function AddressBook() {
  const { t } = useLingui();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const edit = useEditAddress();
  const [editing, setEditing] = useState<AddressItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AddressItem | null>(null);
  const list = addresses.data?.pageList ?? [];

  const makeDefault = (address: AddressItem) => {
    const { id, countryName: _countryName, ...fields } = address;
    edit.mutate({ ...fields, id, use: 1 }, { onSuccess: () => toastInfo(t`Operation success`) });
  };

  return (
    <section className={section} aria-labelledby="address-title">
      <div className={sectionHeader}>
        <h1 id="address-title" className={pageTitle} style={{ marginBlockEnd: 0 }}>
          <Trans>Shipping addresses</Trans>
        </h1>
        {editing === null ? (
          <button
            type="button"
            className={button.primary}
            disabled={list.length >= MAX_ADDRESSES}
            onClick={() => setEditing('new')}
            data-testid="address-add"
          >
            <Trans>Add address</Trans>
          </button>
        ) : null}
      </div>
      {list.length >= MAX_ADDRESSES ? (
        <p className={muted}>
          <Trans>You can keep at most {MAX_ADDRESSES} addresses.</Trans>
        </p>
      ) : null}

      {editing !== null ? (
        <div className={section} style={{ paddingInline: 0 }}>
          <h2 className={muted} style={{ marginBlockEnd: '12px' }}>
            {editing === 'new' ? <Trans>New address</Trans> : <Trans>Edit address</Trans>}
          </h2>
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      ) : null}

      {addresses.isPending ? (
        <div className={css.list} aria-busy="true">
          <div className={skeleton} style={{ height: '96px' }} />
          <div className={skeleton} style={{ height: '96px' }} />
        </div>
      ) : addresses.isError ? (
        <LoadError onRetry={() => void addresses.refetch()} />
      ) : list.length === 0 ? (
        <p className={emptyState}>
          <Trans>You have no shipping address yet.</Trans>
        </p>
      ) : (
        <ul className={css.list} aria-label={t`Shipping addresses`}>
          {list.map((address) => (
            <li
              key={address.id}
              className={css.card}
              data-default={address.use === 1}
              data-testid="address-card"
            >
              <div className={css.cardHeader}>
                <bdi>{address.contacts}</bdi>
                {address.use === 1 ? (
                  <span className={css.defaultBadge}>
                    <Trans>Default</Trans>
                  </span>
                ) : null}
              </div>
              <AddressLines address={address} />
              <div className={css.cardActions}>
                <button
                  type="button"
                  className={button.secondary}
                  onClick={() => setEditing(address)}
                >
                  <Trans>Edit</Trans>
                </button>
                {address.use !== 1 ? (
                  <button
                    type="button"
                    className={button.secondary}
                    disabled={edit.isPending}
                    onClick={() => makeDefault(address)}
                  >
                    <Trans>Set as default</Trans>
                  </button>
                ) : null}
                <button type="button" className={button.ghost} onClick={() => setDeleting(address)}>
                  <Trans>Delete</Trans>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title={<Trans>Delete this address?</Trans>}
            description={
              <>
                <bdi>{deleting.contacts}</bdi> <AddressLines address={deleting} />
              </>
            }
            confirmLabel={<Trans>Delete</Trans>}
            cancelLabel={<Trans>Cancel</Trans>}
            onConfirm={() => {
              remove.mutate(deleting.id, { onSuccess: () => toastInfo(t`Operation success`) });
              setDeleting(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
