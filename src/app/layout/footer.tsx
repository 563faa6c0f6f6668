// The brand-driven footer: the ways to pay in the platform really accepts (from its configuration),
// address and legal text, figures counted from recorded orders, information pages, policy links to
// the brand's promo site (with lang and avatar; none when the brand names no site), the support
// address when the brand has one. A brand hides blocks in its brand.json; nothing here is a claim
// without configuration or data behind it. No mailing-list box: it only stored addresses, with no
// confirmation and no way to leave the list (issue #33), so it is gone until a double opt-in is built.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AcceptedPayment, FooterBlock } from '../../../domain/brand.ts';
import { brandText, brandTextDir, useBrand } from '../../lib/brand.ts';
import { currentLanguage } from '../i18n.ts';
import { storage } from '../../lib/storage.ts';
import { useBrandFigures } from '../api/get-brand-figures.ts';
import { useListFormat } from '../../lib/list-format.ts';
import * as css from './layout.css.ts';

function promoLink(base: string, page: string): string {
  const url = new URL(page, base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('lang', currentLanguage());
  url.searchParams.set('avatar', String(storage.user()?.avatar ?? 1));
  return url.toString();
}

function PaymentName({ payment }: { payment: AcceptedPayment }) {
  const { t } = useLingui();
  if (payment.kind === 'proof') return <Trans>{payment.coin} transfer with payment proof</Trans>;
  if (payment.kind === 'bank') return <Trans>Bank transfer</Trans>;
  return (
    <bdi>
      {payment.coin} · {payment.network}
      {payment.testNetwork ? ` · ${t`Test network (local)`}` : ''}
    </bdi>
  );
}

/** Where orders were delivered, counted by the server; nothing is said before there is any. */
function DeliveredCountries() {
  const figures = useBrandFigures();
  const count = figures.data?.deliveredCountries ?? 0;
  if (count === 0) return null;
  return (
    <p data-testid="delivered-countries">
      <Plural
        value={count}
        one="Orders delivered to # country or region."
        other="Orders delivered to # countries and regions."
      />
    </p>
  );
}

export function Footer() {
  const brand = useBrand();
  const promoUrl = brand.promoUrl;
  const shown = (block: FooterBlock) => !brand.hiddenFooterBlocks.includes(block);
  const payments = brand.acceptedPayments;
  const coins = useListFormat()([...new Set(payments.map((payment) => payment.coin))]);
  return (
    <footer className={css.footer}>
      <div className={css.footerGrid}>
        {shown('payments') && payments.length > 0 && (
          <section aria-labelledby="footer-payments" data-block="payments">
            <h2 id="footer-payments" className={css.footerTitle}>
              <Trans>Payment methods</Trans>
            </h2>
            <ul className={css.footerList} data-testid="footer-payments">
              {payments.map((payment) => (
                <li key={`${payment.kind}:${payment.network}`} className={css.logoBadge}>
                  <PaymentName payment={payment} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={css.footerTitle}>
            <Trans>Information</Trans>
          </h2>
          <ul className={css.footerLinks}>
            {Object.entries(brand.pages).map(([page, content]) => (
              <li key={page}>
                <Link
                  to="/information"
                  search={{ page: page as keyof typeof brand.pages }}
                  className={css.headerLink}
                >
                  {brandText(content.title)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/transparency" className={css.headerLink}>
                <Trans>Transparency</Trans>
              </Link>
            </li>
            <li>
              <Link to="/app.html" className={css.headerLink}>
                <Trans>App download</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        {shown('policies') && promoUrl && (
          <nav aria-labelledby="footer-policies">
            <h2 id="footer-policies" className={css.footerTitle}>
              <Trans>Policies</Trans>
            </h2>
            <ul className={css.footerLinks}>
              <li>
                <a
                  className={css.headerLink}
                  href={promoLink(promoUrl, 'privacyPolicy')}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Trans>Privacy policy</Trans>
                </a>
              </li>
              <li>
                <a
                  className={css.headerLink}
                  href={promoLink(promoUrl, 'returnPolicy')}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Trans>Return policy</Trans>
                </a>
              </li>
              <li>
                <a
                  className={css.headerLink}
                  href={promoLink(promoUrl, 'shippingPolicy')}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Trans>Delivery and shipping policy</Trans>
                </a>
              </li>
            </ul>
          </nav>
        )}
      </div>
      <div className={css.footerBottom}>
        {shown('coins') && coins !== '' && (
          <p data-testid="footer-coins">
            <Trans>
              We accept <bdi>{coins}</bdi>.
            </Trans>
          </p>
        )}
        {shown('coins') && <DeliveredCountries />}
        {shown('address') && <p dir={brandTextDir(brand.address)}>{brandText(brand.address)}</p>}
        <p dir={brandTextDir(brand.legal)}>{brandText(brand.legal)}</p>
        {brand.supportMail ? (
          <p>
            <Trans>
              Support: <a href={`mailto:${brand.supportMail}`}>{brand.supportMail}</a>
            </Trans>
          </p>
        ) : null}
        <p>
          <Trans>
            © <bdi>{new Date().getFullYear()}</bdi> <bdi>{brand.name}</bdi>
          </Trans>
        </p>
      </div>
    </footer>
  );
}
