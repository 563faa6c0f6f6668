// An uploaded picture: public ones by their URL, private ones (ID photos, payment proofs, refund
// photos, chat pictures, certificates) fetched with the session
// and shown from a blob URL that is released when the picture goes.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isPrivateUpload } from '../../domain/upload/private-areas.ts';
import { ApiError } from '../lib/api-client.ts';
import { fetchPrivateImage } from '../lib/private-image.ts';
import * as css from './form.css.ts';

export function UploadedImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string | undefined;
}) {
  if (!isPrivateUpload(src)) return <img src={src} alt={alt} className={className} />;
  return <PrivateImage src={src} alt={alt} className={className} />;
}

function PrivateImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string | undefined;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState<{ src: string; url?: string; failure?: string }>();
  useEffect(() => {
    const abort = new AbortController();
    let url: string | undefined;
    fetchPrivateImage(src, abort.signal)
      .then((blob) => {
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setShown({ src, url });
      })
      .catch((reason: unknown) => {
        if (abort.signal.aborted) return;
        setShown({
          src,
          failure:
            reason instanceof ApiError && reason.message ? reason.message : t`Image failed to load`,
        });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src, t]);
  if (shown?.src !== src) return null;
  if (shown.failure)
    return (
      <span className={css.fieldError} role="alert">
        {shown.failure}
      </span>
    );
  return <img src={shown.url} alt={alt} className={className} />;
}
