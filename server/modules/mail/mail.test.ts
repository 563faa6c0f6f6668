// Mail delivery modes: without SMTP_URL mails land in the outbox with their text (local installs);
// with an SMTP server that cannot be reached the failure is recorded, the text is not kept, and
// the call that sent the mail still answers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mailOutbox } from '../../db/schema/account.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createMailer } from './mail.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  const base = loadConfig({});
  // Port 1 on loopback refuses connections at once.
  t = await createTestApp({
    config: { account: { ...base.account, smtpUrl: 'smtp://127.0.0.1:1', sliderCheck: false } },
  });
});
afterAll(async () => {
  await t.close();
});

describe('mail over SMTP', () => {
  it('records a delivery failure without keeping the text, and the call still succeeds', async () => {
    const to = `smtp${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/jscode!execute.action?target=${to}`,
    });
    expect(res.json().code).toBe('0');
    let rows: Array<typeof mailOutbox.$inferSelect> = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', body: null });
    expect(rows[0]?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('mail without SMTP', () => {
  // A log sink that keeps what was written (the outbox is the real database).
  const sink = () => {
    const lines: string[] = [];
    const write = (...args: unknown[]) => void lines.push(JSON.stringify(args));
    const log = { info: write, warn: write, error: write } as unknown as Parameters<
      ReturnType<typeof createMailer>['send']
    >[2];
    return { lines, log };
  };
  const message = (to: string) => ({ to, subject: 'Your code', text: 'code 493817' });

  it('keeps the text in the outbox and the log on a local install', async () => {
    const { lines, log } = sink();
    const to = `local${Date.now()}@example.com`;
    await createMailer({ smtpUrl: undefined, from: 'x@example.com' }).send(
      t.database.db,
      message(to),
      log,
    );
    expect(lines.join()).toContain('493817');
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows[0]).toMatchObject({ status: 'logged', body: 'code 493817' });
  });

  it('never writes the text to the log or the outbox in production', async () => {
    const { lines, log } = sink();
    const to = `prod${Date.now()}@example.com`;
    await createMailer({ smtpUrl: undefined, from: 'x@example.com', production: true }).send(
      t.database.db,
      message(to),
      log,
    );
    expect(lines).toHaveLength(1);
    expect(lines.join()).not.toContain('493817');
    expect(lines.join()).not.toContain(to);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows[0]).toMatchObject({ status: 'logged', body: null });
  });
});
