// The brand's editing form: its fields, colours with their contrast, logo and icon, the rest of
// brand.json, and the required reason. Preview asks the server what the storefront would get
// without saving; Save writes the next version from the version the edit began with. What the
// form can already tell (a bad host name, a colour not #rrggbb, JSON that does not parse) it says
// beside the field; the server's refusal (contrast pair and ratio, a host taken, a claim) is
// shown in the operator's language above the buttons.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AdminBrandInfo } from '../../../../../domain/api/brand-admin.ts';
import * as css from '../../../../components/backoffice/backoffice.css.ts';
import * as formCss from '../../../../components/form.css.ts';
import { toastInfo } from '../../../../lib/toast.ts';
import { button, muted, section } from '../../../../styles/ui.css.ts';
import { usePreviewBrand } from '../../api/preview-brand.ts';
import { useSaveBrand } from '../../api/save-brand.ts';
import { BrandArtwork } from './brand-artwork.tsx';
import { BrandColoursField } from './brand-colours.tsx';
import { brandOf, draftOf, type BrandDraft } from './brand-draft.ts';
import { BrandTextFields, HiddenLanguages, RestJson } from './brand-fields.tsx';
import { BrandLanguageTexts } from './brand-language-texts.tsx';
import { BrandPreview } from './brand-preview.tsx';

export function BrandForm({ info, canWrite }: { info: AdminBrandInfo; canWrite: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveBrand();
  const preview = usePreviewBrand();
  const [draft, setDraft] = useState<BrandDraft>(() => draftOf(info.brand));
  const [logoUpload, setLogoUpload] = useState<string | undefined>(undefined);
  const [iconUpload, setIconUpload] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(0);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [refusal, setRefusal] = useState('');
  const set = <K extends keyof BrandDraft>(key: K, value: BrandDraft[K]) =>
    setDraft((was) => ({ ...was, [key]: value }));
  const onBusy = (busy: boolean) => setUploading((count) => count + (busy ? 1 : -1));
  const result = brandOf(draft, info.brand);
  const jsonError = !result.ok && result.field === 'rest' ? result.message : undefined;
  const readOnly = !canWrite;

  /** The draft as one brand.json, or '' after saying what the form already knows is wrong. */
  const ready = () => {
    setRefusal('');
    if (result.ok) return result.brand;
    setRefusal(
      result.field === 'hosts'
        ? t`Correct the host names first.`
        : result.field === 'texts'
          ? t`Correct the title and description first.`
          : result.field === 'colours'
            ? t`Write every colour as # and six hexadecimal digits first.`
            : t`Correct the JSON text first.`,
    );
    return undefined;
  };
  const onPreview = () => {
    const brand = ready();
    if (!brand) return;
    preview.reset();
    preview.mutate(
      { brand, logoUpload, iconUpload },
      { onError: (failure) => setRefusal(failure.message) },
    );
  };
  const onSave = () => {
    const brand = ready();
    if (!brand) return;
    if (!reason.trim()) {
      setReasonError(t`Write the reason for the change.`);
      return;
    }
    setReasonError('');
    save.mutate(
      { brand, version: info.version, logoUpload, iconUpload, reason: reason.trim() },
      {
        onSuccess: (saved) =>
          toastInfo(t`Saved as version ${saved.version}. Every storefront shows it now.`),
        onError: (failure) => setRefusal(failure.message),
      },
    );
  };
  const busy = save.isPending || preview.isPending || uploading > 0;
  return (
    <section className={section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={css.editorTitle}>
        <Trans>Edit the brand</Trans>
      </h2>
      {readOnly ? (
        <p className={muted}>
          <Trans>Only an administrator can change brands.</Trans>
        </p>
      ) : null}
      <form
        className={formCss.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canWrite) onSave();
        }}
      >
        <BrandTextFields draft={draft} set={set} readOnly={readOnly} />
        <BrandLanguageTexts draft={draft} set={set} readOnly={readOnly} />
        <BrandColoursField
          colours={draft.colours}
          onChange={(colours) => set('colours', colours)}
          readOnly={readOnly}
        />
        <div className={css.editorGrid}>
          <BrandArtwork
            label={<Trans>Logo</Trans>}
            current={info.logo}
            upload={logoUpload}
            onUpload={setLogoUpload}
            onBusy={onBusy}
            readOnly={readOnly}
          />
          <BrandArtwork
            label={<Trans>Icon</Trans>}
            current={info.icon}
            upload={iconUpload}
            onUpload={setIconUpload}
            onBusy={onBusy}
            readOnly={readOnly}
          />
        </div>
        <HiddenLanguages draft={draft} set={set} readOnly={readOnly} />
        <RestJson draft={draft} set={set} readOnly={readOnly} error={jsonError} />
        {canWrite ? (
          <div className={formCss.field}>
            <label className={formCss.label} htmlFor={`${id}-reason`}>
              <Trans>Reason for the change</Trans>
            </label>
            <input
              id={`${id}-reason`}
              className={formCss.input}
              value={reason}
              maxLength={500}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {reasonError ? (
              <span id={`${id}-reason-error`} className={formCss.fieldError}>
                {reasonError}
              </span>
            ) : null}
          </div>
        ) : null}
        {refusal ? (
          <p className={formCss.formError} role="alert">
            {refusal}
          </p>
        ) : null}
        <div className={css.actions}>
          <button type="button" className={button.secondary} disabled={busy} onClick={onPreview}>
            <Trans>Preview</Trans>
          </button>
          {canWrite ? (
            <button type="submit" className={button.primary} disabled={busy}>
              <Trans>Save</Trans>
            </button>
          ) : null}
        </div>
      </form>
      {preview.data ? (
        <BrandPreview
          brand={preview.data.brand}
          contrast={preview.data.contrast}
          logo={logoUpload ?? info.logo}
        />
      ) : null}
    </section>
  );
}
