// Names of ledger accounts. Users have an available and a held balance per currency; the platform
// has a clearing account per network (the outside world: chain, bank), a fee income account, and
// the escrow / seller / loan accounts other areas post to.

export const WALLET_CURRENCY = 'USDT';

export type AccountKind =
  'user_available' | 'user_held' | 'clearing' | 'fees' | 'escrow' | 'seller' | 'loan';

export interface AccountRef {
  code: string;
  kind: AccountKind;
  ownerId: string | null;
  currency: string;
  /** Only accounts that mirror money outside the platform may be negative. */
  allowNegative: boolean;
}

export function userAvailable(userId: string, currency = WALLET_CURRENCY): AccountRef {
  return {
    code: `user:${userId}:available:${currency}`,
    kind: 'user_available',
    ownerId: userId,
    currency,
    allowNegative: false,
  };
}

export function userHeld(userId: string, currency = WALLET_CURRENCY): AccountRef {
  return {
    code: `user:${userId}:held:${currency}`,
    kind: 'user_held',
    ownerId: userId,
    currency,
    allowNegative: false,
  };
}

/** Money that entered or left through a network (a chain, manual bank/proof deposits). */
export function clearing(network: string, currency = WALLET_CURRENCY): AccountRef {
  return {
    code: `platform:clearing:${network}:${currency}`,
    kind: 'clearing',
    ownerId: null,
    currency,
    allowNegative: true,
  };
}

export function feeIncome(currency = WALLET_CURRENCY): AccountRef {
  return {
    code: `platform:fees:${currency}`,
    kind: 'fees',
    ownerId: null,
    currency,
    allowNegative: false,
  };
}

/** Buyer money held for an order until it completes or is refunded (orders issue). */
export function orderEscrow(orderId: string, currency = WALLET_CURRENCY): AccountRef {
  return {
    code: `escrow:order:${orderId}:${currency}`,
    kind: 'escrow',
    ownerId: orderId,
    currency,
    allowNegative: false,
  };
}

export function sellerAvailable(sellerId: string, currency = WALLET_CURRENCY): AccountRef {
  return {
    code: `seller:${sellerId}:available:${currency}`,
    kind: 'seller',
    ownerId: sellerId,
    currency,
    allowNegative: false,
  };
}

/** The platform's lending pool: it pays loans out and receives repayments (credit issue). */
export function loanPool(currency = WALLET_CURRENCY): AccountRef {
  return {
    code: `platform:loans:${currency}`,
    kind: 'loan',
    ownerId: null,
    currency,
    allowNegative: true,
  };
}
