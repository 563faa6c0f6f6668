// `/productDetails?id=` (also `sellerGoodsId=`): gallery, prices, minimum order, description,
// freight tips, the store's handling time, store card, reviews and "you may also like".
import { ContactStoreButton } from '../features/chat/components/contact-store.tsx';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { useState } from 'react';
import { usePageView } from '../features/catalog/api/add-page-view.ts';
import { goodsInfoQueryOptions, useGoodsInfo } from '../features/catalog/api/get-goods-info.ts';
import { recommendLikeQueryOptions } from '../features/catalog/api/get-recommend-like.ts';
import {
  GoodsGrid,
  GoodsGridSkeleton,
  ListPending,
} from '../features/catalog/components/goods-grid.tsx';
import { StoreMeasuredShipping } from '../features/catalog/components/measured-shipping.tsx';
import { Price } from '../features/catalog/components/price.tsx';
import { ProductImage } from '../features/catalog/components/product-image.tsx';
import * as css from '../features/product/product.css.ts';
import { Reviews } from '../features/product/reviews.tsx';
import { ApiError } from '../lib/api-client.ts';
import { id } from '../lib/search-params.ts';
import { ListError, NotFoundPage } from '../components/page-states.tsx';
import {
  button,
  chip,
  page,
  section,
  sectionHeader,
  sectionTitle,
  toolbar,
} from '../styles/ui.css.ts';
import * as catalogCss from '../features/catalog/components/catalog.css.ts';
import { useSession } from '../features/account/session.ts';
import { AddToCart } from '../features/cart/components/add-to-cart.tsx';
import { FavouriteToggle } from '../features/favourites/components/favourite-toggle.tsx';

export const Route = createFileRoute('/productDetails')({
  validateSearch: (search: Record<string, unknown>) => ({
    id: id(search.id) ?? id(search.sellerGoodsId) ?? '',
  }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) throw notFound();
    try {
      return await context.queryClient.ensureQueryData(
        goodsInfoQueryOptions({ sellerGoodsId: deps.id }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.errorKey === 'goods.notFound') throw notFound();
      throw error;
    }
  },
  component: ProductPage,
  pendingComponent: ListPending,
  errorComponent: ListError,
  notFoundComponent: NotFoundPage,
});

function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0] ?? '';
  return (
    <div className={css.gallery}>
      <ProductImage src={shown} alt={name} eager className={css.mainImage} size={600} />
      {images.length > 1 && (
        <ul className={css.thumbs} aria-label={t`Product images`}>
          {images.map((url, index) => (
            <li key={`${url}-${index}`}>
              <button
                type="button"
                className={css.thumbButton}
                aria-pressed={index === current}
                aria-label={t`Image ${index + 1}`}
                onClick={() => setCurrent(index)}
              >
                <ProductImage src={url} alt="" className={css.thumbImage} size={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AlsoLike({ sellerGoodsId }: { sellerGoodsId: string }) {
  const query = useQuery(recommendLikeQueryOptions({ sellerGoodsId, pageSize: 12 }));
  if (query.isPending) return <GoodsGridSkeleton count={5} />;
  if (query.isError) return null;
  return <GoodsGrid goods={query.data.pageList} wide />;
}

function ProductPage() {
  const search = Route.useSearch();
  const goods = useGoodsInfo({ sellerGoodsId: search.id });
  usePageView('goods', search.id);
  const images = goods.images.length ? goods.images : [goods.imgUrl1].filter(Boolean);
  const loggedIn = Boolean(useSession().token);
  const handlingDays = goods.seller.handlingDays;
  return (
    <main id="main" className={page}>
      <div className={`${section} ${css.top}`}>
        <Gallery images={images} name={goods.name} />
        <div className={css.buyBox}>
          <h1 className={css.title} dir="auto">
            {goods.name}
          </h1>
          <FavouriteToggle sellerGoodsId={goods.sellerGoodsId} name={goods.name} onPage />
          <div className={css.priceBox} data-testid="product-price">
            <Price price={goods.price} referencePrice={goods.referencePrice} large />
            <span className={catalogCss.moqBadge}>
              <Trans>
                Minimum order quantity: <bdi>{goods.buyMin}</bdi>
              </Trans>
            </span>
          </div>
          <dl className={css.facts}>
            <dt className={css.factName}>
              <Trans>Sold</Trans>
            </dt>
            <dd className={css.factValue}>
              <bdi>{goods.soldNum}</bdi>
            </dd>
            <dt className={css.factName}>
              <Trans>Page views</Trans>
            </dt>
            <dd className={css.factValue}>
              <bdi>{goods.viewsNum}</bdi>
            </dd>
            <dt className={css.factName}>
              <Trans>In stock</Trans>
            </dt>
            <dd className={css.factValue}>
              <bdi>{goods.stock}</bdi>
            </dd>
            <dt className={css.factName}>
              <Trans>Category</Trans>
            </dt>
            <dd className={css.factValue}>
              <Link
                to="/commodity"
                search={{ categoryId: goods.categoryId }}
                className={css.factLink}
              >
                {goods.categoryName}
              </Link>
            </dd>
            {goods.attributes.map((attribute) => (
              <div key={attribute.name} style={{ display: 'contents' }}>
                <dt className={css.factName}>{attribute.name}</dt>
                <dd className={css.factValue}>
                  <span className={toolbar} style={{ marginBlockEnd: 0 }}>
                    {attribute.values.map((value) => (
                      <span key={value} className={chip}>
                        {value}
                      </span>
                    ))}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          {!goods.onShelf && (
            <p role="status">
              <Trans>This product is no longer on sale.</Trans>
            </p>
          )}
          <ul className={css.notes}>
            <li data-testid="handling-time">
              <Plural
                value={handlingDays}
                one="Ships within # day of ordering."
                other="Ships within # days of ordering."
              />{' '}
              <StoreMeasuredShipping sellerId={goods.seller.id} />
            </li>
            <li>
              <Trans>
                Freight = dispatch fee + long-distance freight + delivery fee, shown at checkout.
              </Trans>
            </li>
            <li>
              <Trans>Returns within 7 days of receipt.</Trans>
            </li>
          </ul>
          <AddToCart key={goods.sellerGoodsId} goods={goods} />
          {!loggedIn && (
            <p>
              <Link
                to="/login"
                search={{ redirect: `/productDetails?id=${goods.sellerGoodsId}` }}
                className={button.secondary}
              >
                <Trans>Log in to buy</Trans>
              </Link>
            </p>
          )}
          <Link to="/store" search={{ id: goods.seller.id }} className={css.storeCard}>
            <ProductImage src={goods.seller.logo} alt="" className={css.storeLogo} size={48} />
            <span>
              <strong>
                <bdi>{goods.seller.name}</bdi>
              </strong>
              <br />
              <span className={catalogCss.stats}>
                <Trans>Visit store</Trans>
              </span>
            </span>
          </Link>
          <ContactStoreButton
            sellerId={goods.seller.id}
            sellerName={goods.seller.name}
            sellerGoodsId={goods.sellerGoodsId}
            about={goods.name}
          />
        </div>
      </div>

      <section className={section} aria-labelledby="product-description">
        <h2 id="product-description" className={sectionTitle}>
          <Trans>Description</Trans>
        </h2>
        <p className={css.description} dir="auto">
          {goods.description}
        </p>
      </section>

      <section className={section} aria-labelledby="product-reviews">
        <div className={sectionHeader}>
          <h2 id="product-reviews" className={sectionTitle}>
            <Trans>Reviews</Trans>
          </h2>
          <span className={catalogCss.stats}>
            <span data-testid="good-review-rate">
              {goods.goodReviewRate === null ? (
                <Trans>No written reviews yet</Trans>
              ) : (
                <Trans>
                  Good reviews: <bdi>{goods.goodReviewRate}%</bdi> of{' '}
                  <bdi>{goods.evaluationNum - goods.defaultEvaluationNum}</bdi> written
                </Trans>
              )}
            </span>
          </span>
        </div>
        <Reviews sellerGoodsId={goods.sellerGoodsId} />
      </section>

      <section className={section} aria-labelledby="product-like">
        <h2 id="product-like" className={sectionTitle} style={{ marginBlockEnd: '12px' }}>
          <Trans>You may also like</Trans>
        </h2>
        <AlsoLike sellerGoodsId={goods.sellerGoodsId} />
      </section>
    </main>
  );
}
