// Endpoints of storefront brands (CONTRACT.md "Beyond the spec's list": brand!current).
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
