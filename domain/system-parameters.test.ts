// The parameter rules: every order parameter the server reads is listed, and values are checked
// by type and range without floating point.
import { describe, expect, it } from 'vitest';
import { orderParameterDefaults } from './orders/order-rules.ts';
import { checkParameter, parameterRule, parameterRules } from './system-parameters.ts';

describe('system parameters', () => {
  it('lists every order parameter once, each default inside its own range', () => {
    const codes = parameterRules.map((rule) => rule.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of Object.keys(orderParameterDefaults)) expect(codes).toContain(code);
    for (const rule of parameterRules)
      if (rule.fallback !== undefined)
        expect(checkParameter(rule, rule.fallback), rule.code).toMatchObject({ ok: true });
  });

  it('checks numbers by pattern and inclusive range', () => {
    const rate = parameterRule('order_commission_rate')!;
    expect(checkParameter(rate, ' 0.125 ')).toEqual({ ok: true, value: '0.125' });
    expect(checkParameter(rate, '1')).toMatchObject({ ok: true });
    expect(checkParameter(rate, '1.0000000001')).toMatchObject({ key: 'syspara.outOfRange' });
    expect(checkParameter(rate, '-0.1')).toMatchObject({ key: 'syspara.outOfRange' });
    expect(checkParameter(rate, 'abc')).toMatchObject({ key: 'syspara.outOfRange' });
    const minutes = parameterRule('order_unpaid_timeout_minutes')!;
    expect(checkParameter(minutes, '0')).toMatchObject({ key: 'syspara.outOfRange' });
    expect(checkParameter(minutes, '30')).toMatchObject({ ok: true });
    expect(checkParameter(minutes, '1.5')).toMatchObject({ key: 'syspara.outOfRange' });
    expect(checkParameter(minutes, '43201')).toMatchObject({ key: 'syspara.outOfRange' });
  });

  it('checks web addresses and time windows', () => {
    const url = parameterRule('customer_service_url')!;
    expect(checkParameter(url, '')).toMatchObject({ ok: true });
    expect(checkParameter(url, 'https://help.example.com/chat')).toMatchObject({ ok: true });
    expect(checkParameter(url, 'javascript:alert(1)')).toMatchObject({ key: 'syspara.notUrl' });
    expect(checkParameter(url, 'http://plain.example')).toMatchObject({ key: 'syspara.notUrl' });
    const window = parameterRule('wallet_withdraw_window')!;
    expect(checkParameter(window, '09:00-17:00')).toMatchObject({ ok: true });
    expect(checkParameter(window, '25:00-17:00')).toMatchObject({ key: 'param.invalid' });
  });
});
