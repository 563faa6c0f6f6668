// The console's brand pages: a brand's `/information` pages per language. Choose brand, page and
// language (all languages, English first, those missing a text marked); edit the title and the
// paragraphs; publish (the server refuses a missing English text or a claim nothing backs, shown
// beside the form) or reset to the brand file's version after a confirmation. Support reads only.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { BrandPageEntry } from '../../../../domain/api/brand-pages.ts';
import { informationPages, type InformationPage } from '../../../../domain/brand.ts';
import {
  bcp47,
  defaultLanguage,
  isRtl,
  languageCodes,
  nativeLanguageNames,
  type LanguageCode,
} from '../../../../domain/i18n/languages.ts';
import * as formCss from '../../../components/form.css.ts';
import { brandText } from '../../../lib/brand.ts';
import { localTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, emptyState, muted, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import {
  useBrandPages,
  useResetBrandPage,
  useSaveBrandPage,
  type PageTexts,
} from '../api/brand-pages.ts';
import * as pageCss from './brand-pages.css.ts';
import * as css from './console.css.ts';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

export interface BrandPagesSearch {
  brand?: string | undefined;
  page?: InformationPage | undefined;
  /** The language being edited (not `lang`: that one switches the interface). */
  language?: LanguageCode | undefined;
}

/** English first, then the others in the product's order. */
const editLanguages: LanguageCode[] = [
  defaultLanguage,
  ...languageCodes.filter((code) => code !== defaultLanguage),
];

const has = (texts: PageTexts | undefined, lang: string) => Boolean(texts?.[lang]?.trim());

export function BrandPagesEditor({
  search,
  onSearch,
  canWrite,
}: {
  search: BrandPagesSearch;
  onSearch: (next: BrandPagesSearch) => void;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const pages = useBrandPages(search.brand);
  if (pages.isPending) return <div className={skeleton} style={{ height: 320 }} aria-busy="true" />;
  if (pages.isError || !pages.data)
    return (
      <p className={emptyState} role="alert">
        {pages.error?.message ?? t`The list could not be loaded`}
      </p>
    );
  const { brand, brands, list } = pages.data;
  const page = search.page ?? informationPages[0];
  const entry = list.find((candidate) => candidate.page === page) ?? list[0]!;
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Brand pages</Trans>
      </h1>
      <div className={css.filters}>
        <div className={css.filterField}>
          <label className={css.filterLabel} htmlFor={`${id}-brand`}>
            <Trans>Brand</Trans>
          </label>
          <select
            id={`${id}-brand`}
            className={formCss.input}
            value={brand}
            onChange={(event) => onSearch({ ...search, brand: event.target.value })}
          >
            {brands.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className={css.filterField}>
          <label className={css.filterLabel} htmlFor={`${id}-page`}>
            <Trans>Page</Trans>
          </label>
          <select
            id={`${id}-page`}
            className={formCss.input}
            value={entry.page}
            onChange={(event) =>
              onSearch({ ...search, page: event.target.value as InformationPage })
            }
          >
            {list.map((option) => (
              <option key={option.page} value={option.page}>
                {brandText(option.title) || option.page}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PageForm
        key={`${brand}|${entry.page}|${entry.source}|${entry.updateTime}`}
        brand={brand}
        entry={entry}
        lang={search.language ?? defaultLanguage}
        onLanguage={(language) => onSearch({ ...search, language })}
        canWrite={canWrite}
      />
    </>
  );
}

function PageForm({
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
            Shown now: the version {entry.updatedBy} published {localTime(entry.updateTime)}
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
