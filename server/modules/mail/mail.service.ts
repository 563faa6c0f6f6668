// Outgoing mail. With SMTP_URL set, mails go out through nodemailer's SMTP transport; without it
// (a local install) they are kept in the mail_outbox table and written to the log, so features that
// send codes work with no mail server at all.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/account.ts';
import { newId } from '../../platform/ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends (or stores) a mail; never throws for delivery failures, which are recorded instead. */
  send(db: DbOrTx, message: MailMessage, log: FastifyBaseLogger): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  /** Production never writes a mail's text (codes) to the log; the outbox row is enough. */
  production?: boolean;
}): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(db, message, log) {
      const id = newId();
      if (!transport) {
        // In production the outbox (MAIL_OUTBOX=1, no mail server) keeps who and what, never the
        // text: a code kept in a table is readable by whoever reads the database.
        await db.insert(mailOutbox).values({
          id,
          to: message.to,
          subject: message.subject,
          body: options.production ? null : message.text,
          status: 'logged',
        });
        // Local installs have no mail server: the log is where the operator reads the code.
        // In production a code in the log would be readable by whoever reads the logs.
        if (options.production)
          log.warn({ mailId: id }, 'mail kept in mail_outbox: no SMTP_URL is configured');
        else
          log.info(
            { mailId: id, to: message.to },
            `mail (no SMTP_URL, kept in mail_outbox): ${message.subject} — ${message.text}`,
          );
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db
          .insert(mailOutbox)
          .values({ id, to: message.to, subject: message.subject, status: 'sent' });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ mailId: id, to: message.to, err: reason }, 'mail delivery failed');
        await db.insert(mailOutbox).values({
          id,
          to: message.to,
          subject: message.subject,
          status: 'failed',
          error: reason,
        });
      }
    },
  };
}
