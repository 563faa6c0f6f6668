// The console's categories: two levels (a top-level category and its subcategories below it), a
// name per language, an icon, the display order, recommended and enabled. An admin adds, changes
// and deletes them (after a confirmation); the server refuses to delete one that listings use or
// that has subcategories, and that reason is shown. Support reads only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminCategory } from '../../../../domain/api/operator.ts';
import * as formCss from '../../../components/form.css.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, section } from '../../../styles/ui.css.ts';
import { useCategories, useDeleteCategory, useSaveCategory } from '../api/furniture.ts';
import * as css from './console.css.ts';
import { DataTable, Loaded, pageOf } from './data-table.tsx';
import { FilterBar, FilterInput, FilterSelect } from './filter-bar.tsx';
import {
  CheckField,
  DisplayOrderField,
  EditorPanel,
  EnabledBadge,
  filledTexts,
  LocalizedFields,
  SelectField,
  useDraft,
  useFieldRules,
  type Texts,
} from './furniture-form.tsx';
import { FurnitureScreen } from './furniture-screen.tsx';

export interface CategorySearch {
  /** A name in any language. */
  q?: string | undefined;
  /** `top`: top-level categories only; an id: that category's subcategories. */
  parent?: string | undefined;
  page?: number | undefined;
}

function matches(category: AdminCategory, search: CategorySearch): boolean {
  if (search.parent === 'top' && category.parentId) return false;
  if (search.parent && search.parent !== 'top' && category.parentId !== search.parent) return false;
  if (!search.q) return true;
  const q = search.q.toLowerCase();
  return Object.values(category.names).some((name) => name.toLowerCase().includes(q));
}

export function Categories({
  search,
  onSearch,
  canWrite,
}: {
  search: CategorySearch;
  onSearch: (next: CategorySearch) => void;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [draft, setDraft] = useState({ q: search.q, parent: search.parent });
  const all = categories.data?.list ?? [];
  const tops = all.filter((category) => !category.parentId);
  const nameOf = (id: string) => all.find((category) => category.id === id)?.name ?? id;
  return (
    <FurnitureScreen<AdminCategory>
      title={<Trans>Categories</Trans>}
      newLabel={<Trans>New category</Trans>}
      canWrite={canWrite}
      editor={(category, close) => (
        <CategoryEditor
          key={category?.id ?? 'new'}
          category={category}
          tops={tops}
          onClose={close}
        />
      )}
      deletion={{
        question: ({ name: deletingName }) => (
          <Trans>
            Delete the category <bdi>{deletingName}</bdi>?
          </Trans>
        ),
        description: (
          <Trans>
            This cannot be undone. A category that listings use or that has subcategories is not
            deleted.
          </Trans>
        ),
        confirm: (category, refuse) =>
          remove.mutate(category.id, {
            onSuccess: () => toastInfo(t`Category deleted`),
            onError: (error) => refuse(error.message),
          }),
      }}
    >
      {({ actionColumn, refusal }) => (
        <section className={section}>
          <FilterBar
            label={t`Find categories`}
            submitLabel={<Trans>Search</Trans>}
            onSubmit={() =>
              onSearch({ q: draft.q?.trim() || undefined, parent: draft.parent || undefined })
            }
          >
            <FilterInput
              type="search"
              label={<Trans>Name in any language</Trans>}
              value={draft.q}
              onChange={(q) => setDraft((was) => ({ ...was, q }))}
            />
            <FilterSelect
              label={<Trans>Level</Trans>}
              value={draft.parent}
              anyLabel={t`All categories`}
              options={[
                { value: 'top', label: t`Top level only` },
                ...tops.map(({ id, name: parent }) => ({ value: id, label: t`Under ${parent}` })),
              ]}
              onChange={(parent) => setDraft((was) => ({ ...was, parent }))}
            />
          </FilterBar>
          {refusal}
          <Loaded query={categories}>
            {({ list }) => {
              const shown = pageOf(
                list.filter((category) => matches(category, search)),
                search.page,
              );
              return (
                <DataTable
                  testId="category-table"
                  caption={<Trans>Categories, each top level followed by its subcategories</Trans>}
                  empty={<Trans>No category matches</Trans>}
                  rows={shown.rows}
                  rowKey={(category) => category.id}
                  pager={{
                    info: shown.info,
                    label: t`Category list pages`,
                    onPage: (page) => onSearch({ ...search, page }),
                  }}
                  columns={[
                    {
                      key: 'icon',
                      head: <Trans>Icon</Trans>,
                      cell: (category) =>
                        category.iconImg ? (
                          <img src={category.iconImg} alt="" className={css.thumb} loading="lazy" />
                        ) : null,
                    },
                    {
                      key: 'name',
                      head: <Trans>Name</Trans>,
                      rowHeader: true,
                      cell: (category) => (
                        <span className={category.parentId ? css.subcategory : undefined}>
                          <bdi>{category.name}</bdi>
                        </span>
                      ),
                    },
                    {
                      key: 'parent',
                      head: <Trans>Level</Trans>,
                      cell: (category) => {
                        const parent = nameOf(category.parentId);
                        const below = category.children;
                        return category.parentId ? (
                          <Trans>
                            Under <bdi>{parent}</bdi>
                          </Trans>
                        ) : (
                          <Trans>Top level ({below} below)</Trans>
                        );
                      },
                    },
                    {
                      key: 'languages',
                      head: <Trans>Languages</Trans>,
                      cell: (category) => Object.keys(category.names).length,
                    },
                    {
                      key: 'sort',
                      head: <Trans>Display order</Trans>,
                      cell: (category) => category.sort,
                    },
                    {
                      key: 'listings',
                      head: <Trans>Listings</Trans>,
                      cell: (category) => category.listings,
                    },
                    {
                      key: 'state',
                      head: <Trans>State</Trans>,
                      cell: (category) => (
                        <>
                          <EnabledBadge enabled={category.enabled} />
                          {category.isRecommend ? <div>{t`Recommended`}</div> : null}
                        </>
                      ),
                    },
                    actionColumn((category) => category.name),
                  ]}
                />
              );
            }}
          </Loaded>
        </section>
      )}
    </FurnitureScreen>
  );
}

interface CategoryDraft {
  parentId: string;
  names: Texts;
  iconImg: string;
  sort: string;
  isRecommend: boolean;
  enabled: boolean;
}

function CategoryEditor({
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
