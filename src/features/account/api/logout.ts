// user!logout (GET): revokes the session of the stored token.
import type { logout } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';

export function logoutCall(): Promise<null> {
  return apiCall<typeof logout>('user!logout', {}, { method: 'GET', silent: true });
}
