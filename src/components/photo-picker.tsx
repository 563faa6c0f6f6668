// Several photos for one form (refund requests, reviews): each chosen file uploads at once
// (uploadimg!execute) with its own progress bar and can be removed; the form asks `uploading`
// before it submits, so nothing is sent while a photo is still on its way.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadModules, type UploadModule } from '../../domain/api/upload.ts';
import { uploadImage } from '../lib/upload-image.ts';
import { visuallyHidden } from '../styles/ui.css.ts';
import * as formCss from './form.css.ts';
import * as grid from './photo-grid.css.ts';
import * as css from './photo-picker.css.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface Photo {
  key: string;
  preview: string;
  progress: number;
  url: string | null;
  error: string | null;
}

export interface PhotoUploads {
  photos: Photo[];
  /** A photo is still uploading: the form must wait. */
  uploading: boolean;
  /** Some photos failed: the form shows it and the buyer removes them. */
  failed: boolean;
  /** The uploaded photos' URLs, in the order chosen. */
  urls: string[];
  add: (files: FileList | null) => void;
  remove: (photo: Photo) => void;
  /** Why the last choice was cut short (too many), '' when it was not. */
  notice: string;
}

/** Uploads into `area` (its size limit applies), at most `max` photos; aborts uploads on unmount. */
export function usePhotoUploads(area: UploadModule, max: number): PhotoUploads {
  const { t } = useLingui();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [notice, setNotice] = useState('');
  const running = useRef(new Map<string, AbortController>());
  const maxBytes = uploadModules[area];
  const megabytes = Math.round(maxBytes / (1024 * 1024));

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
    };
  }, []);

  const patch = (key: string, change: Partial<Photo>) =>
    setPhotos((current) => current.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = (files: FileList | null) => {
    if (!files) return;
    const room = max - photos.length;
    const chosen = Array.from(files).slice(0, Math.max(0, room));
    setNotice(files.length > room ? t`At most ${max} photos` : '');
    for (const file of chosen) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const preview = URL.createObjectURL(file);
      if (file.size > maxBytes) {
        const error = t`The picture is too large (at most ${megabytes} MB)`;
        setPhotos((current) => [...current, { key, preview, progress: 0, url: null, error }]);
        continue;
      }
      setPhotos((current) => [...current, { key, preview, progress: 0, url: null, error: null }]);
      const controller = new AbortController();
      running.current.set(key, controller);
      uploadImage(file, area, (fraction) => patch(key, { progress: fraction }), controller.signal)
        .then((url) => patch(key, { url, progress: 1 }))
        .catch((failure: Error) => patch(key, { error: failure.message || t`Image upload failed` }))
        .finally(() => running.current.delete(key));
    }
  };

  const remove = (photo: Photo) => {
    running.current.get(photo.key)?.abort();
    URL.revokeObjectURL(photo.preview);
    setPhotos((current) => current.filter((p) => p.key !== photo.key));
    setNotice('');
  };

  return {
    photos,
    uploading: photos.some((photo) => photo.url === null && photo.error === null),
    failed: photos.some((photo) => photo.error !== null),
    urls: photos.flatMap((photo) => (photo.url ? [photo.url] : [])),
    add,
    remove,
    notice,
  };
}

/** The photo grid with an add tile; `testId` names the file input for the end-to-end tests. */
export function PhotoPicker({
  uploads,
  max,
  testId,
}: {
  uploads: PhotoUploads;
  max: number;
  testId?: string;
}) {
  const { t } = useLingui();
  const labelId = useId();
  const { photos } = uploads;
  return (
    <div className={formCss.field}>
      <span className={formCss.label} id={labelId}>
        <Trans>
          Photos (<bdi>{photos.length}</bdi>/<bdi>{max}</bdi>)
        </Trans>
      </span>
      <ul className={grid.photos} aria-labelledby={labelId}>
        {photos.map((photo, index) => (
          <li key={photo.key} className={grid.photo}>
            <img className={grid.photoImage} src={photo.preview} alt={t`Photo ${index + 1}`} />
            {photo.url === null && photo.error === null ? (
              <progress
                className={css.progress}
                max={100}
                value={Math.round(photo.progress * 100)}
                aria-label={t`Uploading photo ${index + 1}`}
              />
            ) : null}
            {photo.error ? (
              <span role="alert" className={visuallyHidden}>
                {photo.error}
              </span>
            ) : null}
            <button
              type="button"
              className={css.photoRemove}
              aria-label={t`Remove photo ${index + 1}`}
              onClick={() => uploads.remove(photo)}
            >
              ×
            </button>
          </li>
        ))}
        {photos.length < max ? (
          <li>
            <label className={css.addPhoto}>
              <input
                type="file"
                accept={ACCEPT}
                multiple
                className={visuallyHidden}
                onChange={(event) => {
                  uploads.add(event.target.files);
                  event.target.value = '';
                }}
                data-testid={testId}
              />
              <Trans>Add photos</Trans>
            </label>
          </li>
        ) : null}
      </ul>
      {uploads.notice ? (
        <span className={formCss.fieldError} role="alert">
          {uploads.notice}
        </span>
      ) : null}
      {uploads.failed ? (
        <span className={formCss.fieldError}>
          <Trans>Some photos could not be uploaded; remove them and try again.</Trans>
        </span>
      ) : null}
    </div>
  );
}
