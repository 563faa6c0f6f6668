// Cancel an unpaid order: one of the reasons 0-4 is required, a remark is optional (Radix dialog:
// focus trapped, Escape closes).
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { cancelReasons, type CancelReason } from '../../../../domain/orders/order-status.ts';
import * as dialogCss from '../../../components/dialog.css.ts';
import * as formCss from '../../../components/form.css.ts';
import { button } from '../../../styles/ui.css.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useOrderText } from '../use-order-text.ts';
import * as css from './orders.css.ts';

export function CancelDialog({
  orderId,
  open,
  onOpenChange,
}: {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const text = useOrderText();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');

  const submit = () => {
    if (reason === null) {
      setError(t`Please choose a reason for cancelling`);
      return;
    }
    setError('');
    cancel.mutate(
      { orderId, reason, remark },
      {
        onSuccess: () => {
          toastInfo(t`The order is cancelled`);
          onOpenChange(false);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.dialogOverlay} />
        <Dialog.Content className={dialogCss.dialogContent} data-testid="cancel-dialog">
          <Dialog.Title>
            <Trans>Cancel the order</Trans>
          </Dialog.Title>
          <Dialog.Description className={formCss.hint}>
            <Trans>Why do you want to cancel? The goods go back on sale.</Trans>
          </Dialog.Description>
          <form
            className={formCss.form}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <fieldset className={css.dialogReasons} aria-invalid={error ? true : undefined}>
              <legend className={formCss.label}>
                <Trans>Reason</Trans>
              </legend>
              {cancelReasons.map((value) => (
                <label key={value} className={css.reason}>
                  <input
                    type="radio"
                    name="cancel-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  {text.cancelReason(value)}
                </label>
              ))}
            </fieldset>
            <label className={formCss.field}>
              <span className={formCss.label}>
                <Trans>Remark (optional)</Trans>
              </span>
              <textarea
                className={formCss.textarea}
                maxLength={200}
                value={remark}
                onChange={(event) => setRemark(event.target.value)}
              />
            </label>
            {error ? (
              <p className={formCss.fieldError} role="alert">
                {error}
              </p>
            ) : null}
            <div className={dialogCss.dialogActions}>
              <Dialog.Close className={button.secondary}>
                <Trans>Keep the order</Trans>
              </Dialog.Close>
              <button
                type="submit"
                className={button.primary}
                disabled={cancel.isPending}
                data-testid="cancel-confirm"
              >
                <Trans>Cancel the order</Trans>
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
