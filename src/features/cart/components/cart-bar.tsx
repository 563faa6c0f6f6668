// The floating cart bar and its 400 px right-hand drawer (spec section 2 "Header and global
// elements", section 4 "Cart drawer"). Shown only on the spec's routes and only when logged in;
// the Radix dialog locks page scroll and traps focus while open. Lines are grouped by seller,
// checked by default; totals use decimal arithmetic; checkout stores the checked lines grouped
// by seller and opens /settlement.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import {
  checkedTotal,
  lineTotal,
  quantityBounds,
  unitPriceOf,
  type CartLine,
} from '../../../../domain/cart/cart.ts';
import { Usd } from '../../../components/usd.tsx';
import { onSignOut, useSession } from '../../account/index.ts';
import { toastError } from '../../../lib/toast.ts';
import { button, emptyState } from '../../../styles/ui.css.ts';
import { useMaxBuy } from '../api/get-max-buy.ts';
import { cart, resetCartMemory, storeSettlement, syncCartOwner, useCart } from '../cart-store.ts';
import { useCartRefusalText } from '../use-cart-text.ts';
import * as css from './cart.css.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/** The routes that show the floating cart bar (spec section 2). */
const CART_ROUTES = new Set([
  '/index',
  '/classification',
  '/commodity',
  '/information',
  '/productDetails',
  '/store',
  '/discounted',
  '/userInfo/dashboard',
]);

/** Keeps the in-memory cart on the current owner (guest or user) and merges at login. */
export function useCartOwnerSync(): void {
  const { token, user } = useSession();
  useEffect(() => {
    void syncCartOwner();
  }, [token, user?.usercode]);
  useEffect(() => onSignOut(resetCartMemory), []);
}

function CartLineRow({ line, maxBuy }: { line: CartLine; maxBuy: number }) {
  const { t } = useLingui();
  const refusal = useCartRefusalText();
  const { min, max } = quantityBounds(line.buyMin, maxBuy);
  return (
    <li className={css.line} data-testid="cart-line">
      <input
        type="checkbox"
        className={css.checkbox}
        checked={line.checked}
        aria-label={t`Select ${line.name}`}
        onChange={(event) => void cart.setChecked(line.id, event.target.checked)}
      />
      <img
        className={css.lineImage}
        src={line.image}
        alt=""
        width={64}
        height={64}
        loading="lazy"
      />
      <div className={css.lineBody}>
        <Link to="/productDetails" search={{ id: line.id }} className={css.lineName}>
          {line.name}
        </Link>
        {line.checkAttrName ? <span className={css.lineAttr}>{line.checkAttrName}</span> : null}
        <div className={css.lineRow}>
          <span className={css.price}>
            <Usd value={unitPriceOf(line)} />
          </span>
          <QuantityStepper
            value={line.count}
            min={min}
            max={max}
            label={t`Quantity for ${line.name}`}
            onChange={(count) =>
              void cart.setCount(line.id, count, maxBuy).then((result) => {
                if (!result.ok) toastError(refusal(result.key));
              })
            }
          />
        </div>
        <div className={css.lineRow}>
          <span>
            <Trans>
              Subtotal: <Usd value={lineTotal(line)} />
            </Trans>
          </span>
          <button
            type="button"
            className={css.removeButton}
            onClick={() => void cart.remove(line.id)}
            aria-label={t`Remove ${line.name}`}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
    </li>
  );
}

function CartDrawerBody({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const { lines, ready } = useCart();
  const maxBuy = useMaxBuy();
  const navigate = useNavigate();
  const refusal = useCartRefusalText();
  const [error, setError] = useState('');
  const groups = useMemo(() => {
    const bySeller = new Map<string, { seller: CartLine['seller']; lines: CartLine[] }>();
    for (const line of lines) {
      const group = bySeller.get(line.seller.id) ?? { seller: line.seller, lines: [] };
      group.lines.push(line);
      bySeller.set(line.seller.id, group);
    }
    return [...bySeller.values()];
  }, [lines]);
  const allChecked = lines.length > 0 && lines.every((line) => line.checked);
  const checkedCount = lines.filter((line) => line.checked).length;

  const checkout = async () => {
    const result = await storeSettlement();
    if (!result.ok) {
      setError(refusal(result.key));
      return;
    }
    setError('');
    onDone();
    await navigate({ to: '/settlement' });
  };

  return (
    <>
      <div className={css.drawerBody}>
        {!ready ? (
          <p aria-busy="true" className={emptyState}>
            <Trans>Loading…</Trans>
          </p>
        ) : lines.length === 0 ? (
          <div className={emptyState} data-testid="cart-empty">
            <p>
              <Trans>Your cart is empty. Browse the products and add some.</Trans>
            </p>
            <p>
              <Link to="/commodity" className={button.secondary} onClick={onDone}>
                <Trans>Go shopping</Trans>
              </Link>
            </p>
          </div>
        ) : (
          <>
            <label className={css.groupTitle}>
              <input
                type="checkbox"
                className={css.checkbox}
                checked={allChecked}
                ref={(element) => {
                  if (element) element.indeterminate = !allChecked && checkedCount > 0;
                }}
                onChange={(event) => void cart.setAllChecked(event.target.checked)}
              />
              <Trans>Select all</Trans>
            </label>
            {groups.map((group) => (
              <section key={group.seller.id} className={css.group} aria-label={group.seller.name}>
                <h3 className={css.groupTitle}>{group.seller.name}</h3>
                <ul className={css.plainList}>
                  {group.lines.map((line) => (
                    <CartLineRow key={line.id} line={line} maxBuy={maxBuy} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
      {lines.length > 0 ? (
        <div className={css.drawerFooter}>
          <div className={css.totalRow}>
            <span>
              <Trans>Total ({checkedCount} selected)</Trans>
            </span>
            <span className={css.totalValue} data-testid="cart-total">
              <Usd value={checkedTotal(lines)} />
            </span>
          </div>
          {error ? (
            <p className={css.error} role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            className={button.primary}
            onClick={() => void checkout()}
            aria-label={t`Check out the selected products`}
            data-testid="cart-checkout"
          >
            <Trans>Check out</Trans>
          </button>
        </div>
      ) : null}
    </>
  );
}

/** The cart's mount point in the page frame: keeps the owner in sync and shows the bar. */
export function CartMount() {
  useCartOwnerSync();
  return <CartBar />;
}

function CartBar() {
  const { t } = useLingui();
  const { token } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { lines } = useCart();
  const [open, setOpen] = useState(false);
  if (!token || !CART_ROUTES.has(pathname)) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={css.bar}
          aria-label={t`Cart, ${lines.length} products`}
          data-testid="cart-bar"
        >
          <span>
            <Trans>Cart</Trans>
          </span>
          {/* The count is drawn from data-count (cart.css.ts): the visible text is the label
              "Cart" alone, which starts the spoken name in every language (WCAG 2.5.3). */}
          <span className={css.badge} data-count={lines.length} aria-hidden="true" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.drawer}
          aria-describedby={undefined}
          data-testid="cart-drawer"
        >
          <div className={css.drawerHeader}>
            <Dialog.Title className={css.drawerTitle}>
              <Trans>Shopping cart</Trans>
            </Dialog.Title>
            <Dialog.Close className={button.ghost} aria-label={t`Close the cart`}>
              ×
            </Dialog.Close>
          </div>
          <CartDrawerBody onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
