// Stable machine keys for every business refusal the API can answer (CONTRACT.md "Envelope").
// The localized text for each key lives in the server's per-language message tables.

export const errorKeys = [
  // generic
  'param.invalid',
  'param.missing',
  'system.error',
  'system.busy',
  'request.tooFrequent',
  'request.illegal',
  'request.duplicate',
  'request.idempotencyMismatch',
  'resource.notFound',
  'language.unsupported',
  // session and login
  'auth.required',
  'auth.sessionExpired',
  'auth.loginFailed',
  'auth.wrongPassword',
  'auth.lockedMinutes',
  'auth.lockedToday',
  'auth.accountLocked',
  'auth.accountDisabled',
  'auth.businessLocked',
  'auth.userNotFound',
  'auth.noPermission',
  // verification
  'verify.codeWrong',
  'verify.codeEmpty',
  'verify.codeLimit',
  'verify.failed',
  'verify.sliderFailed',
  // registration and binding
  'register.usernameInvalid',
  'register.usernameTaken',
  'register.emailTaken',
  'register.referralInvalid',
  'register.blockedAfterCancellation',
  // accounts: passwords, fund password, slider, cancellation
  'verify.sliderRequired',
  'password.mismatch',
  'password.oldWrong',
  'password.loginWrong',
  'safeword.wrong',
  'safeword.notSet',
  'safeword.alreadySet',
  'safeword.mismatch',
  'safeword.required',
  'safeword.setFirst',
  'password.required',
  'cancel.reasonRequired',
  'cancel.balanceRemains',
  'cancel.notAllowed',
  'cancel.unsettled',
  'cancel.walletBalance',
  'cancel.withdrawalPending',
  'cancel.depositPending',
  'cancel.loanUnfinished',
  'cancel.ordersOpen',
  'cancel.storeOrdersOpen',
  'subscribe.emailInvalid',
  'subscribe.alreadySubscribed',
  // cart and goods
  'goods.notFound',
  'goods.offShelf',
  'goods.stockInsufficient',
  'goods.notSelected',
  'goods.quantityOutOfRange',
  'cart.duplicate',
  'seller.notFound',
  'category.notFound',
  // followed stores (SPEC section 6)
  'focus.sellerCannotFollow',
  'focus.ownStore',
  // proof of reserves: watch-only addresses
  'reserves.unknownNetwork',
  'reserves.addressInvalid',
  'reserves.addressTaken',
  // wallet and uploads
  'wallet.insufficientBalance',
  'wallet.amountInvalid',
  'wallet.amountOutOfRange',
  'wallet.amountTooPrecise',
  'wallet.withdrawOutsideTime',
  'wallet.withdrawDailyLimit',
  'wallet.unfinishedOrder',
  'wallet.channelNotOpened',
  'wallet.networkUnavailable',
  'wallet.noWayOut',
  'wallet.regionNotOpen',
  'wallet.addressInvalid',
  'wallet.addressNotBound',
  'wallet.addressOnHold',
  'wallet.sessionTokenInvalid',
  'wallet.bankDetailsRequired',
  'wallet.currencyRequired',
  'wallet.proofRequired',
  'wallet.statusNotOperable',
  // exchange rates of bank deposits
  'wallet.currencyNotOffered',
  'wallet.rateCurrencyNotAccepted',
  'wallet.rateFormat',
  'wallet.rateNotPositive',
  'upload.failed',
  'upload.empty',
  'upload.tooLarge',
  'upload.quotaExceeded',
  'upload.unsupportedType',
  'upload.private',
  'upload.tooManyPixels',
  'upload.areaNotAllowed',
  // addresses
  'address.notFound',
  'address.notSet',
  'address.limitReached',
  'address.countryInvalid',
  'address.stateInvalid',
  // orders
  'order.notFound',
  'order.closed',
  'order.statusNotOperable',
  'order.cancelNotAllowed',
  'order.sellerCannotCancel',
  'order.shippedNoRefund',
  'order.returnWindowClosed',
  'order.alreadyReminded',
  'order.notPayable',
  'order.cannotRelease',
  'order.purchaseFailed',
  'order.openOrdersExist',
  'order.holdLimit',
  'order.ownStore',
  'order.storeOwnerDisabled',
  'order.storeOwnerUnavailable',
  'store.applicationOpen',
  'store.alreadyOwner',
  'store.notPending',
  'store.suspended',
  'email.same',
  'email.oldCodeWrong',
  'store.suspendedReason',
  // a store's listings
  'listing.discountInvalid',
  'listing.stockChanged',
  'listing.inOpenOrders',
  'listing.categoryInvalid',
  'listing.importEmpty',
  'listing.importTooLarge',
  'listing.importUnreadable',
  // operator console
  'operator.ownRecord',
  'operator.permissionMissing',
  'operator.roleNotFound',
  'operator.roleBuiltIn',
  'operator.roleNameTaken',
  'operator.roleInUse',
  'auth.accountDisabledReason',
  'auth.businessLockedReason',
  'syspara.unknown',
  'syspara.outOfRange',
  'syspara.notUrl',
  'listing.hiddenByOperator',
  'category.inUse',
  'category.hasChildren',
  'category.parentInvalid',
  // brand pages: a claim the platform does not back
  'brandPage.claimNumber',
  'brandPage.claimVerification',
  'brandPage.claimCoupon',
  'brandPage.claimServiceTime',
  'brandPage.claimCarrier',
  'brandPage.claimFigures',
  // brands in the console
  'brand.hostInvalid',
  'brand.hostTaken',
  'brand.codeTaken',
  'brand.contrastLow',
  'brand.textMissing',
  'brand.defaultAlwaysEnabled',
  'brand.lastEnabled',
  'brand.versionChanged',
  'brand.artworkInvalid',
  // reviews
  'evaluation.notReviewable',
  'evaluation.lineNotInOrder',
  'evaluation.alreadyReviewed',
  'evaluation.imageInvalid',
  'order.refundImageInvalid',
  'evaluation.notFound',
  'evaluation.alreadyReplied',
  'evaluation.defaultNoReply',
  'kyc.pending',
  'kyc.alreadyVerified',
  'kyc.required',
  'loan.unfinished',
  'loan.amountOutOfRange',
  'loan.notQualified',
  'loan.termsChanged',
  'loan.agreementRequired',
  'loan.notPending',
  'loan.notRepayable',
  'loan.aprAboveCeiling',
  // chat
  'chat.notFound',
  'chat.imageInvalid',
  'chat.ownStore',
  'chat.contextInvalid',
] as const;

export type ErrorKey = (typeof errorKeys)[number];

/** A business refusal as a value: services return it, routes turn it into the envelope. */
export interface Failure {
  ok: false;
  key: ErrorKey;
  /** Values interpolated into the localized message, e.g. { field: 'pageSize' }. */
  params?: Record<string, string | number>;
}

export interface Success<T> {
  ok: true;
  data: T;
}

export type Result<T> = Success<T> | Failure;

export function ok<T>(data: T): Success<T> {
  return { ok: true, data };
}

export function fail(key: ErrorKey, params?: Record<string, string | number>): Failure {
  return params ? { ok: false, key, params } : { ok: false, key };
}
