// What a wallet screen says when the server refuses: the server's own text, which is already in the
// caller's language (every call carries `lang`) and holds what only the server knows: the operator's
// reason for a restriction, the limits in force, the withdrawal hours, when an address hold ends.
// A text of our own per error key used to replace it and lost all of that (issue #33).
import type { ApiError } from '../../lib/api-client.ts';

/** An answer of the API client (by its name: the client module needs the Lingui macros to load). */
const fromServer = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError';

/** The server's message of a refused call; `fallback` when the call got no answer to show. */
export function refusalText(error: unknown, fallback: string): string {
  return fromServer(error) && error.message ? error.message : fallback;
}
