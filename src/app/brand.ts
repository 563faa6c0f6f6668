// The storefront brand of this page: injected into index.html by the server (first paint already
// branded); in development without the server's page, fetched from `brand!current`.
import type { PublicBrand } from '../../domain/brand.ts';

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
  document.title = brand.title;
  return brand;
}

/** The brand; available once `loadBrand` resolved (before the first render). */
export function currentBrand(): PublicBrand {
  if (!brand) throw new Error('brand not loaded');
  return brand;
}

/** The brand in components (it never changes during a page load). */
export const useBrand = currentBrand;
