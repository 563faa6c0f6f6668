// Endpoints of storefront brands (CONTRACT.md "Beyond the spec's list": brand!current).
import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { emptyInput } from './common.ts';
import { publicBrand } from '../brand.ts';

export const brandCurrent = defineEndpoint({
  name: 'brand!current',
  method: 'read',
  auth: 'none',
  tag: 'Brand',
  summary:
    'The storefront brand of this host (by Host header, else the default brand): name, colours, footer content, hidden languages.',
  input: emptyInput,
  output: publicBrand,
});

export const brandFigures = defineEndpoint({
  name: 'brand!figures',
  method: 'read',
  auth: 'none',
  tag: 'Brand',
  summary:
    'Figures the footer may state, computed from recorded orders: the countries and regions orders were delivered to.',
  input: emptyInput,
  output: z.object({ deliveredCountries: z.number().int().nonnegative() }),
});
