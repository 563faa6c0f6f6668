// The brand-driven footer: payment and partner names, address and legal text, payment coins and
// the brand's figures, information pages, policy links to the brand's promo site (with lang and
// avatar), and the coupon mailing list. A brand hides blocks in its brand.json.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { FooterBlock } from '../../../domain/brand.ts';
import { brandText, brandTextDir, useBrand } from '../brand.ts';
import { currentLanguage } from '../i18n.ts';
import { storage } from '../../lib/storage.ts';
import { toastInfo } from '../../lib/toast.ts';
import { useSubscribe } from '../../features/catalog/api/subscribe.ts';
import { button, visuallyHidden } from '../../styles/ui.css.ts';
import * as css from './layout.css.ts';

function promoLink(base: string, page: string): string {
  const url = new URL(page, base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('lang', currentLanguage());
  url.searchParams.set('avatar', String(storage.user()?.avatar ?? 1));
  return url.toString();
}

function SubscribeForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const mutation = useSubscribe();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(email.trim(), {
      onSuccess: () => {
        setEmail('');
        toastInfo(t`Subscribed. Coupons will arrive by e-mail.`);
      },
    });
  };
  return (
    <form className={css.subscribeForm} onSubmit={onSubmit}>
      <label htmlFor="footer-subscribe" className={visuallyHidden}>
        <Trans>E-mail address</Trans>
      </label>
      <input
        id="footer-subscribe"
        className={css.subscribeInput}
        type="email"
        required
        maxLength={64}
        autoComplete="email"
        placeholder={t`Your e-mail`}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className={button.primary} disabled={mutation.isPending}>
        <Trans>Subscribe</Trans>
      </button>
    </form>
  );
}

export function Footer() {
  const brand = useBrand();
  const shown = (block: FooterBlock) => !brand.hiddenFooterBlocks.includes(block);
  const coins = brand.coins.join(', ');
  const countries = brand.figures.countries;
  return (
    <footer className={css.footer}>
      <div className={css.footerGrid}>
        {shown('payments') && (
          <section aria-labelledby="footer-payments">
            <h2 id="footer-payments" className={css.footerTitle}>
              <Trans>Payment methods</Trans>
            </h2>
            <ul className={css.footerList}>
              {brand.payments.map((name) => (
                <li key={name} className={css.logoBadge}>
                  <bdi>{name}</bdi>
                </li>
              ))}
            </ul>
          </section>
        )}
        {shown('partners') && brand.partners.length > 0 && (
          <section aria-labelledby="footer-partners" data-block="partners">
            <h2 id="footer-partners" className={css.footerTitle}>
              <Trans>Logistics partners</Trans>
            </h2>
            <ul className={css.footerList}>
              {brand.partners.map((name) => (
                <li key={name} className={css.logoBadge}>
                  <bdi>{name}</bdi>
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
              <Link to="/app.html" className={css.headerLink}>
                <Trans>App download</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        {shown('policies') && (
          <nav aria-labelledby="footer-policies">
            <h2 id="footer-policies" className={css.footerTitle}>
              <Trans>Policies</Trans>
            </h2>
            <ul className={css.footerLinks}>
              <li>
                <a
                  className={css.headerLink}
                  href={promoLink(brand.promoUrl, 'privacyPolicy')}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Trans>Privacy policy</Trans>
                </a>
              </li>
              <li>
                <a
                  className={css.headerLink}
                  href={promoLink(brand.promoUrl, 'returnPolicy')}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Trans>Return policy</Trans>
                </a>
              </li>
              <li>
                <a
                  className={css.headerLink}
                  href={promoLink(brand.promoUrl, 'shippingPolicy')}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Trans>Delivery and shipping policy</Trans>
                </a>
              </li>
            </ul>
          </nav>
        )}
        {shown('subscribe') && (
          <section aria-labelledby="footer-subscribe-title">
            <h2 id="footer-subscribe-title" className={css.footerTitle}>
              <Trans>Coupons by e-mail</Trans>
            </h2>
            <SubscribeForm />
          </section>
        )}
      </div>
      <div className={css.footerBottom}>
        {shown('coins') && (
          <p>
            <Trans>
              We accept <bdi>{coins}</bdi>. Buyers in <bdi>{countries}</bdi> countries and regions.
            </Trans>
          </p>
        )}
        {shown('address') && <p dir={brandTextDir(brand.address)}>{brandText(brand.address)}</p>}
        <p dir={brandTextDir(brand.legal)}>{brandText(brand.legal)}</p>
        <p>
          <Trans>
            Support: <a href={`mailto:${brand.supportMail}`}>{brand.supportMail}</a>
          </Trans>
        </p>
        <p>
          <Trans>
            © <bdi>{new Date().getFullYear()}</bdi> <bdi>{brand.name}</bdi>
          </Trans>
        </p>
      </div>
    </footer>
  );
}
