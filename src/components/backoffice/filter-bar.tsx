// The filter bar above a console table: labelled fields in a wrapping row and the button that
// applies them (a search landmark where it searches).
import { useId, type FormEvent, type ReactNode } from 'react';
import * as formCss from '../form.css.ts';
import { button } from '../../styles/ui.css.ts';
import * as css from './backoffice.css.ts';

export function FilterBar({
  label,
  search = true,
  submitLabel,
  onSubmit,
  children,
}: {
  label: string;
  /** A search (`role="search"`), else a plain form (e.g. a date range). */
  search?: boolean;
  submitLabel: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className={css.filters}
      onSubmit={submit}
      role={search ? 'search' : undefined}
      aria-label={label}
    >
      {children}
      <button type="submit" className={button.primary}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A labelled filter; `children` draws the control with the id its label points at. */
function FilterField({
  label,
  children,
}: {
  label: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={css.filterField}>
      <label className={css.filterLabel} htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function FilterInput({
  label,
  value,
  onChange,
  type = 'text',
}: {
  label: ReactNode;
  value: string | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'search' | 'date';
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          className={formCss.input}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FilterField>
  );
}

export function FilterSelect({
  label,
  value,
  onChange,
  anyLabel,
  options,
}: {
  label: ReactNode;
  value: string | undefined;
  /** '' for "any". */
  onChange: (value: string) => void;
  /** The first option, which filters nothing. */
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select
          id={id}
          className={formCss.input}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}
