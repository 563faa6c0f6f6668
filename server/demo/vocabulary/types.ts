// The shapes of the demo vocabulary: a text in English, Simplified Chinese and Arabic, and a demo
// category with its names in every interface language.
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import type { ProductType } from '../images.ts';

export interface Text3 {
  en: string;
  cn: string;
  ar: string;
}

/** A category name in every interface language (the storefront shows the category tree as is). */
export type CategoryName = Record<LanguageCode, string>;

export interface DemoCategory {
  key: string;
  name: CategoryName;
  children: Array<{ key: string; name: CategoryName; types: ProductType[] }>;
}
