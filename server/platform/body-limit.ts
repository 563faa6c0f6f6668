// How much of a request body is read before the caller is known (issue 34). A call that needs no
// login reads little (a login form, a puzzle answer); a call that needs one reads its full
// allowance only once the Authorization header has named a live session. Before that an anonymous
// client could make the server parse megabytes of JSON per call that it then refuses with 403.
// Uploads (multipart) are read by their own reader after the session check (multipart-body.ts).
import { Transform, type Readable } from 'node:stream';

/** Calls without login, unknown calls, and calls that need a session not (yet) shown. */
export const ANONYMOUS_BODY_LIMIT = 16 * 1024;
/**
 * A call that needs a session, without the header: the spec's legacy clients send the token in
 * the body, so their forms (a chat message, an address) must fit; nothing of theirs is larger.
 */
export const LEGACY_BODY_LIMIT = 64 * 1024;
/** A call by a caller the header showed to be logged in (the largest: brand pages, listings). */
export const AUTHENTICATED_BODY_LIMIT = 1024 * 1024;

export class BodyTooLarge extends Error {
  readonly statusCode = 413;
  constructor() {
    super('request body too large');
  }
}

/**
 * The body stream, refused at once when its declared length is past `limit`, or as soon as more
 * than `limit` bytes arrive (a chunked body declares none).
 */
export function limitBody(
  payload: Readable,
  declaredLength: string | undefined,
  limit: number,
): Readable {
  if (declaredLength !== undefined && Number(declaredLength) > limit) throw new BodyTooLarge();
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(new BodyTooLarge());
      else callback(null, chunk);
    },
  });
  payload.on('error', (error) => limited.destroy(error));
  return payload.pipe(limited);
}
