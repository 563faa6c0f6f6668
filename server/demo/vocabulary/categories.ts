// The demo category tree, in the order the storefront shows it, assembled from the areas' files.
import { beautySportsCategories } from './categories-beauty-sports.ts';
import { fashionCategories } from './categories-fashion.ts';
import { techHomeCategories } from './categories-tech-home.ts';
import { toysJewelleryCategories } from './categories-toys-jewellery.ts';
import type { DemoCategory } from './types.ts';

export const demoCategories: DemoCategory[] = [
  ...fashionCategories,
  ...techHomeCategories,
  ...beautySportsCategories,
  ...toysJewelleryCategories,
];
