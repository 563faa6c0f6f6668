// `/store?id=`: a store's page: its counters (followers, sold, page views, good-review rate, all
// computed from recorded events), its declared and measured handling time, follow / unfollow, search in the store, its categories and all
// its products.
import { ContactStoreButton } from '../features/chat/components/contact-store.tsx';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { categorySellerTreeQueryOptions } from '../features/catalog/api/get-category-seller-tree.ts';
import {
  searchSellerGoodsQueryOptions,
  useSearchSellerGoods,
} from '../features/catalog/api/get-search-seller-goods.ts';
import { usePageView } from '../features/catalog/api/add-page-view.ts';
import { sellerInfoQueryOptions, useSellerInfo } from '../features/catalog/api/get-seller-info.ts';
import { GoodsGrid, ListPending } from '../features/catalog/components/goods-grid.tsx';
import { MeasuredShipping } from '../features/catalog/components/measured-shipping.tsx';
import { Pager } from '../features/catalog/components/pager.tsx';
import { ProductImage } from '../features/catalog/components/product-image.tsx';
import { goodsSorts, SortBar } from '../features/catalog/components/sort-bar.tsx';
import {
  FollowerCount,
  FollowStoreButton,
} from '../features/favourites/components/follow-store-button.tsx';
import * as css from '../features/store/store.css.ts';
import { ApiError } from '../lib/api-client.ts';
import { id, oneOf, page as pageParam, text } from '../lib/search-params.ts';
import { ListError, NotFoundPage } from '../components/page-states.tsx';
import { button, chip, muted, page, section, toolbar, visuallyHidden } from '../styles/ui.css.ts';

export interface StoreSearch {
  id: string;
  keyword?: string;
  categoryId?: string;
  sort?: (typeof goodsSorts)[number];
  page?: number;
}

export const Route = createFileRoute('/store')({
  validateSearch: (search: Record<string, unknown>): StoreSearch => ({
    id: id(search.id) ?? id(search.sellerId) ?? '',
    keyword: text(search.keyword),
    categoryId: id(search.categoryId),
    sort: oneOf(search.sort, goodsSorts),
    page: pageParam(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!deps.id) throw notFound();
    try {
      await Promise.all([
        context.queryClient.ensureQueryData(sellerInfoQueryOptions({ sellerId: deps.id })),
        context.queryClient.ensureQueryData(searchSellerGoodsQueryOptions(goodsParams(deps))),
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.errorKey === 'seller.notFound') throw notFound();
      throw error;
    }
  },
  component: StorePage,
  pendingComponent: ListPending,
  errorComponent: ListError,
  notFoundComponent: NotFoundPage,
});

function goodsParams(search: StoreSearch) {
  return {
    sellerId: search.id,
    keyword: search.keyword,
    categoryId: search.categoryId,
    sort: search.sort === 'default' ? undefined : search.sort,
    pageNum: search.page ?? 1,
    pageSize: 30,
  };
}

function StoreSearchForm({ keyword }: { keyword?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState(keyword ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        keyword: value.trim() || undefined,
        page: undefined,
      }),
    });
  };
  return (
    <form role="search" className={css.searchForm} onSubmit={onSubmit}>
      <label htmlFor="store-search" className={visuallyHidden}>
        <Trans>Search in this store</Trans>
      </label>
      <input
        id="store-search"
        className={css.searchInput}
        type="search"
        maxLength={100}
        value={value}
        placeholder={t`Search in this store`}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className={button.primary}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}

function StoreCategories({ sellerId, current }: { sellerId: string; current?: string }) {
  const { t } = useLingui();
  const tree = useQuery(categorySellerTreeQueryOptions({ sellerId }));
  if (!tree.data || tree.data.length === 0) return null;
  return (
    <nav className={toolbar} aria-label={t`Store categories`}>
      <Link
        to="."
        search={(prev: Record<string, unknown>) => ({
          ...prev,
          categoryId: undefined,
          page: undefined,
        })}
        className={chip}
        aria-current={current ? undefined : 'page'}
      >
        <Trans>All products</Trans>
      </Link>
      {tree.data.map((node) => (
        <Link
          key={node.id}
          to="."
          search={(prev: Record<string, unknown>) => ({
            ...prev,
            categoryId: node.id,
            page: undefined,
          })}
          className={chip}
          aria-current={current === node.id ? 'page' : undefined}
        >
          {node.name}
        </Link>
      ))}
    </nav>
  );
}

function StorePage() {
  const search = Route.useSearch();
  const seller = useSellerInfo({ sellerId: search.id });
  // An answer the service worker cached before `shipping` existed lacks it.
  const shipping = seller.shipping as typeof seller.shipping | undefined;
  const handlingDays = shipping?.declaredDays ?? 1;
  usePageView('seller', search.id);
  const goods = useSearchSellerGoods(goodsParams(search));
  return (
    <main id="main" className={page}>
      <section className={section} aria-labelledby="store-name">
        {seller.banner && (
          <ProductImage
            src={seller.banner}
            alt=""
            className={css.banner}
            size={1240}
            height={248}
            eager
          />
        )}
        <div className={css.head}>
          <ProductImage src={seller.logo} alt="" className={css.logo} size={96} eager />
          <div>
            <h1 id="store-name" className={css.name} dir="auto">
              {seller.name}
            </h1>
            {seller.description && (
              <p className={muted} dir="auto">
                {seller.description}
              </p>
            )}
          </div>
          <div className={css.follow}>
            <FollowStoreButton sellerId={seller.id} />
            <ContactStoreButton sellerId={seller.id} sellerName={seller.name} />
          </div>
          <dl className={css.counters}>
            <div className={css.counter}>
              <dt className={css.counterName}>
                <Trans>Followers</Trans>
              </dt>
              <dd className={css.counterValue} aria-live="polite">
                <FollowerCount sellerId={seller.id} loaded={seller.followers} />
              </dd>
            </div>
            <div className={css.counter}>
              <dt className={css.counterName}>
                <Trans>Sold</Trans>
              </dt>
              <dd className={css.counterValue}>
                <bdi>{seller.soldNum}</bdi>
              </dd>
            </div>
            <div className={css.counter}>
              <dt className={css.counterName}>
                <Trans>Page views</Trans>
              </dt>
              <dd className={css.counterValue}>
                <bdi>{seller.viewsNum}</bdi>
              </dd>
            </div>
            <div className={css.counter}>
              <dt className={css.counterName}>
                <Trans>Good reviews</Trans>
              </dt>
              <dd className={css.counterValue}>
                {seller.goodReviewRate === null ? (
                  <Trans>No reviews yet</Trans>
                ) : (
                  <bdi>{seller.goodReviewRate}%</bdi>
                )}
              </dd>
            </div>
            <div className={css.counter}>
              <dt className={css.counterName}>
                <Trans>Products</Trans>
              </dt>
              <dd className={css.counterValue}>
                <bdi>{seller.goodsNum}</bdi>
              </dd>
            </div>
          </dl>
          <p className={muted} data-testid="store-shipping">
            <Plural
              value={handlingDays}
              one="Ships within # day of ordering."
              other="Ships within # days of ordering."
            />{' '}
            {shipping && <MeasuredShipping shipping={shipping} />}
          </p>
        </div>
      </section>
      <section className={section} aria-label={seller.name}>
        <StoreSearchForm key={search.keyword ?? ''} keyword={search.keyword} />
        <StoreCategories sellerId={search.id} current={search.categoryId} />
        <SortBar current={search.sort ?? 'default'} />
        <GoodsGrid
          goods={goods.pageList}
          empty={
            search.keyword ? (
              <Trans>No products in this store match your search.</Trans>
            ) : (
              <Trans>This store has no products on sale yet.</Trans>
            )
          }
        />
        <Pager info={goods.pageInfo} />
      </section>
    </main>
  );
}
