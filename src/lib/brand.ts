// The storefront brand of this page: injected into index.html by the server (first paint already
// branded); in development without the server's page, fetched from `brand!current`.
import type { PublicBrand } from '../../domain/brand.ts';
import { localizedText, type LocalizedText } from '../../domain/i18n/localized-text.ts';
import { bcp47, isRtl, type LanguageCode } from '../../domain/i18n/languages.ts';
import { requestLanguage } from './language.ts';
import { renderScope } from './render-scope.ts';

let brand: PublicBrand | undefined = undefined;

const colourVariables: Record<keyof PublicBrand['colours'], string> = {
  primary: '--brand-primary',
  primaryText: '--brand-primary-text',
  accent: '--brand-accent',
  price: '--brand-price',
  background: '--brand-background',
  surface: '--brand-surface',
  text: '--brand-text',
  muted: '--brand-muted',
  border: '--brand-border',
  headerBackground: '--brand-header-background',
  headerText: '--brand-header-text',
  footerBackground: '--brand-footer-background',
  footerText: '--brand-footer-text',
};

export async function loadBrand(): Promise<PublicBrand> {
  const element = document.getElementById('caravan-brand');
  if (element?.textContent) {
    brand = JSON.parse(element.textContent) as PublicBrand;
    return brand;
  }
  const response = await fetch('/api/brand!current.action');
  const envelope = (await response.json()) as { data: PublicBrand };
  brand = envelope.data;
  const style = document.documentElement.style;
  for (const [key, variable] of Object.entries(colourVariables))
    style.setProperty(variable, brand.colours[key as keyof PublicBrand['colours']]);
  return brand;
}

/**
 * The page carries the brand's texts in the language it was rendered in (and English). When the
 * buyer's language is another one (a switch the server did not see yet, the worker's offline copy),
 * the whole brand is asked for; offline, its texts show in English.
 */
export async function loadBrandLanguage(lang: LanguageCode): Promise<void> {
  if (!brand || document.documentElement.lang === bcp47[lang]) return;
  try {
    const response = await fetch('/api/brand!current.action');
    if (response.ok) brand = ((await response.json()) as { data: PublicBrand }).data;
  } catch {
    // offline: the English texts the page carries
  }
}

/** The brand; available once `loadBrand` resolved (before the first render). */
export function currentBrand(): PublicBrand {
  const shown = renderScope()?.brand ?? brand;
  if (!shown) throw new Error('brand not loaded');
  return shown;
}

/** The brand in components (it never changes during a page load). */
export const useBrand = currentBrand;

/**
 * A brand text (title, address, page content...) in the language of this page load, else English;
 * switching language reloads the page, so components need not re-render on a change.
 */
export function brandText(value: LocalizedText): string {
  return localizedText(value, requestLanguage());
}

/**
 * `dir` for an element showing a brand sentence: a text in the page language follows the page;
 * the English fallback on a right-to-left page reads left-to-right (full stop at its end).
 */
export function brandTextDir(value: LocalizedText): 'ltr' | undefined {
  const lang = requestLanguage();
  if (!isRtl(lang)) return undefined;
  return typeof value !== 'string' && value[lang] !== undefined ? undefined : 'ltr';
}
