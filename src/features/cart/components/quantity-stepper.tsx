// A whole-number quantity between min and max: minus and plus buttons around a number input.
// The typed value is applied on blur or Enter and clamped to the bounds; a quantity raised to the
// minimum order says so (issue #40: it used to change without a word).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toastInfo } from '../../../lib/toast.ts';
import * as css from './cart.css.ts';

export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  label: string;
}) {
  const { t } = useLingui();
  // What the buyer is typing; null shows the current value.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);

  const commit = () => {
    const parsed = Math.floor(Number(text));
    const next = Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : value;
    setDraft(null);
    if (Number.isFinite(parsed) && parsed < min)
      toastInfo(t`The minimum order is ${min}: the quantity is raised to ${min}.`);
    if (next !== value) onChange(next);
  };

  return (
    <span className={css.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={css.stepButton}
        aria-label={t`Decrease quantity`}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        -
      </button>
      <input
        className={css.stepInput}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text}
        aria-label={t`Quantity`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={css.stepButton}
        aria-label={t`Increase quantity`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </span>
  );
}
