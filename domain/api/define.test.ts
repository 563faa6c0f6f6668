import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointArea } from './define.ts';
import { adminKycRevealId, kycSubmit } from './credit.ts';

const input = z.object({ id: z.string() });
const output = z.object({ ok: z.boolean() });

describe('endpointArea', () => {
  const desk = endpointArea({ tag: 'Operator', auth: 'operator', permissions: ['credit.kyc'] });

  it('gives each endpoint the area tag, auth and permissions, and the method of the call', () => {
    const read = desk.read('admin/x!list', { summary: 'Lists.', input, output });
    const write = desk.write('admin/x!save', { summary: 'Saves.', input, output });
    expect(read).toEqual({
      name: 'admin/x!list',
      method: 'read',
      auth: 'operator',
      permissions: ['credit.kyc'],
      tag: 'Operator',
      summary: 'Lists.',
      input,
      output,
    });
    expect(write.method).toBe('write');
  });

  it('lets an endpoint override auth and permissions', () => {
    const endpoint = desk.write('admin/x!reveal', {
      summary: 'Reveals.',
      auth: 'admin',
      permissions: ['platform.audit'],
      input,
      output,
      idempotent: true,
    });
    expect(endpoint).toMatchObject({ auth: 'admin', permissions: ['platform.audit'] });
    expect(endpoint.idempotent).toBe(true);
  });

  it('makes the same record as defineEndpoint, with no keys holding undefined', () => {
    const user = endpointArea({ tag: 'Credit', auth: 'user' });
    const terse = user.write('kyc!x', { summary: 'Sends.', input, output });
    const long = defineEndpoint({
      name: 'kyc!x',
      method: 'write',
      auth: 'user',
      tag: 'Credit',
      summary: 'Sends.',
      input,
      output,
    });
    expect(terse).toStrictEqual(long);
    expect(Object.keys(terse).sort()).toEqual(Object.keys(long).sort());
  });

  it('is what the area files are written in', () => {
    expect(kycSubmit).toMatchObject({ method: 'write', auth: 'user', tag: 'Credit' });
    expect(kycSubmit).not.toHaveProperty('permissions');
    expect(adminKycRevealId).toMatchObject({
      auth: 'admin',
      permissions: ['credit.kyc'],
      tag: 'Operator',
    });
  });
});
