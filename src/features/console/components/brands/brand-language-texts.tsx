// The brand's title and description in the languages other than English: pick a language (each
// one the brand shows without a title or description is marked, since a save is refused for it),
// write or change its title and description with the English beside them, or remove them (the
// storefront then shows English there, and a language the brand shows still needs them).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  bcp47,
  languageCodes,
  nativeLanguageNames,
  type LanguageCode,
} from '../../../../../domain/i18n/languages.ts';
import * as css from '../../../../components/backoffice/backoffice.css.ts';
import * as formCss from '../../../../components/form.css.ts';
import { button } from '../../../../styles/ui.css.ts';
import { DESCRIPTION_MAX, TITLE_MAX, type BrandDraft, type Texts } from './brand-draft.ts';
import { TextField, type Set } from './brand-fields.tsx';

const others = languageCodes.filter((code) => code !== 'en');

const without = (texts: Texts, code: LanguageCode): Texts =>
  Object.fromEntries(Object.entries(texts).filter(([other]) => other !== code));

export function BrandLanguageTexts({
  draft,
  set,
  readOnly,
}: {
  draft: BrandDraft;
  set: Set;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const [lang, setLang] = useState<LanguageCode>(others[0]!);
  const shown = (code: LanguageCode) => !draft.hiddenLanguages.includes(code);
  const missing = (code: LanguageCode) =>
    shown(code) && !(draft.title[code]?.trim() && draft.description[code]?.trim());
  const written = lang in draft.title || lang in draft.description;
  const name = <span lang={bcp47[lang]}>{nativeLanguageNames[lang]}</span>;
  return (
    <fieldset className={css.fieldset} data-testid="brand-language-texts">
      <legend className={formCss.label}>
        <Trans>Title and description in other languages</Trans>
      </legend>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`${id}-lang`}>
          <Trans>Language</Trans>
        </label>
        <select
          id={`${id}-lang`}
          className={formCss.input}
          value={lang}
          onChange={(event) => setLang(event.target.value as LanguageCode)}
        >
          {others.map((code) => (
            <option key={code} value={code} lang={bcp47[code]}>
              {missing(code)
                ? t`${nativeLanguageNames[code]} (missing)`
                : nativeLanguageNames[code]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        key={`title-${lang}`}
        label={<Trans>Title ({name})</Trans>}
        value={draft.title[lang] ?? ''}
        onChange={(value) => set('title', { ...draft.title, [lang]: value })}
        lang={bcp47[lang]}
        dir="auto"
        maxLength={TITLE_MAX}
        readOnly={readOnly}
        hint={
          <>
            <Trans>English:</Trans> <bdi lang="en">{draft.title.en}</bdi>
          </>
        }
      />
      <TextField
        key={`description-${lang}`}
        label={<Trans>Description ({name})</Trans>}
        value={draft.description[lang] ?? ''}
        onChange={(value) => set('description', { ...draft.description, [lang]: value })}
        lang={bcp47[lang]}
        dir="auto"
        maxLength={DESCRIPTION_MAX}
        readOnly={readOnly}
        multiline
        hint={
          <>
            <Trans>English:</Trans> <bdi lang="en">{draft.description.en}</bdi>
          </>
        }
      />
      {missing(lang) ? (
        <p className={formCss.hint} data-testid="language-missing">
          <Trans>
            The brand shows this language: write its title and description, or hide the language
            under Hidden languages. Saving is refused until then.
          </Trans>
        </p>
      ) : null}
      {readOnly ? null : (
        <div className={css.actions}>
          <button
            type="button"
            className={button.secondary}
            disabled={!written}
            onClick={() => {
              set('title', without(draft.title, lang));
              set('description', without(draft.description, lang));
            }}
          >
            <Trans>Remove the {name} title and description</Trans>
          </button>
        </div>
      )}
    </fieldset>
  );
}
