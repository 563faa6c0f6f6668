// The brand editor's plain fields: name, English title and description (the other languages in
// brand-language-texts.tsx), support mail, host names (one a line, each checked while typed with
// the server's rule), hidden languages and the rest of brand.json as JSON text with its parse error.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { bcp47, languageCodes, nativeLanguageNames } from '../../../../../domain/i18n/languages.ts';
import * as css from '../../../../components/backoffice/backoffice.css.ts';
import * as formCss from '../../../../components/form.css.ts';
import * as brandCss from './brands.css.ts';
import { DESCRIPTION_MAX, invalidHosts, TITLE_MAX, type BrandDraft } from './brand-draft.ts';

export type Set = <K extends keyof BrandDraft>(key: K, value: BrandDraft[K]) => void;

export function TextField({
  label,
  value,
  onChange,
  readOnly,
  multiline,
  dir,
  hint,
  error,
  type,
  lang,
  maxLength,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  multiline?: boolean;
  dir?: 'ltr' | 'auto';
  hint?: ReactNode;
  error?: ReactNode;
  type?: string;
  lang?: string;
  maxLength?: number;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  const props = {
    id,
    value,
    readOnly,
    dir,
    lang,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className={formCss.field}>
      <label className={formCss.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...props}
          className={formCss.textarea}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...props}
          type={type}
          className={formCss.input}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <span id={`${id}-hint`} className={formCss.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={formCss.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function BrandTextFields({
  draft,
  set,
  readOnly,
}: {
  draft: BrandDraft;
  set: Set;
  readOnly: boolean;
}) {
  const bad = invalidHosts(draft.hosts);
  return (
    <>
      <TextField
        label={<Trans>Name</Trans>}
        value={draft.name}
        onChange={(value) => set('name', value)}
        readOnly={readOnly}
      />
      <TextField
        label={<Trans>Title (English)</Trans>}
        value={draft.title.en ?? ''}
        onChange={(value) => set('title', { ...draft.title, en: value })}
        dir="ltr"
        maxLength={TITLE_MAX}
        readOnly={readOnly}
        error={draft.title.en?.trim() ? undefined : <Trans>Write the English title.</Trans>}
        hint={<Trans>The other languages are edited below.</Trans>}
      />
      <TextField
        label={<Trans>Description (English)</Trans>}
        value={draft.description.en ?? ''}
        onChange={(value) => set('description', { ...draft.description, en: value })}
        dir="ltr"
        maxLength={DESCRIPTION_MAX}
        readOnly={readOnly}
        multiline
      />
      <TextField
        label={<Trans>Support mail</Trans>}
        type="email"
        dir="ltr"
        value={draft.supportMail}
        onChange={(value) => set('supportMail', value)}
        readOnly={readOnly}
        hint={<Trans>Shown in the footer; empty: none (the chat remains).</Trans>}
      />
      <TextField
        label={<Trans>Host names</Trans>}
        dir="ltr"
        multiline
        value={draft.hosts}
        onChange={(value) => set('hosts', value)}
        readOnly={readOnly}
        hint={<Trans>One a line, as shop.example.com: no scheme, port, path or wildcard.</Trans>}
        error={bad.length > 0 ? <Trans>Not a host name: {bad.join(', ')}</Trans> : undefined}
      />
    </>
  );
}

export function HiddenLanguages({
  draft,
  set,
  readOnly,
}: {
  draft: BrandDraft;
  set: Set;
  readOnly: boolean;
}) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={formCss.label}>
        <Trans>Hidden languages</Trans>
      </legend>
      <div className={brandCss.languageGrid}>
        {languageCodes.map((code) => (
          <label key={code} className={css.check}>
            <input
              type="checkbox"
              checked={draft.hiddenLanguages.includes(code)}
              disabled={readOnly}
              onChange={(event) =>
                set(
                  'hiddenLanguages',
                  event.target.checked
                    ? languageCodes.filter(
                        (other) => other === code || draft.hiddenLanguages.includes(other),
                      )
                    : draft.hiddenLanguages.filter((other) => other !== code),
                )
              }
            />
            <span lang={bcp47[code]}>{nativeLanguageNames[code]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RestJson({
  draft,
  set,
  readOnly,
  error,
}: {
  draft: BrandDraft;
  set: Set;
  readOnly: boolean;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={formCss.field}>
      <label className={formCss.label} htmlFor={id}>
        <Trans>The rest of brand.json</Trans>
      </label>
      <textarea
        id={id}
        className={`${formCss.textarea} ${brandCss.jsonArea}`}
        dir="ltr"
        spellCheck={false}
        value={draft.rest}
        readOnly={readOnly}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={`${id}-hint${error !== undefined ? ` ${id}-error` : ''}`}
        onChange={(event) => set('rest', event.target.value)}
      />
      <span id={`${id}-hint`} className={formCss.hint}>
        <Trans>
          Code, artwork files, hidden footer blocks, address, legal text, links and information
          pages, as JSON.
        </Trans>
      </span>
      {error !== undefined ? (
        <span id={`${id}-error`} className={formCss.fieldError}>
          {error ? t`This is not valid JSON: ${error}` : t`This must be a JSON object { … }.`}
        </span>
      ) : null}
    </div>
  );
}
