// captcha!slider: a one-time slider puzzle (pictures as data URLs).
import type { sliderChallenge } from '../../../../domain/api/account.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall } from '../../../lib/api-client.ts';

export type SliderChallenge = EndpointOutput<typeof sliderChallenge>;

export function sliderChallengeCall(): Promise<SliderChallenge> {
  return apiCall<typeof sliderChallenge>('captcha!slider', {}, { method: 'POST', silent: true });
}
