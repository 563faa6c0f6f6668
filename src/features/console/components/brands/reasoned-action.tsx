// A change that takes a reason and a confirmation (enable, disable, restore): the reason field
// (required: the audit log keeps it), the button, then a dialog naming what happens; the server's
// refusal is shown under the field in the operator's language.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import * as formCss from '../../../../components/form.css.ts';
import { button } from '../../../../styles/ui.css.ts';

const ConfirmDialog = lazy(() => import('../../../../components/confirm-dialog.tsx'));

export function ReasonedAction({
  label,
  question,
  busy,
  onConfirm,
}: {
  /** The button's label (also the dialog's confirming button). */
  label: string;
  question: ReactNode;
  busy: boolean;
  /** Resolves with the refusal to show, or '' when done. */
  onConfirm: (reason: string) => Promise<string>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <form
      className={formCss.field}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(t`Write the reason first.`);
          return;
        }
        setError('');
        setConfirming(true);
      }}
    >
      <label className={formCss.label} htmlFor={id}>
        <Trans>Reason: {label}</Trans>
      </label>
      <div className={formCss.inputRow}>
        <input
          id={id}
          className={formCss.input}
          value={reason}
          maxLength={500}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <button type="submit" className={button.secondary} disabled={busy}>
          {label}
        </button>
      </div>
      {error ? (
        <span id={`${id}-error`} className={formCss.fieldError} role="alert">
          {error}
        </span>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title={question}
            description={<bdi>{reason.trim()}</bdi>}
            confirmLabel={label}
            cancelLabel={<Trans>Cancel</Trans>}
            onConfirm={() =>
              void onConfirm(reason.trim()).then((refusal) => {
                setError(refusal);
                if (!refusal) setReason('');
              })
            }
          />
        </Suspense>
      ) : null}
    </form>
  );
}
