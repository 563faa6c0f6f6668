// `/settlement`: the checked cart lines grouped by store, priced by the server (order!preview):
// goods, discount, freight, tax, handling fee and total per store; the delivery address; the
// payment method (balance with the current balance; card and PayPal shown unavailable unless
// open). Submit places one order per store (idempotent per attempt), then pays each from the
// balance with the fund password (asked for orders from the operator's amount on, kept only until
// the payments are sent). "Insufficient balance, please deposit" links to the deposit page.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SettlementGroup } from '../../../../domain/cart/cart.ts';
import { D } from '../../../../domain/money.ts';
import { Usd } from '../../../components/usd.tsx';
import { ApiError, callKey } from '../../../lib/api-client.ts';
import { refreshCatalogue } from '../../../lib/refresh-catalogue.ts';
import {
  button,
  emptyState,
  muted,
  page,
  pageTitle,
  section,
  sectionTitle,
  skeleton,
} from '../../../styles/ui.css.ts';
import { useCheckoutBalance } from '../../wallet/index.ts';
import { usePayMethods } from '../api/get-pay-methods.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { isValidSafeword } from '../../../../domain/account/credentials.ts';
import { payOrder, PayStep, useHasFundPassword } from '../../orders/index.ts';
import { useOrderPreview, type CheckoutItem } from '../api/preview-order.ts';
import { submitOrder } from '../api/submit-order.ts';
import * as css from './checkout.css.ts';
import { ProblemAlert, type Problem } from './settlement-problem.tsx';
import { StoreGroup } from './settlement-store.tsx';

export function Settlement({
  loadGroups,
  onPlaced,
  addressPicker,
}: {
  loadGroups: () => Promise<SettlementGroup[]>;
  /** The listings now ordered leave the cart. */
  onPlaced: (sellerGoodsIds: string[]) => Promise<void>;
  addressPicker: (value: string, onChange: (id: string) => void) => ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [groups, setGroups] = useState<SettlementGroup[] | null>(null);
  const [addressId, setAddressId] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState<'submitting' | 'paying' | null>(null);
  const [placed, setPlaced] = useState(false);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const attemptKey = useRef<string | null>(null);
  // The fund password of this payment only: cleared once the payments are sent.
  const [safeword, setSafeword] = useState('');
  const [safewordError, setSafewordError] = useState('');
  const hasFundPassword = useHasFundPassword();

  useEffect(() => {
    let live = true;
    void loadGroups().then((loaded) => {
      if (live) setGroups(loaded);
    });
    return () => {
      live = false;
    };
  }, [loadGroups]);

  const items = useMemo<CheckoutItem[]>(
    () =>
      (groups ?? []).flatMap((group) =>
        group.lines.map((line) => ({
          sellerGoodsId: line.id,
          num: line.count,
          checkAttrName: line.checkAttrName,
        })),
      ),
    [groups],
  );
  const preview = useOrderPreview(items);
  const methods = usePayMethods();
  const balance = useCheckoutBalance();
  const balanceOpen = methods.data?.pageList.find((m) => m.method === 'balance')?.open ?? true;
  const safewordFrom = methods.data?.safewordFrom ?? '0';
  const asksSafeword = preview.data
    ? preview.data.groups.some((group) => new D(group.total).gte(safewordFrom))
    : true;

  const submit = async () => {
    if (!addressId || !preview.data) return;
    if (asksSafeword && !isValidSafeword(safeword)) {
      setSafewordError(t`The fund password must be exactly 6 digits`);
      return;
    }
    setSafewordError('');
    setProblem(null);
    setBusy('submitting');
    attemptKey.current ??= newIdempotencyKey();
    let orders: Array<{ orderId: string; serialNumber: string; payBy: string }> = [];
    try {
      const written = Object.fromEntries(
        Object.entries(notes)
          .map(([sellerId, note]) => [sellerId, note.trim()] as const)
          .filter(([, note]) => note !== ''),
      );
      const result = await submitOrder({
        addressId,
        items,
        notes: written,
        idempotencyKey: attemptKey.current,
      });
      orders = result.orders;
    } catch (error) {
      // A lost answer keeps the key, so the retry replays instead of ordering twice.
      if (!(error instanceof ApiError && error.code === 'network')) attemptKey.current = null;
      setProblem({ kind: 'error', text: error instanceof Error ? error.message : '' });
      setBusy(null);
      return;
    }
    attemptKey.current = null;
    setPlaced(true);
    await onPlaced(items.map((item) => item.sellerGoodsId));
    setBusy('paying');
    const paid: string[] = [];
    for (const order of orders) {
      try {
        await payOrder(order.orderId, asksSafeword ? safeword : '');
        paid.push(order.serialNumber);
      } catch (error) {
        setSafeword('');
        await queryClient.invalidateQueries({ queryKey: callKey('wallet!getUsdt') });
        setBusy(null);
        if (error instanceof ApiError && error.errorKey === 'wallet.insufficientBalance')
          setProblem({ kind: 'insufficient', placed: true, payBy: order.payBy });
        else
          setProblem({
            kind: 'placedUnpaid',
            text: error instanceof Error ? error.message : '',
            payBy: order.payBy,
          });
        return;
      }
    }
    setSafeword('');
    await queryClient.invalidateQueries({ queryKey: callKey('wallet!getUsdt') });
    // The ordered listings' stock and sold counts moved.
    await refreshCatalogue(queryClient);
    setBusy(null);
    await navigate({
      to: '/paySuccess',
      search: { orders: paid.join(','), total: preview.data.total },
    });
  };

  if (groups === null)
    return (
      <main id="main" className={page} aria-busy="true">
        <div className={skeleton} style={{ height: '240px' }} />
      </main>
    );

  if (groups.length === 0 && !placed)
    return (
      <main id="main" className={page}>
        <div className={emptyState}>
          <h1 className={pageTitle}>
            <Trans>Checkout</Trans>
          </h1>
          <p>
            <Trans>No product selected. Choose products in your cart first.</Trans>
          </p>
          <p>
            <Link to="/commodity" className={button.primary}>
              <Trans>Go shopping</Trans>
            </Link>
          </p>
        </div>
      </main>
    );

  const insufficient =
    balance.data && preview.data ? new D(balance.data.money).lt(preview.data.total) : false;

  return (
    <main id="main" className={page}>
      <h1 className={pageTitle}>
        <Trans>Checkout</Trans>
      </h1>
      <div className={css.layout}>
        <div>
          <section className={section} aria-labelledby="settlement-address">
            <h2 id="settlement-address" className={sectionTitle} style={{ marginBlockEnd: '12px' }}>
              <Trans>Shipping address</Trans>
            </h2>
            {addressPicker(addressId, setAddressId)}
          </section>

          <section className={section} aria-labelledby="settlement-summary">
            <h2 id="settlement-summary" className={sectionTitle} style={{ marginBlockEnd: '12px' }}>
              <Trans>Order summary</Trans>
            </h2>
            {preview.isPending ? (
              <div className={skeleton} style={{ height: '160px' }} aria-busy="true" />
            ) : preview.isError ? (
              <div className={css.alert} role="alert">
                <p>{preview.error.message}</p>
                <p>
                  <button
                    type="button"
                    className={button.secondary}
                    onClick={() => void preview.refetch()}
                  >
                    <Trans>Try again</Trans>
                  </button>
                </p>
              </div>
            ) : (
              preview.data.groups.map((group) => (
                <StoreGroup
                  key={group.seller.id}
                  group={group}
                  note={notes[group.seller.id] ?? ''}
                  onNote={(note) => setNotes((all) => ({ ...all, [group.seller.id]: note }))}
                />
              ))
            )}
          </section>
        </div>

        <aside className={css.aside}>
          <section className={section} aria-labelledby="settlement-pay">
            <h2 id="settlement-pay" className={sectionTitle} style={{ marginBlockEnd: '12px' }}>
              <Trans>Payment method</Trans>
            </h2>
            <label className={css.method} data-checked="true" data-disabled={!balanceOpen}>
              <input
                type="radio"
                name="pay-method"
                value="balance"
                checked
                readOnly
                disabled={!balanceOpen}
              />
              <span>
                <Trans>Balance (USDT)</Trans>
              </span>
              <span className={css.methodNote} data-testid="settlement-balance">
                {balance.isPending ? (
                  <Trans>Loading…</Trans>
                ) : balance.isError ? (
                  '--'
                ) : (
                  <Usd value={balance.data.money} />
                )}
              </span>
            </label>
            {(['card', 'paypal'] as const).map((method) => {
              const open = methods.data?.pageList.find((m) => m.method === method)?.open ?? false;
              return (
                <label key={method} className={css.method} data-disabled={!open}>
                  <input
                    type="radio"
                    name="pay-method"
                    value={method}
                    disabled
                    checked={false}
                    readOnly
                  />
                  <span>
                    {method === 'card' ? <Trans>Bank card</Trans> : <Trans>PayPal</Trans>}
                  </span>
                  <span className={css.methodNote}>
                    {open ? <Trans>Coming soon</Trans> : <Trans>Unavailable</Trans>}
                  </span>
                </label>
              );
            })}
            {preview.data ? (
              <div className={css.amounts}>
                <span>
                  <strong>
                    <Trans>Total to pay</Trans>
                  </strong>
                </span>
                <span className={`${css.amountValue} ${css.total}`} data-testid="settlement-total">
                  <Usd value={preview.data.total} />
                </span>
              </div>
            ) : null}
            {asksSafeword && !placed ? (
              <PayStep value={safeword} onChange={setSafeword} error={safewordError} />
            ) : null}
            {insufficient && !problem ? (
              <p className={muted} role="status">
                <Trans>Your balance is lower than the total.</Trans>{' '}
                <Link to="/userInfo/money-package/recharge">
                  <Trans>Deposit</Trans>
                </Link>
              </p>
            ) : null}
            {problem ? <ProblemAlert problem={problem} /> : null}
            <button
              type="button"
              className={button.primary}
              style={{ width: '100%', marginBlockStart: '12px' }}
              disabled={
                !addressId ||
                !preview.data ||
                busy !== null ||
                placed ||
                !balanceOpen ||
                (asksSafeword && hasFundPassword === false)
              }
              onClick={() => void submit()}
              data-testid="settlement-submit"
            >
              {busy === 'submitting' ? (
                <Trans>Placing the order…</Trans>
              ) : busy === 'paying' ? (
                <Trans>Paying…</Trans>
              ) : (
                <Trans>Submit order and pay</Trans>
              )}
            </button>
          </section>
        </aside>
      </div>
    </main>
  );
}
