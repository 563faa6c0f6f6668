// Fields the furniture editors share: texts per language, a select, date and time, checkbox, order.
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import {
  bcp47,
  isRtl,
  languageCodes,
  nativeLanguageNames,
  type LanguageCode,
} from '../../../../domain/i18n/languages.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';

export type Texts = Partial<Record<LanguageCode, string>>;

const shownLanguages: LanguageCode[] = ['en', 'cn', 'ar'];

/** A text in every interface language: English required, the rest optional. */
export function LocalizedFields({
  legend,
  value,
  onChange,
  error,
}: {
  legend: ReactNode;
  value: Texts;
  onChange: (next: Texts) => void;
  /** The rule message of the English text. */
  error?: string | undefined;
}) {
  const field = (code: LanguageCode) => (
    <Field
      key={code}
      label={<span lang={bcp47[code]}>{nativeLanguageNames[code]}</span>}
      lang={bcp47[code]}
      dir={isRtl(code) ? 'rtl' : 'auto'}
      maxLength={200}
      value={value[code] ?? ''}
      error={code === 'en' ? error : undefined}
      required={code === 'en'}
      onChange={(event) => onChange({ ...value, [code]: event.target.value })}
    />
  );
  const others = languageCodes.filter((code) => !shownLanguages.includes(code));
  const written = others.filter((code) => value[code]?.trim()).length;
  const count = others.length;
  return (
    <fieldset className={css.fieldset}>
      <legend className={formCss.label}>{legend}</legend>
      <p className={formCss.hint}>
        <Trans>English is required; a language left empty shows the English text.</Trans>
      </p>
      <div className={css.editorGrid}>{shownLanguages.map(field)}</div>
      <details className={css.moreLanguages}>
        <summary>
          <Trans>
            Other languages ({written} of {count} written)
          </Trans>
        </summary>
        <div className={css.editorGrid}>{others.map(field)}</div>
      </details>
    </fieldset>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={formCss.field}>
      <label htmlFor={id} className={formCss.label}>
        {label}
      </label>
      <select
        id={id}
        className={formCss.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <span id={`${id}-message`} className={formCss.fieldError} role="alert">
          {error}
        </span>
      ) : hint ? (
        <span id={`${id}-message`} className={formCss.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

export function TimeField({
  label,
  value,
  error,
  onChange,
  hint,
}: {
  label: ReactNode;
  /** `YYYY-MM-DDTHH:mm[:ss]`, '' for none. */
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  hint: ReactNode;
}) {
  return (
    <Field
      label={label}
      type="datetime-local"
      step={1}
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={css.check}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The display order as typed (a whole number, smaller shows first). */
export function DisplayOrderField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label={<Trans>Order (smaller shows first)</Trans>}
      inputMode="numeric"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
