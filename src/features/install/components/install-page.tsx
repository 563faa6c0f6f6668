// The brand's app page (`/app.html`, and `/userInfo/download` inside the user centre): the buyer
// app is this PWA, so "download" means installing it to the home screen. Chromium's own prompt
// sits behind the button when the browser offers it; iPhone Safari gets the share-sheet steps;
// a desktop visitor gets a QR code to open the storefront on the phone. Native app links appear
// only when the operator configured them (index!download-url).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { bcp47 } from '../../../../domain/i18n/languages.ts';
import { useBrand } from '../../../app/brand.ts';
import { currentLanguage } from '../../../app/i18n.ts';
import { QrCode } from '../../wallet/components/qr-code.tsx';
import { useAppSize } from '../api/get-app-size.ts';
import { useDownloadUrl } from '../api/get-download-url.ts';
import { isIosSafari, promptInstall, useInstallState } from '../install-prompt.ts';
import { button, muted, pageTitle, section } from '../../../styles/ui.css.ts';
import { AddToHomeSymbol, ConfirmSymbol, HomeScreenSymbol, ShareSymbol } from './step-pictures.tsx';
import * as css from './install.css.ts';

function formatSize(bytes: number): string {
  const lang = bcp47[currentLanguage()];
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : bytes / 1000);
}

function InstallOffer() {
  const state = useInstallState();
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | 'unavailable'>();
  if (state === 'installed')
    return (
      <p className={css.status} role="status">
        <Trans>The app is installed on this device. Open it from your home screen.</Trans>
      </p>
    );
  if (state === 'promptable')
    return (
      <div className={css.actions}>
        <button
          type="button"
          className={button.primary}
          onClick={() => void promptInstall().then(setOutcome)}
        >
          <Trans>Install the app</Trans>
        </button>
      </div>
    );
  return (
    <p className={css.status} role="status">
      {outcome === 'dismissed' ? (
        <Trans>Installation was cancelled. You can install the app later from this page.</Trans>
      ) : (
        <Trans>
          This browser does not offer an install button. Follow the steps below, or use your browser
          menu: Install app, or Add to Home Screen.
        </Trans>
      )}
    </p>
  );
}

function IosSteps() {
  return (
    <section className={css.card} aria-labelledby="install-ios">
      <h2 id="install-ios" className={css.cardTitle}>
        <Trans>On iPhone and iPad (Safari)</Trans>
      </h2>
      <ol className={css.steps}>
        <li className={css.step}>
          <span className={css.stepPicture}>
            <ShareSymbol />
          </span>
          <span>
            <Trans>Tap the Share button in the Safari toolbar.</Trans>
          </span>
        </li>
        <li className={css.step}>
          <span className={css.stepPicture}>
            <AddToHomeSymbol />
          </span>
          <span>
            <Trans>Scroll down and tap Add to Home Screen.</Trans>
          </span>
        </li>
        <li className={css.step}>
          <span className={css.stepPicture}>
            <ConfirmSymbol />
          </span>
          <span>
            <Trans>Tap Add in the top corner.</Trans>
          </span>
        </li>
        <li className={css.step}>
          <span className={css.stepPicture}>
            <HomeScreenSymbol />
          </span>
          <span>
            <Trans>Open the app from its icon on your home screen.</Trans>
          </span>
        </li>
      </ol>
    </section>
  );
}

function PhoneQr() {
  const { t } = useLingui();
  const brand = useBrand();
  const storefront = `${window.location.origin}/index`;
  return (
    <section className={css.card} aria-labelledby="install-qr">
      <h2 id="install-qr" className={css.cardTitle}>
        <Trans>On a computer? Open it on your phone</Trans>
      </h2>
      <p>
        <Trans>Scan this code with your phone camera, then install the app from there.</Trans>
      </p>
      <QrCode
        text={storefront}
        label={t`QR code of the ${brand.name} storefront`}
        className={css.qr}
      />
      <p className={css.url} dir="ltr">
        {storefront}
      </p>
    </section>
  );
}

function OfflineFacts() {
  const size = useAppSize().data;
  return (
    <section className={css.card} aria-labelledby="install-offline">
      <h2 id="install-offline" className={css.cardTitle}>
        <Trans>What works without a connection</Trans>
      </h2>
      <ul className={css.list}>
        <li>
          <Trans>
            Pages you have opened: home, categories, products and stores, with their pictures.
          </Trans>
        </li>
        <li>
          <Trans>Your cart: add and change goods offline; it is kept on this device.</Trans>
        </li>
        <li>
          <Trans>Checkout, payments, deposits and withdrawals need a connection.</Trans>
        </li>
      </ul>
      {size ? (
        <p className={muted}>
          <Trans>
            Download size: {formatSize(size.precacheBytes)}, stored once and updated in the
            background.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}

function NativeApps() {
  const links = useDownloadUrl().data;
  if (!links?.downloadUrl && !links?.sellerDownloadUrl) return null;
  return (
    <section className={css.card} aria-labelledby="install-native">
      <h2 id="install-native" className={css.cardTitle}>
        <Trans>Native apps</Trans>
      </h2>
      <div className={css.actions}>
        {links.downloadUrl ? (
          <a className={button.secondary} href={links.downloadUrl} rel="noopener noreferrer">
            <Trans>Buyer app</Trans>
          </a>
        ) : null}
        {links.sellerDownloadUrl ? (
          <a className={button.secondary} href={links.sellerDownloadUrl} rel="noopener noreferrer">
            <Trans>Seller app</Trans>
          </a>
        ) : null}
      </div>
    </section>
  );
}

export function InstallPage() {
  const brand = useBrand();
  const ios = isIosSafari(navigator.userAgent);
  return (
    <>
      <div className={css.hero}>
        <img className={css.appIcon} src="/brand/icon-192.png" width={96} height={96} alt="" />
        <div className={section}>
          <h1 className={pageTitle}>
            <Trans>Get the {brand.name} app</Trans>
          </h1>
          <p className={css.lead}>
            <Trans>
              Install the storefront on your home screen: it opens full screen, starts fast and
              keeps working on a weak connection.
            </Trans>
          </p>
          <InstallOffer />
        </div>
      </div>
      <div className={css.cards}>
        {ios ? <IosSteps /> : <PhoneQr />}
        <OfflineFacts />
        {ios ? null : <IosSteps />}
        <NativeApps />
      </div>
    </>
  );
}
