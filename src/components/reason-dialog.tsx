// The reason of an operator decision, asked in a modal dialog (Radix: focus trapped, Escape
// cancels): a select of the standard reasons that fit the decision, shown in the operator's
// language, and a text — required when the reason is "other", an optional note otherwise.
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import {
  reasonsFor,
  reasonTexts,
  type DecisionKind,
  type ReasonCode,
} from '../../domain/operator/reasons.ts';
import { requestLanguage } from '../lib/language.ts';
import { button } from '../styles/ui.css.ts';
import * as css from './dialog.css.ts';
import * as formCss from './form.css.ts';

export function ReasonDialog({
  kind,
  required,
  title,
  confirmLabel,
  onCancel,
  onConfirm,
  children,
  extraConfirm,
}: {
  kind: DecisionKind;
  /** A rejection (or a restriction) needs a reason; an approval takes an optional note. */
  required: boolean;
  title: ReactNode;
  confirmLabel: ReactNode;
  onCancel: () => void;
  onConfirm: (reason: { reasonCode?: ReasonCode; reason?: string }) => void;
  /** What the decision is about (amount, user, method...), or a further choice, above the form. */
  children?: ReactNode;
  /** Controls submitted with the decision (a checkbox), inside the form before its buttons. */
  extraConfirm?: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const lang = requestLanguage();
  const [code, setCode] = useState<ReasonCode | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const needsText = code === 'other' || (!required && code === '');
  const submit = () => {
    const note = text.trim();
    if (required && code === '') return setError(t`Choose the reason the user will read`);
    if (required && code === 'other' && !note)
      return setError(t`Write the reason the user will read`);
    onConfirm({ reasonCode: code || undefined, reason: note || undefined });
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.dialogOverlay} />
        <Dialog.Content className={css.dialogContent}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>
            {required ? (
              <Trans>The user reads this reason: a standard one in their own language.</Trans>
            ) : (
              <Trans>An optional note for the record.</Trans>
            )}
          </Dialog.Description>
          {children}
          <form
            className={formCss.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {required ? (
              <div className={formCss.field}>
                <label className={formCss.label} htmlFor={`${id}-code`}>
                  <Trans>Reason</Trans>
                </label>
                <select
                  id={`${id}-code`}
                  className={formCss.input}
                  value={code}
                  aria-invalid={error && code === '' ? true : undefined}
                  onChange={(event) => {
                    setCode(event.target.value as ReasonCode | '');
                    setError('');
                  }}
                >
                  <option value="">{t`Choose a reason`}</option>
                  {reasonsFor[kind].map((reason) => (
                    <option key={reason} value={reason}>
                      {reason === 'other' ? t`Other (write it below)` : reasonTexts[reason][lang]}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className={formCss.field}>
              <label className={formCss.label} htmlFor={`${id}-text`}>
                {needsText && required ? (
                  <Trans>Reason in your words (shown as written)</Trans>
                ) : (
                  <Trans>Note (optional)</Trans>
                )}
              </label>
              <textarea
                id={`${id}-text`}
                className={formCss.textarea}
                maxLength={500}
                value={text}
                aria-invalid={error && code === 'other' ? true : undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  setError('');
                }}
              />
            </div>
            {extraConfirm}
            {error ? (
              <p className={formCss.fieldError} role="alert">
                {error}
              </p>
            ) : null}
            <div className={css.dialogActions}>
              <Dialog.Close type="button" className={button.secondary}>
                <Trans>Cancel</Trans>
              </Dialog.Close>
              <button type="submit" className={button.primary}>
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
