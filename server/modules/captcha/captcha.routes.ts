// Routes of the slider puzzle check.
import { sliderChallenge, sliderCheck } from '../../../domain/api/account.ts';
import { fail, ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { checkChallenge, issueChallenge } from './captcha.service.ts';
import { PuzzlePool } from './puzzle-pool.ts';

/** Puzzles drawn ahead: more than one address's per-minute budget of challenges. */
const PUZZLE_POOL_SIZE = 64;

const disabledChallenge = {
  enabled: false,
  challengeId: '',
  background: '',
  piece: '',
  width: 0,
  height: 0,
  pieceSize: 0,
  pieceY: 0,
  expiresInSeconds: 0,
};

export function captchaRoutes({ api, app, config }: ModuleDeps): void {
  if (!config.account.sliderCheck) {
    app.log.warn('SLIDER_CHECK=off: registration and login do not require the slider puzzle');
  }
  if (!config.account.sliderCheck) {
    // The PWA asks anyway; it is told there is no puzzle and passes straight on.
    api.handle(sliderChallenge, async () => ok(disabledChallenge));
    api.handle(sliderCheck, async () => ok({ ticket: 'off' }));
    return;
  }
  // The pool fills after the first challenge asks (a server nobody asks draws nothing).
  const pool = new PuzzlePool(PUZZLE_POOL_SIZE);
  api.handle(sliderChallenge, async (_input, ctx) => ok(await issueChallenge(ctx, pool)));
  api.handle(sliderCheck, async (input, ctx) => {
    const ticket = await checkChallenge(ctx, input);
    return ticket ? ok({ ticket }) : fail('verify.sliderFailed');
  });
}
