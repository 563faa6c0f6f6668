import { describe, expect, it } from 'vitest';
import { platformDaysSpan } from './time.ts';

describe('platform days', () => {
  it('spans from the first midnight to the midnight after the last day', () => {
    expect(platformDaysSpan('2026-03-01', '2026-03-10', 'Asia/Shanghai')).toEqual({
      since: new Date('2026-02-28T16:00:00Z'),
      until: new Date('2026-03-10T16:00:00Z'),
    });
  });

  it('keeps to local midnight across a daylight-saving change', () => {
    // New York moves to summer time on 8 March 2026: that day has 23 hours.
    expect(platformDaysSpan('2026-03-08', '2026-03-08', 'America/New_York')).toEqual({
      since: new Date('2026-03-08T05:00:00Z'),
      until: new Date('2026-03-09T04:00:00Z'),
    });
  });
});
