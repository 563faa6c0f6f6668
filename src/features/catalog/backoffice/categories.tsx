// The console's categories: two levels (a top-level category and its subcategories below it), a
// name per language, an icon, the display order, recommended and enabled. An admin adds, changes
// and deletes them (after a confirmation); the server refuses to delete one that listings use or
// that has subcategories, and that reason is shown. Support reads only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminCategory } from '../../../../domain/api/operator.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { section } from '../../../styles/ui.css.ts';
import { useCategories, useDeleteCategory } from './api/furniture.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { DataTable, Loaded, pageOf } from '../../../components/backoffice/data-table.tsx';
import {
  FilterBar,
  FilterInput,
  FilterSelect,
} from '../../../components/backoffice/filter-bar.tsx';
import { EnabledBadge } from './furniture-form.tsx';
import { FurnitureScreen } from './furniture-screen.tsx';
import { CategoryEditor } from './category-editor.tsx';

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
