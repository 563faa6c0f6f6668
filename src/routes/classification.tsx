// `/classification`: the category tree beside the goods of the chosen category (category!tree +
// sellerGoods!list with the category and its subcategories).
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import {
  categoryTreeQueryOptions,
  useCategoryTree,
} from '../features/catalog/api/get-category-tree.ts';
import { goodsListQueryOptions, useGoodsList } from '../features/catalog/api/get-goods-list.ts';
import { GoodsGrid, ListPending } from '../features/catalog/components/goods-grid.tsx';
import { Pager } from '../features/catalog/components/pager.tsx';
import * as css from '../features/catalog/components/classification.css.ts';
import { id, page as pageParam } from '../lib/search-params.ts';
import { ListError } from '../components/page-states.tsx';
import { emptyState, page, pageTitle, section } from '../styles/ui.css.ts';

export const Route = createFileRoute('/classification')({
  validateSearch: (search: Record<string, unknown>): { categoryId?: string; page?: number } => ({
    categoryId: id(search.categoryId),
    page: pageParam(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const tree = await context.queryClient.ensureQueryData(categoryTreeQueryOptions({}));
    const categoryId = deps.categoryId ?? tree[0]?.id;
    if (categoryId)
      await context.queryClient.ensureQueryData(
        goodsListQueryOptions(goodsParams(categoryId, deps.page)),
      );
  },
  component: ClassificationPage,
  pendingComponent: ListPending,
  errorComponent: ListError,
});

function goodsParams(categoryId: string, pageNum = 1) {
  return { categoryId, pageNum, pageSize: 30 };
}

function CategoryGoods({ categoryId, pageNum }: { categoryId: string; pageNum?: number }) {
  const data = useGoodsList(goodsParams(categoryId, pageNum));
  return (
    <>
      <GoodsGrid goods={data.pageList} empty={<Trans>No products in this category yet.</Trans>} />
      <Pager info={data.pageInfo} />
    </>
  );
}

function ClassificationPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const tree = useCategoryTree({});
  const currentId = search.categoryId ?? tree[0]?.id;
  const parent = tree.find(
    (node) => node.id === currentId || node.children.some((child) => child.id === currentId),
  );
  const current =
    parent?.id === currentId ? parent : parent?.children.find((child) => child.id === currentId);
  return (
    <main id="main" className={page}>
      <h1 className={pageTitle}>
        <Trans>Categories</Trans>
      </h1>
      {tree.length === 0 ? (
        <p className={emptyState}>
          <Trans>No categories yet.</Trans>
        </p>
      ) : (
        <div className={css.layout}>
          <nav className={`${section} ${css.tree}`} aria-label={t`Categories`}>
            <ul className={css.treeList}>
              {tree.map((node) => (
                <li key={node.id}>
                  <Link
                    to="/classification"
                    search={{ categoryId: node.id }}
                    className={css.treeLink}
                    aria-current={node.id === currentId ? 'page' : undefined}
                  >
                    {node.name}
                  </Link>
                  {parent?.id === node.id && node.children.length > 0 && (
                    <ul className={css.childList}>
                      {node.children.map((child) => (
                        <li key={child.id}>
                          <Link
                            to="/classification"
                            search={{ categoryId: child.id }}
                            className={css.childLink}
                            aria-current={child.id === currentId ? 'page' : undefined}
                          >
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <section className={section} aria-label={current?.name}>
            {current && <h2 className={css.currentTitle}>{current.name}</h2>}
            {currentId && <CategoryGoods categoryId={currentId} pageNum={search.page} />}
          </section>
        </div>
      )}
    </main>
  );
}
