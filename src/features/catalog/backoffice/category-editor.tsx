// The category editor: a category's parent, names per language, icon, order, recommended, enabled.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminCategory } from '../../../../domain/api/operator.ts';
import * as formCss from '../../../components/form.css.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useSaveCategory } from './api/furniture.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { EditorPanel, filledTexts, useDraft, useFieldRules } from './furniture-form.tsx';
import {
  CheckField,
  DisplayOrderField,
  LocalizedFields,
  SelectField,
  type Texts,
} from './furniture-fields.tsx';

interface CategoryDraft {
  parentId: string;
  names: Texts;
  iconImg: string;
  sort: string;
  isRecommend: boolean;
  enabled: boolean;
}

export function CategoryEditor({
  category,
  tops,
  onClose,
}: {
  category: AdminCategory | null;
  tops: AdminCategory[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveCategory();
  const [draft, set] = useDraft<CategoryDraft>({
    parentId: category?.parentId ?? '',
    names: category?.names ?? {},
    iconImg: category?.iconImg ?? '',
    sort: String(category?.sort ?? 0),
    isRecommend: category?.isRecommend ?? false,
    enabled: category?.enabled ?? true,
  });
  const [errors, setErrors] = useState<{ names?: string; sort?: string; parentId?: string }>({});
  const [failure, setFailure] = useState('');
  const [uploading, setUploading] = useState(false);
  const rules = useFieldRules();
  const name = category?.name;
  // A category with subcategories stays at the top: two levels only.
  const keepsTop = (category?.children ?? 0) > 0;
  const submit = () => {
    const found = {
      names: draft.names.en?.trim() ? undefined : t`Write the English name`,
      sort: rules.displayOrder(draft.sort),
    };
    setErrors(found);
    setFailure('');
    if (found.names || found.sort) return;
    save.mutate(
      {
        id: category?.id,
        parentId: draft.parentId,
        names: filledTexts(draft.names),
        iconImg: draft.iconImg,
        sort: Number(draft.sort),
        isRecommend: draft.isRecommend,
        enabled: draft.enabled,
      },
      {
        onSuccess: () => {
          toastInfo(t`Category saved`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errorKey === 'category.parentInvalid')
            setErrors({ parentId: error.message });
          else setFailure(error.message);
        },
      },
    );
  };
  return (
    <EditorPanel
      title={
        category ? (
          <Trans>
            Change the category <bdi>{name}</bdi>
          </Trans>
        ) : (
          <Trans>New category</Trans>
        )
      }
      busy={save.isPending || uploading}
      failure={failure}
      onCancel={onClose}
      onSubmit={submit}
    >
      <SelectField
        label={<Trans>Level</Trans>}
        value={draft.parentId}
        disabled={keepsTop}
        error={errors.parentId}
        hint={keepsTop ? <Trans>It has subcategories, so it stays at the top level.</Trans> : null}
        onChange={(event) => set('parentId', event.target.value)}
      >
        <option value="">{t`Top level`}</option>
        {tops
          .filter((top) => top.id !== category?.id)
          .map(({ id, name: parent }) => (
            <option key={id} value={id}>
              {t`Under ${parent}`}
            </option>
          ))}
      </SelectField>
      <LocalizedFields
        legend={<Trans>Name</Trans>}
        value={draft.names}
        error={errors.names}
        onChange={(names) => set('names', names)}
      />
      <div className={css.editorGrid}>
        <div>
          <ImageUpload
            label={<Trans>Icon</Trans>}
            area="catalog"
            value={draft.iconImg}
            onChange={(url) => set('iconImg', url)}
            onBusy={setUploading}
          />
          {draft.iconImg ? (
            <button type="button" className={button.ghost} onClick={() => set('iconImg', '')}>
              <Trans>Remove the icon</Trans>
            </button>
          ) : null}
        </div>
        <div className={formCss.form}>
          <DisplayOrderField
            value={draft.sort}
            error={errors.sort}
            onChange={(sort) => set('sort', sort)}
          />
          <CheckField
            label={<Trans>Recommended (shown on the home page)</Trans>}
            checked={draft.isRecommend}
            onChange={(checked) => set('isRecommend', checked)}
          />
          <CheckField
            label={<Trans>Enabled (shown in the storefront)</Trans>}
            checked={draft.enabled}
            onChange={(checked) => set('enabled', checked)}
          />
        </div>
      </div>
    </EditorPanel>
  );
}
