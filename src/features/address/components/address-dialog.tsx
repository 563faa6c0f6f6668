// Checkout's "Add address": the address form in a dialog over the order (Radix: focus trapped,
// Escape cancels), so the buyer never leaves checkout; the saved address is handed back to be
// chosen. Loaded on demand.
import { Trans } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import type { AddressItem } from '../../../../domain/api/address.ts';
import * as dialogCss from '../../../components/dialog.css.ts';
import { AddressForm } from './address-form.tsx';
import * as css from './address.css.ts';

export default function AddressDialog({
  onSaved,
  onClose,
}: {
  onSaved: (address: AddressItem) => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.dialogOverlay} />
        <Dialog.Content
          className={`${dialogCss.dialogContent} ${css.formDialog}`}
          data-testid="address-dialog"
        >
          <Dialog.Title>
            <Trans>New address</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>It is saved to your address book and chosen for this order.</Trans>
          </Dialog.Description>
          <AddressForm onDone={(saved) => (saved ? onSaved(saved) : onClose())} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
