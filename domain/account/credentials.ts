// The rules of account identifiers and secrets (SPEC.md section 5), shared by the registration and
// password forms of the PWA and by the server (domain/api/account.ts wraps them in the endpoint
// schemas), so both refuse exactly the same input. Plain functions: the PWA loads no zod for them.
/** Digits and letters, 6-30 characters (spec: "username 6-30"). */
const plainUsername = /^[A-Za-z0-9]{6,30}$/;
/** Mobile number: at least 8 digits, an optional leading +, at most 20 digits. */
const mobileNumber = /^\+?[0-9]{8,20}$/;
/**
 * E-mail: a practical shape check (local@domain.tld), at most 64 characters (spec section 9).
 * Deliberately not RFC 5322 complete: addresses that need quoting are refused.
 */
const emailAddress = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Printable ASCII without spaces: letters and digits, specials allowed (spec section 5). */
const passwordCharacters = /^[\x21-\x7e]+$/;

export const USERNAME_MAX = 64;
export const EMAIL_MAX = 64;
export const PASSWORD_MIN = 6;
// Long enough for the passwords password managers generate.
export const PASSWORD_MAX = 64;

export type UsernameKind = 'name' | 'email' | 'mobile';

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && emailAddress.test(value);
}

/** Which kind of identifier a username is, or null when it is none of the accepted kinds. */
export function usernameKind(value: string): UsernameKind | null {
  if (plainUsername.test(value)) {
    // An all-digit name of 8+ digits is a mobile number; shorter all-digit names are plain names.
    return mobileNumber.test(value) ? 'mobile' : 'name';
  }
  if (mobileNumber.test(value)) return 'mobile';
  if (isEmail(value)) return 'email';
  return null;
}

export function isValidUsername(value: string): boolean {
  return usernameKind(value) !== null;
}

export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && passwordCharacters.test(value)
  );
}

/** Fund (transaction) password: exactly 6 digits (spec sections 5 and 9). */
export function isValidSafeword(value: string): boolean {
  return /^[0-9]{6}$/.test(value);
}

/** E-mail verification code: 6 digits. */
export function isValidVerifcode(value: string): boolean {
  return /^[0-9]{6}$/.test(value);
}

/** Referral (invitation) codes and user codes: 4-32 digits or letters ("combined code"). */
export function isValidReferralCode(value: string): boolean {
  return /^[A-Za-z0-9]{4,32}$/.test(value);
}

/** Identifiers compare case-insensitively; mobile numbers without their leading +. */
export function normalizeIdentifier(value: string): string {
  const trimmed = value.trim();
  return mobileNumber.test(trimmed) ? trimmed.replace(/^\+/, '') : trimmed.toLowerCase();
}

/** A masked phone shows its first 3 and last 3 digits (spec section 3). */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length <= 6) return phone;
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`;
}
