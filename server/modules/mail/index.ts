// Outgoing mail: the mailer other modules are given.
export { createMailer, type Mailer } from './mail.service.ts';
