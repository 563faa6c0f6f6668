// The account's e-mail after registration (issue 34): a buyer who registered without one, or
// wants another, adds or replaces it from the settings. The confirmed address is what a forgotten
// password is reset through, so a stolen session alone must not change it.
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { consumeCode } from './account.service.ts';
import * as repo from './account.repository.ts';
import { requireLoginPassword } from './credentials.service.ts';

/**
 * Adds or replaces the account's confirmed e-mail (issue 34): the login password, a code mailed to
 * the new address, and, when a confirmed one is replaced, a code mailed to that one, so a stolen
 * session cannot point password resets at the thief's mailbox.
 */
export async function bindEmail(
  ctx: ServiceContext,
  input: {
    email: string;
    verifcode?: string | undefined;
    oldVerifcode?: string | undefined;
    password?: string | undefined;
  },
): Promise<Result<{ email: string; emailVerified: boolean }>> {
  const { userId } = requireUser(ctx);
  const email = input.email.trim().toLowerCase();
  const proven = await requireLoginPassword(ctx, input.password);
  if (!proven.ok) return proven;
  const row = await repo.findUserRowById(ctx.db, userId);
  if (!row) return fail('auth.userNotFound');
  const current = row.email && row.emailVerified ? row.email.toLowerCase() : undefined;
  if (current === email) return fail('email.same');
  if (await repo.emailUsedByOther(ctx.db, email, userId)) return fail('register.emailTaken');
  if (current) {
    if (!input.oldVerifcode) return fail('param.missing', { field: 'oldVerifcode' });
    const old = await consumeCode(ctx, current, 'changeEmail', input.oldVerifcode);
    if (!old.ok) return fail('email.oldCodeWrong');
  }
  const fresh = await consumeCode(ctx, email, 'bindEmail', input.verifcode);
  if (!fresh.ok) return fresh;
  try {
    await repo.updateUser(ctx.db, userId, { email, emailVerified: true });
  } catch (error) {
    // Another account took the address meanwhile (the unique index decides).
    if (uniqueViolation(error) === 'users_email_uq') return fail('register.emailTaken');
    throw error;
  }
  return ok({ email, emailVerified: true });
}
