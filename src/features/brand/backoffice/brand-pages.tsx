// The console's brand pages: a brand's `/information` pages per language. Choose brand, page and
// language (all languages, English first, those missing a text marked); edit the title and the
// paragraphs; publish (the server refuses a missing English text or a claim nothing backs, shown
// beside the form) or reset to the brand file's version after a confirmation. Support reads only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { informationPages, type InformationPage } from '../../../../domain/brand.ts';
import { defaultLanguage, type LanguageCode } from '../../../../domain/i18n/languages.ts';
import * as formCss from '../../../components/form.css.ts';
import { brandText } from '../../../lib/brand.ts';
import { emptyState, pageTitle, skeleton } from '../../../styles/ui.css.ts';
import { useBrandPages } from './api/brand-pages.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { PageForm } from './brand-page-form.tsx';

export interface BrandPagesSearch {
  brand?: string | undefined;
  page?: InformationPage | undefined;
  /** The language being edited (not `lang`: that one switches the interface). */
  language?: LanguageCode | undefined;
}

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
