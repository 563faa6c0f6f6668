// An operator whose roles allow it posts an announcement to every user of one brand's storefront (admin/notice!announce);
// it lands in their notice feed and rings the bell through the push stream.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { adminNoticeAnnounce } from '../../../../domain/api/chat.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { currentBrand } from '../../../lib/brand.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, section, sectionTitle } from '../../../styles/ui.css.ts';

/** Shown only to operators who may post (the route asks their grant; the server checks too). */
export function AnnounceForm() {
  const { t } = useLingui();
  const textId = useId();
  const [brand, setBrand] = useState(currentBrand().code);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const post = useMutation({
    mutationFn: () =>
      apiCall<typeof adminNoticeAnnounce>(
        'admin/notice!announce',
        { brand, title, content },
        { method: 'POST' },
      ),
    onSuccess: () => {
      setTitle('');
      setContent('');
      toastInfo(t`Announcement posted`);
    },
  });
  return (
    <section className={section} aria-labelledby="announce-title">
      <h2 id="announce-title" className={sectionTitle}>
        <Trans>Post an announcement</Trans>
      </h2>
      <form
        className={formCss.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (title.trim() && content.trim()) post.mutate();
        }}
      >
        <Field
          label={<Trans>Brand</Trans>}
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
          required
        />
        <Field
          label={<Trans>Title</Trans>}
          value={title}
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
        <div className={formCss.field}>
          <label htmlFor={textId} className={formCss.label}>
            <Trans>Text</Trans>
          </label>
          <textarea
            id={textId}
            className={formCss.textarea}
            rows={4}
            maxLength={2000}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            required
          />
        </div>
        <button type="submit" className={button.primary} disabled={post.isPending}>
          <Trans>Post</Trans>
        </button>
      </form>
    </section>
  );
}
