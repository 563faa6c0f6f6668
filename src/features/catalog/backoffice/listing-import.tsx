// Listings from a CSV file: the template to fill in, the upload, and the result line by line.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { importTemplateHeader } from '../../../../domain/catalog/listing-rules.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { button, muted } from '../../../styles/ui.css.ts';
import { categoryTreeQueryOptions } from '../index.ts';
import { useImportListings } from './api/import-listings.ts';
import * as css from '../../../components/backoffice/panel.css.ts';

/** The template file: the header and one example row in a category that exists. */
function templateHref(categoryId: string): string {
  const example = [
    'Oak table',
    'Solid oak; sold per piece',
    '橡木桌',
    '实心橡木',
    categoryId,
    '120.50',
    '',
    '',
    '',
    '40',
    '2',
    'yes',
    '/uploads/goods/<picture uploaded with “Add a picture”>.jpg',
    'Finish=Oiled|Lacquered',
  ];
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const csv = `${importTemplateHeader.join(',')}\n${example.map(quote).join(',')}\n`;
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
}

export function ListingImport() {
  const { t } = useLingui();
  const id = useId();
  const tree = useQuery(categoryTreeQueryOptions({}));
  const importing = useImportListings();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState('');
  const [picture, setPicture] = useState('');
  const key = useRef(newIdempotencyKey());
  const report = importing.data;
  const firstLeaf = tree.data?.find((top) => top.children.length > 0)?.children[0]?.id ?? '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure(t`Choose a CSV file first`);
    setFailure('');
    importing.mutate(
      { file, idempotencyKey: key.current },
      {
        onError: (error) =>
          setFailure(error instanceof ApiError && error.message ? error.message : t`Import failed`),
      },
    );
  };

  return (
    <details className={css.importBox}>
      <summary>
        <Trans>Import listings from a CSV file</Trans>
      </summary>
      <p className={muted}>
        <Trans>
          One listing per row. Columns name:&lt;language&gt; and description:&lt;language&gt; take
          any language code (en, cn, ar…); the images column takes the addresses of pictures you
          uploaded, separated by spaces. Every row is checked first: if any row is refused, nothing
          is created and the report says why.
        </Trans>
      </p>
      <a className={button.secondary} href={templateHref(firstLeaf)} download="listings.csv">
        <Trans>Download the template</Trans>
      </a>
      <ImageUpload
        key={picture}
        label={<Trans>Upload a picture to use in the file</Trans>}
        area="goods"
        value=""
        onChange={setPicture}
      />
      {picture ? (
        <Field
          label={<Trans>Its address for the images column</Trans>}
          name="picture-address"
          readOnly
          value={picture}
          onFocus={(e) => e.target.select()}
        />
      ) : null}
      <form className={formCss.form} onSubmit={onSubmit}>
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor={id}>
            <Trans>CSV file</Trans>
          </label>
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              key.current = newIdempotencyKey();
              importing.reset();
            }}
          />
        </div>
        {failure ? (
          <p className={formCss.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <button
          type="submit"
          className={button.primary}
          disabled={importing.isPending}
          aria-busy={importing.isPending}
        >
          {importing.isPending ? <Trans>Importing…</Trans> : <Trans>Import</Trans>}
        </button>
      </form>
      {report ? (
        <div role="status" data-testid="import-report">
          <p>
            {report.imported ? (
              <Trans>{report.created} listings created.</Trans>
            ) : (
              <Trans>
                Nothing was created: {report.refused} of {report.rows.length} rows were refused.
              </Trans>
            )}
          </p>
          <ul className={css.plainList}>
            {report.rows
              .filter((row) => row.errors.length > 0)
              .map((row) => (
                <li key={row.line}>
                  <Trans>
                    Line {row.line} (<bdi>{row.name}</bdi>): {row.errors.join('; ')}
                  </Trans>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </details>
  );
}
