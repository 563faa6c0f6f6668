// Endpoints of system settings (spec section 7 "Storefront": syspara).
import { z } from 'zod';
import { endpointArea } from './define.ts';

const settingsCalls = endpointArea({ tag: 'Settings', auth: 'none' });

export const getSyspara = settingsCalls.read('syspara!getSyspara', {
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
