// `/index`, the home page: banner carousel, daily new, recommended, shops and categories,
// discounted (spec section 2). One `index!home` call; the cache is persisted, so a returning
// buyer sees it at once. Its scroll position is restored on return (router option).
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { homeQueryOptions, useHome } from '../features/catalog/api/get-home.ts';
import { GoodsGrid, GoodsGridSkeleton } from '../features/catalog/components/goods-grid.tsx';
import { SellerCard } from '../features/catalog/components/seller-card.tsx';
import { ProductImage } from '../features/catalog/components/product-image.tsx';
import * as catalogCss from '../features/catalog/components/catalog.css.ts';
import { BannerCarousel } from '../features/home/banner-carousel.tsx';
import { LuckyDrawBox } from '../features/home/lucky-draw.tsx';
import * as css from '../features/home/home.css.ts';
import { LoadError } from '../app/layout/pages.tsx';
import {
  emptyState,
  moreLink,
  page,
  section,
  sectionHeader,
  sectionTitle,
  skeleton,
} from '../styles/ui.css.ts';

const params = { pageSize: 12 };

export const Route = createFileRoute('/index')({
  loader: ({ context }) => context.queryClient.ensureQueryData(homeQueryOptions(params)),
  component: HomePage,
  pendingComponent: HomePending,
  errorComponent: ({ reset }) => (
    <main id="main" className={page}>
      <LoadError onRetry={reset} />
    </main>
  ),
});

function HomePending() {
  return (
    <main id="main" className={page} aria-busy="true">
      <div className={`${skeleton} ${css.slides}`} />
      <GoodsGridSkeleton />
    </main>
  );
}

function HomePage() {
  const home = useHome(params);
  return (
    <main id="main" className={page}>
      <BannerCarousel banners={home.bannerList} />
      <LuckyDrawBox />

      <section className={section} aria-labelledby="home-new">
        <div className={sectionHeader}>
          <h2 id="home-new" className={sectionTitle}>
            <Trans>Daily new</Trans>
          </h2>
          <Link to="/commodity" search={{ sort: 'new' }} className={moreLink}>
            <Trans>More new products</Trans>
          </Link>
        </div>
        <GoodsGrid goods={home.newList} wide eagerCount={home.bannerList.length ? 0 : 6} />
      </section>

      <section className={section} aria-labelledby="home-recommended">
        <div className={sectionHeader}>
          <h2 id="home-recommended" className={sectionTitle}>
            <Trans>Recommended for you</Trans>
          </h2>
          <Link to="/commodity" className={moreLink}>
            <Trans>All products</Trans>
          </Link>
        </div>
        <GoodsGrid goods={home.recommendList} wide />
      </section>

      <div className={css.twoColumns}>
        <section className={section} aria-labelledby="home-categories">
          <div className={sectionHeader}>
            <h2 id="home-categories" className={sectionTitle}>
              <Trans>Categories</Trans>
            </h2>
            <Link to="/classification" className={moreLink}>
              <Trans>All categories</Trans>
            </Link>
          </div>
          {home.categoryList.length === 0 ? (
            <p className={emptyState}>
              <Trans>No categories yet.</Trans>
            </p>
          ) : (
            <ul className={css.categoryStrip}>
              {home.categoryList.map((category) => (
                <li key={category.id}>
                  <Link
                    to="/classification"
                    search={{ categoryId: category.id }}
                    className={css.categoryItem}
                  >
                    <ProductImage
                      src={category.iconImg}
                      alt=""
                      className={css.categoryIcon}
                      size={56}
                    />
                    <span>{category.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={section} aria-labelledby="home-shops">
          <div className={sectionHeader}>
            <h2 id="home-shops" className={sectionTitle}>
              <Trans>Shops</Trans>
            </h2>
          </div>
          {home.sellerList.length === 0 ? (
            <p className={emptyState}>
              <Trans>No shops yet.</Trans>
            </p>
          ) : (
            <ul className={catalogCss.sellerGrid}>
              {home.sellerList.map((seller) => (
                <li key={seller.id}>
                  <SellerCard seller={seller} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className={section} aria-labelledby="home-discounted">
        <div className={sectionHeader}>
          <h2 id="home-discounted" className={sectionTitle}>
            <Trans>Discounted</Trans>
          </h2>
          <Link to="/discounted" className={moreLink}>
            <Trans>All discounts</Trans>
          </Link>
        </div>
        <GoodsGrid goods={home.discountList} wide />
      </section>
    </main>
  );
}
