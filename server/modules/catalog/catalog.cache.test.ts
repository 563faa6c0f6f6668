import { describe, expect, it } from 'vitest';
import { forgetCatalogReads, registerCatalogReadCache, TtlCache } from './catalog.cache.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TtlCache', () => {
  it('reuses a value within the time to live', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
  });

  it('answers a stale value while one refresh runs, then the refreshed one', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now, 5);
    const load = async () => ++loads;
    await cache.get('a', load);
    now = 1500;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    await tick();
    expect(loads).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
    // Far too old: loaded again before answering.
    now = 100_000;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('shares one load between concurrent misses and forgets failures and refused values', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(1000);
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const [a, b] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('x', async () => 7)).toBe(7);
    const keepEven = (value: number) => value % 2 === 0;
    expect(await cache.get('odd', async () => 1, keepEven)).toBe(1);
    await tick();
    expect(await cache.get('odd', async () => 3, keepEven)).toBe(3);
  });

  it('loads every time with a zero time to live and stays bounded', async () => {
    let loads = 0;
    const off = new TtlCache<number>(0);
    await off.get('a', async () => ++loads);
    await off.get('a', async () => ++loads);
    expect(loads).toBe(2);
    expect(off.enabled).toBe(false);
    const small = new TtlCache<number>(1000, 2);
    await small.get('a', async () => 1);
    await small.get('b', async () => 2);
    await small.get('c', async () => 3);
    expect(await small.get('a', async () => 9)).toBe(9);
  });

  it('forgets everything on a catalogue change, loads under way included', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(60_000);
    const unregister = registerCatalogReadCache(cache);
    await cache.get('a', async () => ++loads);
    let finish: (value: number) => void = () => undefined;
    const pending = cache.get('b', () => new Promise<number>((resolve) => (finish = resolve)));
    forgetCatalogReads();
    finish(++loads);
    expect(await pending).toBe(2);
    expect(await cache.get('a', async () => ++loads)).toBe(3);
    expect(await cache.get('b', async () => ++loads)).toBe(4);
    // Unregistered caches (a closed app) are left alone.
    unregister();
    forgetCatalogReads();
    expect(await cache.get('a', async () => ++loads)).toBe(3);
  });
});
