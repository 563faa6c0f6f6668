// Endpoints of storefront brands (CONTRACT.md "Beyond the spec's list": brand!current).
import { z } from 'zod';
import { endpointArea } from './define.ts';
import { emptyInput } from './common.ts';
import { publicBrand } from '../brand.ts';

const brandCalls = endpointArea({ tag: 'Brand', auth: 'none' });

export const brandCurrent = brandCalls.read('brand!current', {
  summary:
    'The storefront brand of this host (by Host header, else the default brand): name, colours, footer content, hidden languages.',
  input: emptyInput,
  output: publicBrand,
});

export const brandFigures = brandCalls.read('brand!figures', {
  summary:
    'Figures the footer may state, computed from recorded orders: the countries and regions orders were delivered to.',
  input: emptyInput,
  output: z.object({ deliveredCountries: z.number().int().nonnegative() }),
});
