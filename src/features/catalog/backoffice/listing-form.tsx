// Adding or editing a listing: its name and description in one or more languages, category, up to
// 9 pictures (each with upload progress), choices (colour, size), prices with what the store
// receives after the platform commission, an optional discount with its time window, stock,
// minimum order and shelf state. Checked with the same schema the server uses; the server's
// refusal (e.g. stock changed by orders meanwhile) is shown as it comes, in the seller's language.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { listingInput, type SellerListing } from '../../../../domain/api/listing.ts';
import type { LanguageCode } from '../../../../domain/i18n/languages.ts';
import { D } from '../../../../domain/money.ts';
import { splitRelease } from '../../../../domain/orders/pricing.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { Usd } from '../../../components/usd.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, muted, skeleton } from '../../../styles/ui.css.ts';
import { categoryTreeQueryOptions } from '../index.ts';
import { useSaveListing } from './api/save-listing.ts';
import { ListingChoices } from './listing-choices.tsx';
import { draftOf, type Draft, type ErrorField } from './listing-draft.ts';
import { ListingTexts } from './listing-texts.tsx';
import { ReductionNote } from './reduction-note.tsx';
import * as css from '../../../components/backoffice/panel.css.ts';

const MAX_PICTURES = 9;

/** "You receive X after the Y % platform commission" for a price as typed. */
function NetOfCommission({ price, rate }: { price: string; rate: string }) {
  if (!/^\d+(\.\d{1,2})?$/.test(price) || new D(price).isZero()) return null;
  const net = splitRelease(price, rate).seller;
  const percent = new D(rate).times(100).toFixed();
  return (
    <span className={formCss.hint} data-testid="net-of-commission">
      <Trans>
        You receive <Usd value={net} /> after the {percent} % platform commission.
      </Trans>
    </span>
  );
}

export function ListingForm({
  listing,
  commissionRate,
  onDone,
}: {
  listing?: SellerListing | undefined;
  commissionRate: string;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const save = useSaveListing();
  const tree = useQuery(categoryTreeQueryOptions({}));
  const [draft, setDraft] = useState<Draft>(() =>
    draftOf(listing, (i18n.locale as LanguageCode) || 'en'),
  );
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const [formError, setFormError] = useState('');
  const [uploads, setUploads] = useState(0);
  const attemptKey = useRef(newIdempotencyKey());
  const busy = (on: boolean) => setUploads((n) => n + (on ? 1 : -1));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const messages: Record<ErrorField, string> = {
    texts: t`Give the listing a name (up to 120 characters) in at least one language`,
    categoryId: t`Choose a category`,
    images: t`Add 1 to 9 pictures`,
    attributes: t`Each choice needs a name and at least one value`,
    sellingPrice: t`Enter a price above zero with at most 2 decimals`,
    discountPrice: t`Enter a discount price with at most 2 decimals, or leave it empty`,
    stock: t`Enter the stock as a whole number (0 or more)`,
    buyMin: t`Enter the minimum order as a whole number (1 or more)`,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (uploads > 0) return setFormError(t`Still uploading, please wait`);
    const payload = {
      ...draft,
      attributes: draft.attributes
        .filter((a) => a.name.trim() !== '' || a.values.trim() !== '')
        .map((a) => ({
          name: a.name,
          values: a.values
            .split(',')
            .map((v) => v.trim())
            .filter((v) => v !== ''),
        })),
    };
    const parsed = listingInput.safeParse(payload);
    if (!parsed.success) {
      const next: Partial<Record<ErrorField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ErrorField;
        if (field in messages) next[field] = messages[field];
      }
      setErrors(next);
      setFormError(t`Please correct the marked fields`);
      return;
    }
    setErrors({});
    setFormError('');
    const done = () => {
      toastInfo(t`Listing saved`);
      onDone();
    };
    const failed = (error: unknown) =>
      setFormError(error instanceof ApiError && error.message ? error.message : t`Save failed`);
    if (listing) {
      save.mutate(
        {
          edit: {
            ...parsed.data,
            sellerGoodsId: listing.sellerGoodsId,
            stockExpected: listing.stock,
          },
        },
        { onSuccess: done, onError: failed },
      );
    } else {
      save.mutate(
        { add: parsed.data, idempotencyKey: attemptKey.current },
        { onSuccess: done, onError: failed },
      );
    }
  };

  return (
    <form
      className={formCss.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${formId}-title`}
      data-testid="listing-form"
    >
      <h3 id={`${formId}-title`}>
        {listing ? <Trans>Edit listing</Trans> : <Trans>New listing</Trans>}
      </h3>
      <ListingTexts
        formId={formId}
        texts={draft.texts}
        error={errors.texts}
        onChange={(texts) => set('texts', texts)}
      />
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`${formId}-category`}>
          <Trans>Category</Trans>
        </label>
        {tree.isPending ? (
          <div className={skeleton} style={{ height: 40 }} aria-busy="true" />
        ) : (
          <select
            id={`${formId}-category`}
            className={formCss.input}
            value={draft.categoryId}
            aria-invalid={errors.categoryId ? true : undefined}
            onChange={(e) => set('categoryId', e.target.value)}
          >
            <option value="">{t`Choose a category`}</option>
            {tree.data?.map((top) => (
              <optgroup key={top.id} label={top.name}>
                {top.children.map((leaf) => (
                  <option key={leaf.id} value={leaf.id}>
                    {leaf.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
        {errors.categoryId ? (
          <span className={formCss.fieldError} role="alert">
            {errors.categoryId}
          </span>
        ) : null}
      </div>
      <fieldset className={css.textGroup}>
        <legend className={formCss.label}>
          <Trans>Pictures (1 to 9; the first is the cover)</Trans>
        </legend>
        {draft.images.length > 0 ? (
          <ul className={css.pictureGrid}>
            {draft.images.map((image, index) => (
              <li key={image}>
                <img src={image} alt={t`Picture ${index + 1}`} />
                <button
                  type="button"
                  className={button.secondary}
                  onClick={() =>
                    set(
                      'images',
                      draft.images.filter((x) => x !== image),
                    )
                  }
                >
                  <Trans>Remove picture {index + 1}</Trans>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {draft.images.length < MAX_PICTURES ? (
          <ImageUpload
            key={draft.images.length}
            label={<Trans>Add a picture</Trans>}
            area="goods"
            value=""
            error={errors.images}
            onChange={(url) => setDraft((d) => ({ ...d, images: [...d.images, url] }))}
            onBusy={busy}
          />
        ) : null}
      </fieldset>
      <ListingChoices
        attributes={draft.attributes}
        error={errors.attributes}
        onChange={(attributes) => set('attributes', attributes)}
      />
      <div className={formCss.field}>
        <Field
          label={<Trans>Price (USDT)</Trans>}
          name="sellingPrice"
          inputMode="decimal"
          value={draft.sellingPrice}
          error={errors.sellingPrice}
          onChange={(e) => set('sellingPrice', e.target.value.trim())}
        />
        <NetOfCommission price={draft.sellingPrice} rate={commissionRate} />
      </div>
      <fieldset className={css.textGroup}>
        <legend className={formCss.label}>
          <Trans>Discount (optional)</Trans>
        </legend>
        <Field
          label={<Trans>Discount price (USDT)</Trans>}
          name="discountPrice"
          inputMode="decimal"
          value={draft.discountPrice}
          error={errors.discountPrice}
          onChange={(e) => set('discountPrice', e.target.value.trim())}
        />
        <NetOfCommission price={draft.discountPrice} rate={commissionRate} />
        <Field
          label={<Trans>Starts (platform time, optional)</Trans>}
          name="discountStart"
          type="datetime-local"
          value={draft.discountStart}
          onChange={(e) => set('discountStart', e.target.value)}
        />
        <Field
          label={<Trans>Ends (platform time, optional)</Trans>}
          name="discountEnd"
          type="datetime-local"
          value={draft.discountEnd}
          onChange={(e) => set('discountEnd', e.target.value)}
        />
        <ReductionNote listing={listing} />
      </fieldset>
      <Field
        label={<Trans>Stock</Trans>}
        name="stock"
        inputMode="numeric"
        value={draft.stock}
        error={errors.stock}
        onChange={(e) => set('stock', e.target.value.trim())}
      />
      <Field
        label={<Trans>Minimum order quantity</Trans>}
        name="buyMin"
        inputMode="numeric"
        value={draft.buyMin}
        error={errors.buyMin}
        onChange={(e) => set('buyMin', e.target.value.trim())}
      />
      <label className={css.checkRow}>
        <input
          type="checkbox"
          checked={draft.onShelf}
          onChange={(e) => set('onShelf', e.target.checked)}
        />{' '}
        <Trans>On the shelf (buyers can find and buy it)</Trans>
      </label>
      {formError ? (
        <p className={formCss.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      {uploads > 0 ? (
        <p className={muted} role="status">
          <Trans>Pictures are uploading…</Trans>
        </p>
      ) : null}
      <div className={css.actions}>
        <button
          type="submit"
          className={button.primary}
          disabled={save.isPending || uploads > 0}
          aria-busy={save.isPending}
        >
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save listing</Trans>}
        </button>
        <button type="button" className={button.secondary} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
