// The account forms' messages in the current language: field rules (the same rules the server
// applies, from domain/account/credentials.ts) and the server's refusals by their error key, so
// every language shows them even where the server only has English.
import { useLingui } from '@lingui/react/macro';
import {
  isEmail,
  isValidPassword,
  isValidReferralCode,
  isValidSafeword,
  isValidUsername,
  isValidVerifcode,
} from '../../../domain/account/credentials.ts';
import { ApiError } from '../../lib/api-client.ts';

export function useAccountText() {
  const { t } = useLingui();

  const rules = {
    username: (value: string) =>
      !value.trim()
        ? t`Please enter your username`
        : isValidUsername(value.trim())
          ? ''
          : t`Username must be 6-30 digits and letters, an e-mail or a mobile number of at least 8 digits`,
    password: (value: string) =>
      !value
        ? t`Please enter your password`
        : isValidPassword(value)
          ? ''
          : t`Password must be 6-64 characters: letters and digits, special characters allowed`,
    confirm: (value: string, password: string) =>
      value === password ? '' : t`The two passwords do not match`,
    email: (value: string) =>
      isEmail(value.trim()) ? '' : t`Please enter a valid e-mail address (at most 64 characters)`,
    verifcode: (value: string) =>
      !value.trim()
        ? t`Verification code cannot be empty`
        : isValidVerifcode(value.trim())
          ? ''
          : t`The verification code is 6 digits`,
    referral: (value: string) =>
      !value.trim() || isValidReferralCode(value.trim())
        ? ''
        : t`The referral code is 4-32 digits or letters`,
    safeword: (value: string) =>
      isValidSafeword(value) ? '' : t`The fund password must be exactly 6 digits`,
    safewordConfirm: (value: string, safeword: string) =>
      value === safeword ? '' : t`The two fund passwords do not match`,
    required: (value: string) => (value.trim() ? '' : t`This field is required`),
    reason: (value: string) => (value.trim() ? '' : t`Please enter the reason for cancellation`),
  };

  const byKey: Record<string, string> = {
    'auth.wrongPassword': t`Wrong username or password`,
    'auth.lockedMinutes': t`Three wrong entries in a row, please retry in 3 minutes`,
    'auth.lockedToday': t`More than 3 wrong attempts, please retry tomorrow`,
    'auth.accountLocked': t`Account locked`,
    'auth.accountDisabled': t`This account has been disabled by an administrator`,
    'auth.businessLocked': t`Account anomaly, please contact customer service`,
    'auth.loginFailed': t`Login failed`,
    'verify.codeWrong': t`Verification code is wrong`,
    'verify.codeEmpty': t`Verification code cannot be empty`,
    'verify.codeLimit': t`Too many e-mail codes, please retry tomorrow`,
    'verify.failed': t`Verification failed, please retry`,
    'verify.sliderFailed': t`Slider verification failed`,
    'verify.sliderRequired': t`Please complete the slider check`,
    'register.usernameInvalid': t`Username must be digits and letters`,
    'register.usernameTaken': t`Duplicate username`,
    'register.emailTaken': t`This e-mail or mobile is already bound or used by another user`,
    'register.referralInvalid': t`Referral code is wrong`,
    'register.blockedAfterCancellation': t`This account was cancelled recently and cannot register yet`,
    'password.mismatch': t`The two passwords do not match`,
    'password.oldWrong': t`The old password is wrong`,
    'password.loginWrong': t`The login password is wrong`,
    'safeword.wrong': t`Fund password is wrong`,
    'safeword.notSet': t`Fund password is not set`,
    'safeword.alreadySet': t`Fund password is already set`,
    'safeword.mismatch': t`The two fund passwords do not match`,
    'cancel.reasonRequired': t`Please enter the reason for cancellation`,
    'cancel.notAllowed': t`This account cannot be cancelled`,
    'request.tooFrequent': t`Operation too frequent, please try again later`,
    'email.same': t`This is already your confirmed e-mail`,
    'email.oldCodeWrong': t`The code sent to your current e-mail is wrong or has expired`,
    'password.required': t`Please enter your login password`,
  };

  /** The text of a failed call: our translation of its key, else the server's message. */
  const errorText = (error: unknown): string => {
    if (error instanceof ApiError)
      return (error.errorKey && byKey[error.errorKey]) || error.message;
    return t`System error, please try again later`;
  };

  return { rules, errorText };
}
