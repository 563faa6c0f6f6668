// A labelled form field with its rule message, linked for screen readers.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as css from './form.css.ts';

export function Field({
  label,
  error,
  hint,
  after,
  ...input
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  after?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <div className={css.inputRow}>
        <input
          id={id}
          className={css.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...input}
        />
        {after}
      </div>
      {error ? (
        <span id={messageId} className={css.fieldError} role="alert">
          {error}
        </span>
      ) : hint ? (
        <span id={messageId} className={css.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
