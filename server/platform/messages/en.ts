// English texts of the API's error keys. This table is complete by type: a key added to
// domain/errors.ts does not compile until it has its English text here.
import type { ErrorKey } from '../../../domain/errors.ts';

export const en: Record<ErrorKey, string> = {
  'param.invalid': 'Parameter error: {field}',
  'param.missing': 'Missing parameter: {field}',
  'system.error': 'System error, please try again later',
  'system.busy': 'The system is busy, please try again later',
  'request.tooFrequent': 'Operation too frequent, please try again later',
  'request.illegal': 'Illegal request',
  'request.duplicate': 'Duplicate submission',
  'request.idempotencyMismatch': 'This request key was already used for a different request',
  'resource.notFound': 'The requested resource does not exist',
  'language.unsupported': 'Unsupported language',
  'auth.required': 'Session expired, please log in again',
  'auth.sessionExpired': 'Token invalid, please log in',
  'auth.loginFailed': 'Login failed',
  'auth.wrongPassword': 'Wrong username or password',
  'auth.lockedMinutes': 'Three wrong entries in a row, please retry in 3 minutes',
  'auth.lockedToday': 'More than 3 wrong attempts, please retry tomorrow',
  'auth.accountLocked': 'Account locked',
  'auth.accountDisabled': 'This account has been disabled by an administrator',
  'auth.businessLocked': 'Account anomaly, please contact customer service',
  'auth.userNotFound': 'User not found',
  'auth.noPermission': 'No permission',
  'verify.codeWrong': 'Verification code is wrong',
  'verify.codeEmpty': 'Verification code cannot be empty',
  'verify.codeLimit': 'Too many e-mail codes, please retry tomorrow',
  'verify.failed': 'Verification failed, please retry',
  'verify.sliderFailed': 'Slider verification failed',
  'register.usernameInvalid': 'Username must be digits and letters',
  'register.usernameTaken': 'Duplicate username',
  'register.emailTaken': 'This e-mail or mobile is already bound or used by another user',
  'register.referralInvalid': 'Referral code is wrong',
  'register.blockedAfterCancellation':
    'This account was cancelled recently and cannot register yet',
  'subscribe.emailInvalid': 'Please enter a valid e-mail address',
  'subscribe.alreadySubscribed': 'This e-mail is already subscribed',
  'goods.notFound': 'Product does not exist, is not listed or was removed',
  'goods.offShelf': 'Some items are off the shelf',
  'goods.stockInsufficient': 'Quantity insufficient',
  'goods.notSelected': 'No product selected',
  'goods.quantityOutOfRange': 'Over the maximum purchase quantity or below the minimum',
  'cart.duplicate': 'Product already in the cart',
  'seller.notFound': 'Store does not exist',
  'category.notFound': 'Category does not exist',
};

/** Texts of the transport-level answers that have no business key. */
export const enTransport = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  rateLimited: 'Operation too frequent, please try again later',
  serverError: 'Server error',
  forbidden: 'Session expired, please log in again',
};
