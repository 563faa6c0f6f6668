// Endpoints of system settings (spec section 7 "Storefront": syspara).
import { z } from 'zod';
import { defineEndpoint } from './define.ts';

export const getSyspara = defineEndpoint({
  name: 'syspara!getSyspara',
  method: 'read',
  auth: 'none',
  tag: 'Settings',
  summary:
    'Read a public system parameter: data[code] is its value, or null when it is not public or not set.',
  input: z.object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/),
  }),
  output: z.record(z.string(), z.string().nullable()),
});
