// Routes of accounts: thin adapters from the endpoint schemas to the account service, plus the
// session resolver every authenticated call goes through.
import {
  bindEmail,
  changePassword,
  changeSafeword,
  getLocalUser,
  heartbeat,
  login,
  logout,
  refreshAvatar,
  registerNoVerifcode,
  registerWithVerifcode,
  resetPassword,
  sendVerificationCode,
  setSafeword,
} from '../../../domain/api/account.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { createMailer } from '../mail/index.ts';
import * as accounts from './account.service.ts';
import * as sessions from './session.service.ts';
import { pruneAuthGuards } from './cancellation.service.ts';
import * as credentials from './credentials.service.ts';
import { bindEmail as changeEmail } from './email.service.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';

export function accountRoutes({ app, api, config, database, now }: ModuleDeps): void {
  const mailer = createMailer({
    smtpUrl: config.account.smtpUrl,
    from: config.account.mailFrom,
    production: config.production,
  });
  api.setAuthResolver(sessions.sessionResolver(config));
  const stopPruning = startPeriodicJob({
    name: 'lockout record cleanup',
    intervalMs: 60 * 60_000,
    log: app.log,
    run: () => pruneAuthGuards(database.db, now()),
  });
  app.addHook('onClose', async () => stopPruning());

  api.handle(registerNoVerifcode, (input, ctx) => accounts.register(ctx, input, false));
  api.handle(registerWithVerifcode, (input, ctx) => accounts.register(ctx, input, true));
  api.handle(sendVerificationCode, (input, ctx) => accounts.sendCode(ctx, input, mailer));
  api.handle(login, (input, ctx) => accounts.login(ctx, input));
  api.handle(logout, (_input, ctx) => sessions.logout(ctx));
  api.handle(heartbeat, (_input, ctx) => sessions.heartbeat(ctx));
  api.handle(getLocalUser, (_input, ctx) => accounts.profile(ctx));
  api.handle(refreshAvatar, ({ avatar }, ctx) => accounts.changeAvatar(ctx, avatar));
  api.handle(changePassword, (input, ctx) =>
    credentials.changePassword(ctx, {
      old_password: input.old_password,
      password: input.password,
      confirm: input.comfirm_password ?? input.confirm_password,
    }),
  );
  api.handle(resetPassword, (input, ctx) => accounts.resetPassword(ctx, input));
  api.handle(setSafeword, (input, ctx) => credentials.setSafeword(ctx, input));
  api.handle(changeSafeword, (input, ctx) => credentials.changeSafeword(ctx, input));
  api.handle(bindEmail, (input, ctx) => changeEmail(ctx, input));
}
