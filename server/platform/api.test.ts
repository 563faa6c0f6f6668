// The router and envelope of CONTRACT.md, exercised through HTTP on a real database.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../domain/api/endpoints.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createParty } from '../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

describe('API router', () => {
  it('answers a read call over GET with the envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/syspara!getSyspara.action?code=mall_max_goods_number_in_order',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: '0',
      msg: '',
      data: { mall_max_goods_number_in_order: '500' },
    });
  });

  it('merges query, urlencoded and JSON parameters, body winning', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/syspara!getSyspara.action?code=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=customer_service_url',
    });
    expect(form.json().data).toEqual({ customer_service_url: '' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/syspara!getSyspara.action',
      payload: { code: 'mall_max_goods_number_in_order' },
    });
    expect(json.json().data).toEqual({ mall_max_goods_number_in_order: '500' });
  });

  it('answers a missing or invalid parameter with param.invalid naming the field, localized', async () => {
    const en = (
      await t.app.inject({ method: 'GET', url: '/api/syspara!getSyspara.action' })
    ).json();
    expect(en).toMatchObject({ code: '1', errorKey: 'param.invalid', data: null });
    expect(en.msg).toContain('code');
    const cn = (
      await t.app.inject({
        method: 'GET',
        url: '/api/syspara!getSyspara.action?lang=cn&code=%27;drop',
      })
    ).json();
    expect(cn.errorKey).toBe('param.invalid');
    expect(cn.msg).toBe('参数错误：code');
  });

  it('falls back to English for an unknown language', async () => {
    const res = (
      await t.app.inject({ method: 'GET', url: '/api/syspara!getSyspara.action?lang=xx' })
    ).json();
    expect(res.msg).toBe('Parameter error: code');
  });

  it('answers unknown paths with a 404 envelope', async () => {
    for (const url of ['/api/nothing!here.action', '/api/whatever', '/elsewhere/x.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: '404', data: null });
    }
  });

  it('answers malformed JSON with a clear envelope, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/syspara!getSyspara.action',
      headers: { 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: '1', errorKey: 'param.invalid' });
  });

  // Found by the API fuzz (tests/api/fuzz.test.ts): each of these answered 500 or a bare Fastify body.
  it('answers a malformed multipart body with param.invalid, never a 500', async () => {
    for (const [type, payload] of [
      ['multipart/form-data', 'no boundary'],
      [
        'multipart/form-data; boundary=xx',
        '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
      ],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/syspara!getSyspara.action',
        headers: { 'content-type': type! },
        payload: payload!,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: '1', errorKey: 'param.invalid', data: null });
    }
  });

  it('refuses text holding a NUL character, which PostgreSQL cannot store, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/captcha!check.action',
      payload: { challengeId: '/etc/passwd\u0000.png', offset: '10' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '1', errorKey: 'param.invalid', data: null });
    expect(res.json().msg).toContain('challengeId');
  });

  it('answers a path that is not valid URL encoding with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A.action' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '404', data: null });
  });

  it('refuses an idempotency key with control characters or over 128 characters', async () => {
    for (const key of ['a\u0000b', 'a b', 'k'.repeat(129)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/syspara!getSyspara.action',
        payload: { code: 'mall_max_goods_number_in_order', idempotencyKey: key },
      });
      expect(res.json()).toMatchObject({ code: '1', errorKey: 'param.invalid', data: null });
      expect(res.json().msg).toContain('idempotencyKey');
    }
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/syspara!getSyspara.action',
      headers: { 'idempotency-key': '0f3e2a9c-6a41-4c1b-9d52-1f0e6b0c2d11' },
      payload: { code: 'mall_max_goods_number_in_order' },
    });
    expect(fine.json()).toMatchObject({ code: '0' });
  });

  it('sets the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('never writes tokens or passwords into the log', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/syspara!getSyspara.action?code=x&token=SECRET-TOKEN-123&password=hunter22',
      headers: { authorization: 'Bearer SECRET-HEADER-456' },
    });
    const log = logLines.join('\n');
    expect(log).toContain('syspara');
    expect(log).not.toContain('SECRET-TOKEN-123');
    expect(log).not.toContain('hunter22');
    expect(log).not.toContain('SECRET-HEADER-456');
  });

  it('redacts encoded and differently cased spellings of the secret names too', async () => {
    // Each is the `token` (or password) parameter once the query is decoded, as the server reads it.
    const spellings = [
      '%74oken=SECRET-A1',
      'TOKEN=SECRET-A2',
      'To%6Ben=SECRET-A3',
      'pass%77ord=SECRET-A4',
      'session%5Ftoken=SECRET-A5',
      '%74oken[]=SECRET-A6',
    ];
    for (const spelling of spellings)
      await t.app.inject({
        method: 'GET',
        url: `/api/syspara!getSyspara.action?code=x&${spelling}`,
      });
    const log = logLines.join('\n');
    for (const n of [1, 2, 3, 4, 5, 6]) expect(log).not.toContain(`SECRET-A${n}`);
    // Other parameters stay readable.
    expect(log).toContain('code=x');
  });

  it('publishes the API reference generated from the schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/syspara!getSyspara.action');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('syspara!getSyspara');
  });

  it('serves every endpoint of the contract table and nothing outside it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const served = Object.values(
      doc.paths as Record<string, Record<string, { 'x-action': string }>>,
    )
      .map((ops) => Object.values(ops)[0]!['x-action'])
      .sort();
    expect(served).toEqual(Object.keys(endpoints).sort());
  });
  it('describes refusals, both ways of passing the session and JSON text in forms', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    // The session: the header, or the legacy `token` parameter (query) and field (body).
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['bearer', 'tokenParameter']);
    const submit = doc.paths['/api/order!submit.action'].post;
    expect(submit.security).toEqual([{ bearer: [] }, { tokenParameter: [] }]);
    const form = submit.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(form.properties.token).toMatchObject({ type: 'string' });
    // `items` is JSON text in a form (or a repeated field), an array in a JSON body.
    expect(form.properties.items.anyOf[0]).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'array' },
    });
    expect(submit.requestBody.content['application/json'].schema.properties.items.type).toBe(
      'array',
    );
    // Every status the router answers, each with the envelope and `data: null` on a refusal.
    expect(Object.keys(submit.responses)).toEqual(['200', '403', '413', '429', '500']);
    expect(submit.responses['200'].content['application/json'].schema.anyOf[1]).toEqual({
      $ref: '#/components/schemas/Refusal',
    });
    expect(doc.components.schemas.Refusal.properties.data).toEqual({ type: 'null' });
    expect(doc.components.responses.RateLimited.headers['retry-after']).toBeDefined();
    // A call without login has no 403 and no session.
    const login = doc.paths['/api/user!newlogin.action'].post;
    expect(login.security).toEqual([]);
    expect(login.responses['403']).toBeUndefined();
  });
});

describe('request bodies before authentication', () => {
  const big = (bytes: number) => ({ username: 'nobody-here', password: 'x'.repeat(bytes) });

  it('reads little of a call that needs no login, declared or chunked', async () => {
    const declared = await t.app.inject({
      method: 'POST',
      url: '/api/user!newlogin.action',
      payload: big(20_000),
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: '1', errorKey: 'param.invalid' });
    const chunked = await t.app.inject({
      method: 'POST',
      url: '/api/user!newlogin.action',
      headers: { 'content-type': 'application/json' },
      payload: Readable.from([JSON.stringify(big(20_000))]),
    });
    expect(chunked.statusCode).toBe(413);
    // A login form of ordinary size is read as ever.
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/user!newlogin.action',
      payload: big(10),
    });
    expect(small.statusCode).toBe(200);
  });

  it('reads the full allowance only once the header named a live session', async () => {
    const user = await createParty(t);
    const body = { field: 'y'.repeat(200_000) };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/localuser!get.action',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(413);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/localuser!get.action',
      headers: { authorization: 'Bearer not-a-session' },
      payload: body,
    });
    expect(forged.statusCode).toBe(413);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/localuser!get.action',
      headers: { authorization: `Bearer ${user.token}` },
      payload: body,
    });
    expect(known.statusCode).toBe(200);
    // The spec's legacy clients send the token in a form: an ordinary one still fits.
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/localuser!get.action',
      payload: { token: user.token },
    });
    expect(legacy.json()).toMatchObject({ code: '0' });
  });
});

describe('rate limit', () => {
  it('answers 429 with the envelope past the limit', async () => {
    const limited = await createTestApp({ config: { rateLimitPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push(
          (
            await limited.app.inject({
              method: 'GET',
              url: '/api/syspara!getSyspara.action?code=a',
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const res = await limited.app.inject({
        method: 'GET',
        url: '/api/syspara!getSyspara.action?code=a',
      });
      expect(res.json()).toMatchObject({ code: '429', data: null });
      // Scripts, pictures and the health probe do not count against the limit.
      for (let i = 0; i < 5; i++) {
        expect((await limited.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        for (const url of ['/assets/app-1234.js', '/uploads/demo/none.svg'])
          expect((await limited.app.inject({ method: 'GET', url })).statusCode).not.toBe(429);
      }
    } finally {
      await limited.close();
    }
  });

  it('login, registration and slider pictures have a smaller budget of their own per address', async () => {
    const limited = await createTestApp({
      config: { rateLimitPerMinute: 600, authRateLimitPerMinute: 4 },
    });
    try {
      const costly = ['captcha!slider', 'user!newlogin', 'captcha!slider', 'user!newlogin'];
      const codes: number[] = [];
      for (const name of [...costly, ...costly]) {
        const res = await limited.app.inject({
          method: 'POST',
          url: `/api/${name}.action`,
          payload: { username: 'nobody-here', password: 'wrong1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
      // Other calls from the same address still have the general budget.
      const other = await limited.app.inject({
        method: 'GET',
        url: '/api/syspara!getSyspara.action?code=a',
      });
      expect(other.statusCode).toBe(200);
      // Another address has its own budget.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/captcha!slider.action',
        remoteAddress: '198.51.100.9',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('keys the limit on the decoded call: encoded spellings of login and puzzle are costly', async () => {
    const limited = await createTestApp({
      config: { rateLimitPerMinute: 600, authRateLimitPerMinute: 3 },
    });
    try {
      const spellings = [
        '/api/user%21newlogin.action',
        '/api/captcha%21slider.action',
        '/%61pi/user!newlogin.action',
        '/api/%63aptcha!slider%2Eaction',
      ];
      const codes: number[] = [];
      for (const url of spellings) {
        const res = await limited.app.inject({
          method: 'POST',
          url,
          payload: { username: 'nobody-here', password: 'wrong1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      // The router resolves them to the same calls it limits: a login refusal, not a 404.
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/%61pi/user%21newlogin.action',
        remoteAddress: '198.51.100.20',
        payload: { username: 'nobody-here', password: 'wrong1' },
      });
      expect(refused.json()).toMatchObject({ code: '1' });
    } finally {
      await limited.close();
    }
  });

  it('meters every route that does work: the event stream, private pictures and pages', async () => {
    const limited = await createTestApp({ config: { rateLimitPerMinute: 2 } });
    try {
      const urls = [
        '/%61pi/events',
        '/api/events',
        '/uploads/loan/x.jpg',
        '/',
        '/goods/123',
        '/api/nothing-here.action',
      ];
      for (const [index, url] of urls.entries()) {
        const codes: number[] = [];
        const remoteAddress = `198.51.100.${index + 1}`;
        for (let i = 0; i < 3; i++)
          codes.push((await limited.app.inject({ method: 'GET', url, remoteAddress })).statusCode);
        expect(codes.slice(0, 2), url).not.toContain(429);
        expect(codes[2], url).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });

  it('budgets an IPv6 client by its /64', async () => {
    const limited = await createTestApp({ config: { rateLimitPerMinute: 2 } });
    try {
      const call = (remoteAddress: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/api/syspara!getSyspara.action?code=a',
          remoteAddress,
        });
      expect((await call('2001:db8:1:2::1')).statusCode).toBe(200);
      expect((await call('2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode).toBe(200);
      // A third address of the same /64 is the same client.
      expect((await call('2001:0db8:0001:0002:abcd::9')).statusCode).toBe(429);
      // The neighbouring /64 is another one.
      expect((await call('2001:db8:1:3::1')).statusCode).toBe(200);
      // An IPv4-mapped address counts as its IPv4 address.
      expect((await call('::ffff:203.0.113.5')).statusCode).toBe(200);
      expect((await call('203.0.113.5')).statusCode).toBe(200);
      expect((await call('::ffff:cb00:7105')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('a forged X-Forwarded-For does not escape the limit unless the proxy is trusted', async () => {
    const call = (app: Awaited<ReturnType<typeof createTestApp>>['app'], i: number) =>
      app.inject({
        method: 'GET',
        url: '/api/syspara!getSyspara.action?code=a',
        headers: { 'x-forwarded-for': `203.0.${Math.floor(i / 250)}.${i % 250}` },
      });
    const direct = await createTestApp({ config: { rateLimitPerMinute: 600, trustProxy: [] } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 700; i++) codes.push((await call(direct.app, i)).statusCode);
      expect(codes.filter((code) => code === 429)).toHaveLength(100);
    } finally {
      await direct.close();
    }
    // Behind a trusted proxy (the test connection comes from 127.0.0.1) each forwarded address
    // is its own client.
    const proxied = await createTestApp({
      config: { rateLimitPerMinute: 600, trustProxy: ['127.0.0.1'] },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 700; i++) codes.push((await call(proxied.app, i)).statusCode);
      expect(codes.filter((code) => code === 429)).toHaveLength(0);
    } finally {
      await proxied.close();
    }
  });
});
