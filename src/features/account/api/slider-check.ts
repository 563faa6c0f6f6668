// captcha!check: the dropped offset of the piece -> a one-time ticket.
import type { sliderCheck } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';

export function sliderCheckCall(challengeId: string, offset: number) {
  return apiCall<typeof sliderCheck>(
    'captcha!check',
    { challengeId, offset },
    { method: 'POST', silent: true },
  );
}
