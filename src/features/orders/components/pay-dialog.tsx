// Pay a placed order from the balance: the fund password (the payment step-up), or the way to set
// one (Radix dialog: focus trapped, Escape closes). The password is dropped when the dialog closes.
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { isValidSafeword } from '../../../../domain/account/credentials.ts';
import * as dialogCss from '../../../components/dialog.css.ts';
import * as formCss from '../../../components/form.css.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { usePayOrder } from '../api/pay-order.ts';
import { PayStep, useHasFundPassword } from './pay-step.tsx';

export function PayDialog({
  orderId,
  open,
  onOpenChange,
}: {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const pay = usePayOrder();
  const hasFundPassword = useHasFundPassword();
  const [safeword, setSafeword] = useState('');
  const [error, setError] = useState('');

  const submit = () => {
    if (!isValidSafeword(safeword)) {
      setError(t`The fund password must be exactly 6 digits`);
      return;
    }
    setError('');
    pay.mutate(
      { orderId, safeword },
      {
        onSuccess: () => {
          toastInfo(t`Payment successful`);
          onOpenChange(false);
        },
        onError: (failure) => setError(failure.message),
        onSettled: () => setSafeword(''),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.dialogOverlay} />
        <Dialog.Content className={dialogCss.dialogContent} data-testid="pay-dialog">
          <Dialog.Title>
            <Trans>Pay the order</Trans>
          </Dialog.Title>
          <Dialog.Description className={formCss.hint}>
            <Trans>The order is paid from your balance into escrow.</Trans>
          </Dialog.Description>
          <form
            className={formCss.form}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <PayStep value={safeword} onChange={setSafeword} error={error} />
            <div className={dialogCss.dialogActions}>
              <Dialog.Close className={button.secondary}>
                <Trans>Not now</Trans>
              </Dialog.Close>
              <button
                type="submit"
                className={button.primary}
                disabled={pay.isPending || hasFundPassword === false}
                data-testid="pay-confirm"
              >
                <Trans>Pay now</Trans>
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
