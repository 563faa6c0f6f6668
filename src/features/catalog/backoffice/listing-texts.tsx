// A listing's name and description per language: one block a language, and a language added or removed.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingText } from '../../../../domain/api/listing.ts';
import {
  languageCodes,
  nativeLanguageNames,
  type LanguageCode,
} from '../../../../domain/i18n/languages.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { button } from '../../../styles/ui.css.ts';
import * as css from '../../../components/backoffice/panel.css.ts';

export function ListingTexts({
  formId,
  texts,
  error,
  onChange,
}: {
  /** The form's id, prefix of the fields' ids. */
  formId: string;
  texts: ListingText[];
  /** Shown under the first name. */
  error?: string | undefined;
  onChange: (texts: ListingText[]) => void;
}) {
  const { t } = useLingui();
  const unusedLanguages = languageCodes.filter((code) => !texts.some((x) => x.lang === code));
  const setText = (index: number, patch: Partial<ListingText>) =>
    onChange(texts.map((text, i) => (i === index ? { ...text, ...patch } : text)));
  return (
    <>
      {texts.map((text, index) => (
        <fieldset key={text.lang} className={css.textGroup}>
          <legend className={formCss.label}>{nativeLanguageNames[text.lang]}</legend>
          <Field
            label={<Trans>Name</Trans>}
            name={`name-${text.lang}`}
            maxLength={120}
            value={text.name}
            error={index === 0 ? error : undefined}
            onChange={(e) => setText(index, { name: e.target.value })}
          />
          <div className={formCss.field}>
            <label className={formCss.label} htmlFor={`${formId}-desc-${text.lang}`}>
              <Trans>Description</Trans>
            </label>
            <textarea
              id={`${formId}-desc-${text.lang}`}
              className={formCss.textarea}
              maxLength={5000}
              value={text.description}
              onChange={(e) => setText(index, { description: e.target.value })}
            />
          </div>
          {texts.length > 1 ? (
            <button
              type="button"
              className={button.secondary}
              onClick={() => onChange(texts.filter((_, i) => i !== index))}
            >
              <Trans>Remove this language</Trans>
            </button>
          ) : null}
        </fieldset>
      ))}
      {unusedLanguages.length > 0 ? (
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor={`${formId}-add-lang`}>
            <Trans>Add a language</Trans>
          </label>
          <select
            id={`${formId}-add-lang`}
            className={formCss.input}
            value=""
            onChange={(e) => {
              const lang = e.target.value as LanguageCode;
              if (lang) onChange([...texts, { lang, name: '', description: '' }]);
            }}
          >
            <option value="">{t`Choose a language`}</option>
            {unusedLanguages.map((code) => (
              <option key={code} value={code}>
                {nativeLanguageNames[code]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
