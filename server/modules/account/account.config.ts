// Account configuration from environment variables: the slider check, mail, session lifetime and
// the limits of verification codes and cancellation.

import { intFromEnv } from '../../platform/env.ts';

export interface AccountConfig {
  /** `SLIDER_CHECK=off` turns the slider puzzle off (automated tests); a warning is logged. */
  sliderCheck: boolean;
  /** `smtp://user:pass@host:port` or `smtps://...`; absent: mails go to the outbox table. */
  smtpUrl: string | undefined;
  /**
   * `MAIL_OUTBOX=1`: a production server without SMTP_URL keeps mails in the outbox table (no
   * text) on purpose; without it such a server refuses to start (codes would reach nobody).
   */
  mailOutbox: boolean;
  mailFrom: string;
  /** A session ends after this many minutes without a call. */
  sessionIdleMinutes: number;
  /** A session ends this many days after login whatever the activity. */
  sessionMaxDays: number;
  /** Days during which a cancelled username / e-mail / phone cannot register again. */
  cancellationBlockDays: number;
  /** E-mail codes per address per platform day. */
  mailCodeDailyCap: number;
  /** Seconds between two codes to the same address. */
  mailCodeIntervalSeconds: number;
  /** E-mail codes requested from one client address per platform day (all targets together). */
  mailCodeIpDailyCap: number;
}

export function loadAccountConfig(env: NodeJS.ProcessEnv): AccountConfig {
  return {
    sliderCheck: (env.SLIDER_CHECK ?? '').toLowerCase() !== 'off',
    smtpUrl: env.SMTP_URL || undefined,
    mailOutbox: env.MAIL_OUTBOX === '1',
    mailFrom: env.MAIL_FROM || 'Caravan <no-reply@caravan.local>',
    sessionIdleMinutes: intFromEnv(env, 'SESSION_IDLE_MINUTES', 120, 1),
    sessionMaxDays: intFromEnv(env, 'SESSION_MAX_DAYS', 30, 1),
    cancellationBlockDays: intFromEnv(env, 'CANCELLATION_BLOCK_DAYS', 30),
    mailCodeDailyCap: intFromEnv(env, 'MAIL_CODE_DAILY_CAP', 10, 1),
    mailCodeIntervalSeconds: intFromEnv(env, 'MAIL_CODE_INTERVAL_SECONDS', 60),
    mailCodeIpDailyCap: intFromEnv(env, 'MAIL_CODE_IP_DAILY_CAP', 50, 1),
  };
}
