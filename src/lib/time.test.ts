// The wire's times are read in the zone the page (or, for the server renderer, the server) names
// (PLATFORM_TZ), not a zone built into the app.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('wire times', () => {
  it('are read in the zone the page names', async () => {
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        selector === 'meta[name="caravan-time-zone"]' ? { content: 'America/Sao_Paulo' } : null,
    });
    const { wireTimeMs } = await import('./time.ts');
    // 12:00 in São Paulo (UTC-3) is 15:00 UTC.
    expect(new Date(wireTimeMs('2026-03-02 12:00:00')).toISOString()).toBe(
      '2026-03-02T15:00:00.000Z',
    );
  });

  it('are read in the zone the server renderer is told (no page to read it from)', async () => {
    const { setPlatformTimeZone, wireTimeMs, platformTimeZone } = await import('./time.ts');
    setPlatformTimeZone('America/Sao_Paulo');
    expect(platformTimeZone()).toBe('America/Sao_Paulo');
    expect(new Date(wireTimeMs('2026-03-02 12:00:00')).toISOString()).toBe(
      '2026-03-02T15:00:00.000Z',
    );
  });

  it('are read in the server default zone where no page names one', async () => {
    const { wireTimeMs } = await import('./time.ts');
    // 12:00 in Shanghai (UTC+8) is 04:00 UTC.
    expect(new Date(wireTimeMs('2026-03-02 12:00:00')).toISOString()).toBe(
      '2026-03-02T04:00:00.000Z',
    );
  });
});
