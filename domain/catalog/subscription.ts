// The subscription e-mail rule (spec section 5): starts with a letter or digit, local part at least
// 3 characters, domain at least 2, top-level domain letters at least 2, optional second suffix
// (e.g. ".com.cn"); at most 64 characters overall.
const SUBSCRIPTION_EMAIL =
  /^[A-Za-z0-9][A-Za-z0-9._%+-]{2,}@[A-Za-z0-9][A-Za-z0-9-]{1,}\.[A-Za-z]{2,}(\.[A-Za-z]{2,})?$/;

export const SUBSCRIPTION_EMAIL_MAX = 64;

export function isValidSubscriptionEmail(email: string): boolean {
  return email.length <= SUBSCRIPTION_EMAIL_MAX && SUBSCRIPTION_EMAIL.test(email);
}

/** Addresses are compared case-insensitively: "A@x.com" and "a@x.com" are one subscription. */
export function normalizeSubscriptionEmail(email: string): string {
  return email.trim().toLowerCase();
}
