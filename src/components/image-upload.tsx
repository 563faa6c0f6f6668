// A picture upload field: choose a file, watch it upload (uploadimg!execute with progress), see the
// result; the server's refusal (size, type) is shown under the field.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { uploadImage } from '../lib/upload-image.ts';
import * as css from './form.css.ts';
import { UploadedImage } from './uploaded-image.tsx';

export function ImageUpload({
  label,
  area,
  value,
  error,
  onChange,
  onBusy,
}: {
  label: ReactNode;
  /** The upload area (`moduleName`) that decides the size limit. */
  area: string;
  value: string;
  error?: string | undefined;
  onChange: (url: string) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setFailure('');
    setProgress(0);
    onBusy?.(true);
    uploadImage(file, area, setProgress)
      .then(onChange)
      // The server's refusal is already in the buyer's language.
      .catch((reason: unknown) =>
        setFailure(
          reason instanceof ApiError && reason.message ? reason.message : t`Image upload failed`,
        ),
      )
      .finally(() => {
        setProgress(null);
        onBusy?.(false);
      });
  };
  const message = failure || error;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {progress !== null ? (
        <progress max={1} value={progress} aria-label={t`Upload progress`} />
      ) : null}
      {value ? (
        <UploadedImage src={value} alt={t`Uploaded picture`} className={css.uploadPreview} />
      ) : null}
      {value && progress === null ? (
        <span className={css.hint}>
          <Trans>Uploaded</Trans>
        </span>
      ) : null}
      {message ? (
        <span id={`${id}-message`} className={css.fieldError} role="alert">
          {message}
        </span>
      ) : null}
    </div>
  );
}
