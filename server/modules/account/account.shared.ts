// Helpers the account services share: secret digests, lockout guard keys, lock refusals.
import { createHash, randomInt } from 'node:crypto';
import type { AttemptOutcome } from '../../../domain/account/lockout.ts';
import type { ErrorKey } from '../../../domain/errors.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const loginGuardKey = (userId: string) => `login:user:${userId}`;
export const safewordGuardKey = (userId: string) => `safeword:${userId}`;

const usercodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newUsercode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += usercodeAlphabet[randomInt(usercodeAlphabet.length)];
  return code;
}

export function lockFailure(outcome: AttemptOutcome & { kind: 'locked' }): ErrorKey {
  return outcome.lock === 'minutes' ? 'auth.lockedMinutes' : 'auth.lockedToday';
}
