// The response envelope of every call (CONTRACT.md "Envelope").
import type { FastifyReply } from 'fastify';
import type { ErrorKey } from '../../domain/errors.ts';

export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T | null;
  errorKey?: ErrorKey;
}

export function success<T>(data: T): Envelope<T> {
  return { code: '0', msg: '', data };
}

export function businessError(msg: string, errorKey: ErrorKey): Envelope<null> {
  return { code: '1', msg, data: null, errorKey };
}

/** Sends an envelope; a string is one already turned into JSON (an answer sent again unchanged). */
export function sendEnvelope(
  reply: FastifyReply,
  status: number,
  body: Envelope | string,
): FastifyReply {
  reply.status(status).header('cache-control', 'no-store');
  if (typeof body === 'string') reply.type('application/json; charset=utf-8');
  return reply.send(body);
}
