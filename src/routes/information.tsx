// `/information`: the brand's content pages (about, contact, rules, policies), chosen by `page`.
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { brandText, brandTextDir, useBrand } from '../lib/brand.ts';
import { oneOf } from '../lib/search-params.ts';
import { chip, page, pageTitle, prose, section, toolbar } from '../styles/ui.css.ts';

const pages = [
  'about',
  'contact',
  'buyerRules',
  'sellerRules',
  'returns',
  'servicePolicy',
  'privacy',
  'careers',
] as const;

export const Route = createFileRoute('/information')({
  validateSearch: (search: Record<string, unknown>): { page?: (typeof pages)[number] } => ({
    page: oneOf(search.page, pages),
  }),
  component: InformationPage,
});

function InformationPage() {
  const brand = useBrand();
  const search = Route.useSearch();
  const available = pages.filter((key) => brand.pages[key]);
  const current = search.page && brand.pages[search.page] ? search.page : available[0];
  const content = current ? brand.pages[current] : undefined;
  return (
    <main id="main" className={page}>
      <nav className={toolbar} aria-label={brand.name}>
        {available.map((key) => (
          <Link
            key={key}
            to="/information"
            search={{ page: key }}
            className={chip}
            aria-current={key === current ? 'page' : undefined}
          >
            {brandText(brand.pages[key]?.title ?? '')}
          </Link>
        ))}
      </nav>
      <article className={section}>
        {content ? (
          <>
            <h1 className={pageTitle} dir={brandTextDir(content.title)}>
              {brandText(content.title)}
            </h1>
            <div className={prose}>
              {content.body.map((paragraph, index) => (
                <p key={index} dir={brandTextDir(paragraph)}>
                  {brandText(paragraph)}
                </p>
              ))}
            </div>
          </>
        ) : (
          <p>
            <Trans>There is no information here yet.</Trans>
          </p>
        )}
      </article>
    </main>
  );
}
