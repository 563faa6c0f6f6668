// user!heartbeat: keeps the session alive while the app is open (every 5 minutes).
import type { heartbeat } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';

export function heartbeatCall(): Promise<null> {
  return apiCall<typeof heartbeat>('user!heartbeat', {}, { method: 'POST', silent: true });
}
