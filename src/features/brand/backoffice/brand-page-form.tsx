// One brand page's form: title and paragraphs in the chosen language, published or reset by an admin.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { BrandPageEntry } from '../../../../domain/api/brand-pages.ts';
import {
  bcp47,
  defaultLanguage,
  isRtl,
  languageCodes,
  nativeLanguageNames,
  type LanguageCode,
} from '../../../../domain/i18n/languages.ts';
import * as formCss from '../../../components/form.css.ts';
import { platformTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, muted, section } from '../../../styles/ui.css.ts';
import { useResetBrandPage, useSaveBrandPage, type PageTexts } from './api/brand-pages.ts';
import * as pageCss from './brand-pages.css.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

/** English first, then the others in the product's order. */
const editLanguages: LanguageCode[] = [
  defaultLanguage,
  ...languageCodes.filter((code) => code !== defaultLanguage),
];

const has = (texts: PageTexts | undefined, lang: string) => Boolean(texts?.[lang]?.trim());

export function PageForm({
  brand,
  entry,
  lang,
  onLanguage,
  canWrite,
}: {
  brand: string;
  entry: BrandPageEntry;
  lang: LanguageCode;
  onLanguage: (lang: LanguageCode) => void;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveBrandPage();
  const reset = useResetBrandPage();
  const [title, setTitle] = useState<PageTexts>(entry.title);
  const [body, setBody] = useState<PageTexts[]>(entry.body);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  // After adding or removing a paragraph, the keyboard carries on in the paragraph it lands on.
  const [focusField, setFocusField] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (focusField) document.getElementById(focusField)?.focus();
  }, [focusField, body.length]);
  const missingIn = (code: LanguageCode) =>
    !has(title, code) || body.some((paragraph) => !has(paragraph, code));
  const missing = editLanguages.filter(missingIn);
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  const english = (texts: PageTexts) =>
    lang !== defaultLanguage ? (
      <p className={pageCss.english}>
        <Trans>In English:</Trans>{' '}
        <bdi lang="en" dir="ltr">
          {texts.en?.trim() || '—'}
        </bdi>
      </p>
    ) : null;
  const setParagraph = (index: number, text: string) =>
    setBody((was) => was.map((p, i) => (i === index ? { ...p, [lang]: text } : p)));
  const submit = () => {
    // The server refuses it too; saying so here names what to fix.
    if (
      !has(title, defaultLanguage) ||
      body.some((paragraph) => !has(paragraph, defaultLanguage))
    ) {
      setError(t`Write the English text of the title and of every paragraph first.`);
      return;
    }
    setError('');
    save.mutate(
      { brand, page: entry.page, title, body },
      {
        onSuccess: () => toastInfo(t`Published. The storefront shows it within a few seconds.`),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <section className={section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={pageCss.source}>
        {entry.source === 'operator' ? (
          <Trans>
            Shown now: the version {entry.updatedBy} published {platformTime(entry.updateTime)}
          </Trans>
        ) : entry.source === 'file' ? (
          <Trans>Shown now: the brand file&apos;s version</Trans>
        ) : (
          <Trans>This page has no text yet; the storefront does not list it.</Trans>
        )}
      </h2>
      <form
        className={pageCss.editor}
        // The English check below names what is missing; the browser's own bubble would not.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canWrite) submit();
        }}
      >
        {canWrite ? null : (
          <p className={muted}>
            <Trans>Only an administrator can change the pages.</Trans>
          </p>
        )}
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor={`${id}-lang`}>
            <Trans>Language</Trans>
          </label>
          <select
            id={`${id}-lang`}
            className={formCss.input}
            value={lang}
            aria-describedby={`${id}-missing`}
            onChange={(event) => onLanguage(event.target.value as LanguageCode)}
          >
            {editLanguages.map((code) => {
              const name = `${nativeLanguageNames[code]} (${code})`;
              return (
                <option key={code} value={code}>
                  {missingIn(code) ? t`${name}: a text is missing` : name}
                </option>
              );
            })}
          </select>
          <span id={`${id}-missing`} className={formCss.hint}>
            {missing.length > 0 ? (
              <Trans>Missing a text: {missing.join(', ')}</Trans>
            ) : (
              <Trans>Every language has every text.</Trans>
            )}
          </span>
        </div>
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor={`${id}-title`}>
            <Trans>Title</Trans>
          </label>
          <input
            id={`${id}-title`}
            className={formCss.input}
            lang={bcp47[lang]}
            dir={dir}
            maxLength={80}
            aria-required={lang === defaultLanguage}
            readOnly={!canWrite}
            value={title[lang] ?? ''}
            onChange={(event) => setTitle((was) => ({ ...was, [lang]: event.target.value }))}
          />
          {english(title)}
        </div>
        {body.map((paragraph, index) => {
          const n = index + 1;
          return (
            <div key={index} className={pageCss.paragraph}>
              <div className={pageCss.paragraphHead}>
                <label className={formCss.label} htmlFor={`${id}-p${index}`}>
                  <Trans>Paragraph {n}</Trans>
                </label>
                {canWrite ? (
                  <button
                    type="button"
                    className={button.ghost}
                    aria-label={t`Remove paragraph ${n}`}
                    onClick={() => {
                      setBody((was) => was.filter((_, i) => i !== index));
                      setFocusField(index > 0 ? `${id}-p${index - 1}` : `${id}-title`);
                    }}
                  >
                    <Trans>Remove</Trans>
                  </button>
                ) : null}
              </div>
              <textarea
                id={`${id}-p${index}`}
                className={formCss.textarea}
                lang={bcp47[lang]}
                dir={dir}
                maxLength={2000}
                aria-required={lang === defaultLanguage}
                readOnly={!canWrite}
                value={paragraph[lang] ?? ''}
                onChange={(event) => setParagraph(index, event.target.value)}
              />
              {english(paragraph)}
            </div>
          );
        })}
        {error ? (
          <p className={formCss.formError} role="alert">
            {error}
          </p>
        ) : null}
        {canWrite ? (
          <div className={css.actions}>
            <button
              type="button"
              className={button.secondary}
              onClick={() => {
                setBody((was) => [...was, {}]);
                setFocusField(`${id}-p${body.length}`);
              }}
            >
              <Trans>Add paragraph</Trans>
            </button>
            <button type="submit" className={button.primary} disabled={save.isPending}>
              <Trans>Publish</Trans>
            </button>
            {entry.source === 'operator' ? (
              <button
                type="button"
                className={button.secondary}
                disabled={reset.isPending}
                onClick={() => setConfirming(true)}
              >
                <Trans>Reset to the file version</Trans>
              </button>
            ) : null}
          </div>
        ) : null}
      </form>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title={<Trans>Reset this page to the brand file&apos;s version?</Trans>}
            description={
              <Trans>
                The operators&apos; version is deleted and the storefront shows the brand
                file&apos;s text again.
              </Trans>
            }
            confirmLabel={<Trans>Reset to the file version</Trans>}
            cancelLabel={<Trans>Cancel</Trans>}
            onConfirm={() =>
              reset.mutate(
                { brand, page: entry.page },
                {
                  onSuccess: () => toastInfo(t`Operation success`),
                  onError: (failure) => setError(failure.message),
                },
              )
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}
