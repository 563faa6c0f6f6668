// Routes of accounts: thin adapters from the endpoint schemas to the account service, plus the
// session resolver every authenticated call goes through.
import {
  cancelAccount,
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
import { requireUser, type RequestContext } from '../../platform/context.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { createMailer } from '../mail/index.ts';
import * as accounts from './account.service.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';

function callerOf(ctx: RequestContext): accounts.Caller {
  const userAgent = ctx.request.headers['user-agent'];
  return {
    db: ctx.db,
    now: ctx.now(),
    log: ctx.log,
    ip: ctx.ip,
    ...(typeof userAgent === 'string' ? { userAgent } : {}),
  };
}

export function accountRoutes({ app, api, config, database, now }: ModuleDeps): void {
  const deps: accounts.AccountDeps = {
    config,
    mailer: createMailer({
      smtpUrl: config.account.smtpUrl,
      from: config.account.mailFrom,
      production: config.production,
    }),
  };
  api.setAuthResolver(accounts.sessionResolver(deps));
  const stopPruning = startPeriodicJob({
    name: 'lockout record cleanup',
    intervalMs: 60 * 60_000,
    log: app.log,
    run: () => accounts.pruneAuthGuards(database.db, now()),
  });
  app.addHook('onClose', async () => stopPruning());

  api.handle(registerNoVerifcode, (input, ctx) =>
    accounts.register(deps, callerOf(ctx), input, false),
  );
  api.handle(registerWithVerifcode, (input, ctx) =>
    accounts.register(deps, callerOf(ctx), input, true),
  );
  api.handle(sendVerificationCode, (input, ctx) => accounts.sendCode(deps, callerOf(ctx), input));
  api.handle(login, (input, ctx) => accounts.login(deps, callerOf(ctx), input));
  api.handle(logout, (_input, ctx) => accounts.logout(callerOf(ctx), ctx.user));
  api.handle(heartbeat, (_input, ctx) => accounts.heartbeat(callerOf(ctx), requireUser(ctx)));
  api.handle(getLocalUser, (_input, ctx) =>
    accounts.profile(deps, callerOf(ctx), requireUser(ctx)),
  );
  api.handle(refreshAvatar, ({ avatar }, ctx) =>
    accounts.changeAvatar(callerOf(ctx), requireUser(ctx), avatar),
  );
  api.handle(changePassword, (input, ctx) =>
    accounts.changePassword(deps, callerOf(ctx), requireUser(ctx), {
      old_password: input.old_password,
      password: input.password,
      confirm: input.comfirm_password ?? input.confirm_password,
    }),
  );
  api.handle(resetPassword, (input, ctx) => accounts.resetPassword(callerOf(ctx), input));
  api.handle(setSafeword, (input, ctx) =>
    accounts.setSafeword(callerOf(ctx), requireUser(ctx), input),
  );
  api.handle(changeSafeword, (input, ctx) =>
    accounts.changeSafeword(deps, callerOf(ctx), requireUser(ctx), input),
  );
  api.handle(cancelAccount, ({ reason }, ctx) =>
    accounts.cancelAccount(deps, callerOf(ctx), requireUser(ctx), reason),
  );
}
