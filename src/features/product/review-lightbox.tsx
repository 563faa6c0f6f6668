// A review's pictures at full size (Radix dialog: focus trapped, Escape closes), with previous /
// next buttons and the arrow keys. Loaded when a picture is first opened.
import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { srcSetOf } from '../../../domain/upload/variants.ts';
import * as dialogCss from '../../components/dialog.css.ts';
import { button } from '../../styles/ui.css.ts';
import * as css from './product.css.ts';

export default function ReviewLightbox({
  urls,
  index,
  onIndex,
  onClose,
}: {
  urls: readonly string[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const count = urls.length;
  const step = (by: number) => onIndex((index + by + count) % count);
  const url = urls[index] ?? '';
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogCss.dialogOverlay} />
        <Dialog.Content
          className={css.lightbox}
          aria-describedby={undefined}
          onKeyDown={(event) => {
            // Arrow keys follow the reading direction of the page.
            const rtl = document.documentElement.dir === 'rtl';
            if (event.key === 'ArrowRight') step(rtl ? -1 : 1);
            if (event.key === 'ArrowLeft') step(rtl ? 1 : -1);
          }}
        >
          <Dialog.Title className={css.lightboxTitle}>
            {t`Review picture ${index + 1} of ${count}`}
          </Dialog.Title>
          <img
            className={css.lightboxImage}
            src={url}
            srcSet={srcSetOf(url)}
            sizes="(max-width: 960px) 100vw, 960px"
            alt={t`Review picture ${index + 1} of ${count}`}
          />
          <div className={dialogCss.dialogActions}>
            {count > 1 ? (
              <>
                <button type="button" className={button.secondary} onClick={() => step(-1)}>
                  {t`Previous picture`}
                </button>
                <button type="button" className={button.secondary} onClick={() => step(1)}>
                  {t`Next picture`}
                </button>
              </>
            ) : null}
            <Dialog.Close className={button.primary}>{t`Close`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
