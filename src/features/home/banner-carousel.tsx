// The home banner carousel (WAI-ARIA carousel pattern): previous / next and slide buttons,
// auto-rotation that pauses on hover, on focus and with a pause button, and respects reduced
// motion. Without banners the brand's own hero block shows instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { BannerItem } from '../../../domain/api/catalog.ts';
import { brandText, brandTextDir, useBrand } from '../../lib/brand.ts';
import { button, flipInRtl } from '../../styles/ui.css.ts';
import * as css from './home.css.ts';

const ROTATE_MS = 5000;

function BannerLink({ banner, children }: { banner: BannerItem; children: React.ReactNode }) {
  switch (banner.linkType) {
    case 'goods':
      return (
        <Link to="/productDetails" search={{ id: banner.link }} className={css.slideLink}>
          {children}
        </Link>
      );
    case 'seller':
      return (
        <Link to="/store" search={{ id: banner.link }} className={css.slideLink}>
          {children}
        </Link>
      );
    case 'category':
      return (
        <Link to="/commodity" search={{ categoryId: banner.link }} className={css.slideLink}>
          {children}
        </Link>
      );
    case 'url':
      return (
        <a href={banner.link} className={css.slideLink} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    default:
      return <div className={css.slideLink}>{children}</div>;
  }
}

export function BannerCarousel({ banners }: { banners: readonly BannerItem[] }) {
  const { t } = useLingui();
  const brand = useBrand();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused || hovered || focused) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused, hovered, focused]);

  if (count === 0) {
    return (
      <section className={css.hero} aria-label={brand.name}>
        <h1 className={css.heroTitle}>{brand.name}</h1>
        <p dir={brandTextDir(brand.description)}>{brandText(brand.description)}</p>
        <p>
          <Link to="/commodity" className={button.secondary}>
            <Trans>Browse all products</Trans>
          </Link>
        </p>
      </section>
    );
  }

  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section
      className={css.carousel}
      aria-roledescription={t`carousel`}
      aria-label={t`Promotions`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={css.slides} aria-live={paused || focused ? 'polite' : 'off'}>
        {banners.map((banner, position) => (
          <div
            key={banner.id}
            className={css.slide}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${position + 1} of ${count}`}
            hidden={position !== index}
          >
            <BannerLink banner={banner}>
              <img
                className={css.slideImage}
                src={banner.imgUrl}
                // The visible caption names the slide; the picture itself adds nothing.
                alt={banner.title ? '' : t`Promotion`}
                width={1240}
                height={388}
                loading={position === 0 ? 'eager' : 'lazy'}
                {...(position === 0 ? { fetchPriority: 'high' as const } : {})}
                decoding={position === 0 ? 'sync' : 'async'}
              />
              {banner.title && <span className={css.slideCaption}>{banner.title}</span>}
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={css.controls}>
          <button
            type="button"
            className={css.control}
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? t`Start automatic slide show` : t`Stop automatic slide show`}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          <button
            type="button"
            className={css.control}
            onClick={() => go(index - 1)}
            aria-label={t`Previous slide`}
          >
            <span aria-hidden="true" className={flipInRtl}>
              {'‹'}
            </span>
          </button>
          {banners.map((banner, position) => (
            <button
              key={banner.id}
              type="button"
              className={css.dot}
              aria-label={t`Slide ${position + 1}`}
              aria-current={position === index}
              onClick={() => go(position)}
            />
          ))}
          <button
            type="button"
            className={css.control}
            onClick={() => go(index + 1)}
            aria-label={t`Next slide`}
          >
            <span aria-hidden="true" className={flipInRtl}>
              {'›'}
            </span>
          </button>
        </div>
      )}
    </section>
  );
}
