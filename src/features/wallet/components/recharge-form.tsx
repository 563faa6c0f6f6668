// `/userInfo/money-package/recharge`: choose the network and see your own deposit address (QR and
// copy), or report a manual deposit with a payment proof (upload with progress) or a bank card.
// A failed manual deposit shows why and returns to the wallet after 2.5 s (spec section 9).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toastError, toastInfo } from '../../../lib/toast.ts';
import { button, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import * as formCss from '../../../components/form.css.ts';
import { useChannels, useDepositFee } from '../api/get-channels.ts';
import { useThirdParty } from '../api/third-party.ts';
import { useWalletText } from '../use-wallet-text.ts';
import { QrCode } from '../../../components/qr-code.tsx';
import * as css from './wallet.css.ts';
import { TestNetworkNotice, ManualDeposit } from './manual-deposit.tsx';
import { defaultChannel, NetworkChoice, networkTitle, useConfirmTime } from './network-choice.tsx';

type Method = 'chain' | 'proof' | 'bank' | 'third';

export function RechargeForm() {
  const { t } = useLingui();
  const channels = useChannels();
  const fee = useDepositFee();
  const [method, setMethod] = useState<Method>('chain');
  const [network, setNetwork] = useState('');
  const confirmTime = useConfirmTime();
  const chosen =
    channels.data?.find((c) => c.blockchain_name === network) ??
    defaultChannel(channels.data ?? []);

  return (
    <section className={section}>
      <h1 className={pageTitle}>
        <Trans>Deposit</Trans>
      </h1>
      <div role="tablist" aria-label={t`Deposit method`} className={css.tabs}>
        {(['chain', 'proof', 'bank', 'third'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={method === value}
            className={css.tab}
            onClick={() => setMethod(value)}
          >
            {value === 'chain' ? (
              <Trans>Blockchain</Trans>
            ) : value === 'proof' ? (
              <Trans>Transfer with proof</Trans>
            ) : value === 'bank' ? (
              <Trans>Bank card</Trans>
            ) : (
              <Trans>Third-party payment</Trans>
            )}
          </button>
        ))}
      </div>
      {method === 'chain' ? (
        channels.isPending ? (
          <div className={skeleton} style={{ height: 220 }} aria-busy="true" />
        ) : !chosen ? (
          <p className={css.notice}>
            <Trans>The blockchain channel is not opened.</Trans>
          </p>
        ) : (
          <div className={formCss.form}>
            {chosen.testNetwork ? <TestNetworkNotice /> : null}
            <NetworkChoice
              name="deposit-network"
              channels={channels.data ?? []}
              value={chosen.blockchain_name}
              onChange={setNetwork}
              facts={(c) => {
                const time = confirmTime(c.confirmSeconds);
                return (
                  <Trans>
                    Credited after {c.confirmations} confirmations ({time}) · minimum {c.min}{' '}
                    {c.coin}
                  </Trans>
                );
              }}
            />
            <p className={css.networkBanner} data-testid="deposit-network">
              {chosen.coin} · {networkTitle(chosen)}
            </p>
            <p className={css.warning} role="note" data-testid="network-warning">
              <Trans>
                Send only {chosen.coin} on the {chosen.blockchain_name} network to this address.
                Tokens sent on another network are not credited here.
              </Trans>
            </p>
            {!chosen.available ? (
              <p className={css.notice} role="status" data-testid="network-unavailable">
                <Trans>
                  The {chosen.blockchain_name} network is temporarily unavailable: a deposit sent
                  now is credited once the network answers again.
                </Trans>
              </p>
            ) : null}
            <div className={css.addressBox}>
              <QrCode
                className={css.qr}
                text={chosen.address}
                label={t`QR code of your deposit address`}
              />
              <span className={css.address} data-testid="deposit-address">
                {chosen.address}
              </span>
              {chosen.explorerAddressUrl ? (
                <a
                  href={chosen.explorerAddressUrl.replace('{address}', chosen.address)}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  <Trans>See this address on the network&apos;s explorer</Trans>
                </a>
              ) : null}
              <button
                type="button"
                className={button.secondary}
                onClick={() => {
                  // Clipboard access is missing on plain-http hosts: say so instead of failing silently.
                  const copy = async () => navigator.clipboard.writeText(chosen.address);
                  copy().then(
                    () => toastInfo(t`Copied`),
                    () => toastError(t`Copy failed`),
                  );
                }}
              >
                <Trans>Copy address</Trans>
              </button>
            </div>
            <p className={css.notice}>
              <Trans>
                Send only {chosen.coin} on {chosen.blockchain_name} (token {chosen.tokenContract})
                to this address. It is credited after {chosen.confirmations} confirmations. Deposits
                below {chosen.min} {chosen.coin} are shown but not credited.
              </Trans>
            </p>
          </div>
        )
      ) : method === 'third' ? (
        <ThirdParty />
      ) : fee.isPending ? (
        <div className={skeleton} style={{ height: 220 }} aria-busy="true" />
      ) : fee.data?.noWayOut ? (
        <p className={css.notice} role="status" data-testid="manual-no-way-out">
          <Trans>
            Deposits by transfer are closed: the platform offers no way to withdraw money yet, so it
            takes in nothing that could not leave again.
          </Trans>
        </p>
      ) : method === 'proof' && !fee.data?.proofEnabled ? (
        <p className={css.notice} role="status" data-testid="manual-unavailable">
          <Trans>
            Transfers with proof are not available: the platform has not set up an address to pay to
            yet. Use the blockchain deposit instead.
          </Trans>
        </p>
      ) : method === 'bank' && !fee.data?.bankEnabled ? (
        <p className={css.notice} role="status" data-testid="manual-unavailable">
          <Trans>
            Bank card deposits are not available: the platform has not set up a bank account to pay
            to yet. Use the blockchain deposit instead.
          </Trans>
        </p>
      ) : method === 'bank' && (fee.data?.bankCurrencies.length ?? 0) === 0 ? (
        <p className={css.notice} role="status" data-testid="bank-no-currency">
          <Trans>
            Bank deposits are unavailable at the moment: no currency has a current exchange rate.
            Please try again later or use the blockchain deposit.
          </Trans>
        </p>
      ) : (
        <ManualDeposit
          key={method}
          method={method}
          max={fee.data?.max ?? ''}
          payTo={(method === 'proof' ? fee.data?.manualAddress : fee.data?.bankAccount) ?? ''}
          currencies={method === 'bank' ? fee.data?.bankCurrencies : undefined}
        />
      )}
    </section>
  );
}

function ThirdParty() {
  const text = useWalletText();
  const query = useThirdParty();
  if (query.isPending) return <div className={skeleton} style={{ height: 60 }} aria-busy="true" />;
  // No provider ships with Caravan: the server's refusal is the honest answer to show. A provider
  // integration adds its own form here.
  if (!query.isError) return null;
  return (
    <p className={css.notice} role="status" data-testid="third-party-status">
      {text.errorText(query.error)}
    </p>
  );
}
