// The brand's logo or icon: the artwork shown now, and a new PNG or SVG uploaded to the `brand`
// area with its progress (an SVG comes back rasterised as a PNG); kept as the URL the save names.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import * as formCss from '../../../../components/form.css.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { uploadImage } from '../../../../lib/upload-image.ts';
import * as brandCss from './brands.css.ts';

export function BrandArtwork({
  label,
  current,
  upload,
  onUpload,
  onBusy,
  readOnly,
}: {
  label: ReactNode;
  /** The artwork the storefront shows now (a data URL). */
  current: string;
  upload: string | undefined;
  onUpload: (url: string) => void;
  onBusy: (busy: boolean) => void;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setFailure('');
    setProgress(0);
    onBusy(true);
    uploadImage(file, 'brand', setProgress)
      .then(onUpload)
      // The server's refusal (size, type) is already in the operator's language.
      .catch((reason: unknown) =>
        setFailure(
          reason instanceof ApiError && reason.message ? reason.message : t`Image upload failed`,
        ),
      )
      .finally(() => {
        setProgress(null);
        onBusy(false);
      });
  };
  return (
    <div className={formCss.field}>
      <label className={formCss.label} htmlFor={id}>
        {label}
      </label>
      <img
        className={brandCss.previewLogo}
        src={upload ?? current}
        alt={upload ? t`The new upload` : t`Shown now`}
      />
      {readOnly ? null : (
        <input
          id={id}
          type="file"
          accept="image/png,image/svg+xml"
          aria-invalid={failure ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      )}
      {progress !== null ? (
        <progress value={progress} max={1} aria-label={t`Upload progress`} />
      ) : null}
      <span id={`${id}-hint`} className={failure ? formCss.fieldError : formCss.hint}>
        {failure ||
          (upload ? (
            <Trans>Uploaded; the save puts it on the storefront.</Trans>
          ) : (
            <Trans>PNG or SVG, 2 MB at most.</Trans>
          ))}
      </span>
    </div>
  );
}
