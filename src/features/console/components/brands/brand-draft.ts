// The brand editor's draft: the fields the form shows on their own (name, English title and
// description, support mail, host names one a line, colour tokens, hidden languages) and the
// rest of brand.json as JSON text. Turned back into one brand.json for a preview or a save; the
// server checks it again (schema, hosts, claims, contrast), the form only says early what it can.
import { contrastProblems } from '../../../../../domain/brand-contrast.ts';
import { isHostName } from '../../../../../domain/brand-hosts.ts';
import type { BrandColours, BrandConfig } from '../../../../../domain/brand.ts';
import type { LanguageCode } from '../../../../../domain/i18n/languages.ts';

export interface BrandDraft {
  name: string;
  title: string;
  description: string;
  supportMail: string;
  hosts: string;
  colours: BrandColours;
  hiddenLanguages: LanguageCode[];
  /** Every other key of brand.json, as JSON text. */
  rest: string;
}

type Localized = BrandConfig['title'];

const english = (text: Localized) => (typeof text === 'string' ? text : (text.en ?? ''));
/** The English text changed, the other languages kept as they were. */
const withEnglish = (text: Localized, value: string): Localized =>
  typeof text === 'string' ? value : { ...text, en: value };

export function draftOf(brand: BrandConfig): BrandDraft {
  const { name, title, description, supportMail, domains, colours, hiddenLanguages, ...rest } =
    brand;
  return {
    name,
    title: english(title),
    description: english(description),
    supportMail: supportMail ?? '',
    hosts: domains.join('\n'),
    colours,
    hiddenLanguages,
    rest: JSON.stringify(rest, null, 2),
  };
}

export const hostLines = (hosts: string) =>
  hosts
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const invalidHosts = (hosts: string) => hostLines(hosts).filter((host) => !isHostName(host));

export const isHexColour = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/** The contrast problems of the palette, or none while a colour is not yet a whole `#rrggbb`. */
export function paletteProblems(colours: BrandColours) {
  return Object.values(colours).every(isHexColour) ? contrastProblems(colours) : [];
}

export type DraftResult =
  | { ok: true; brand: BrandConfig }
  | { ok: false; field: 'rest'; message: string }
  | { ok: false; field: 'hosts' | 'colours' };

/** The draft as one brand.json, or the first thing the form can already name as wrong. */
export function brandOf(draft: BrandDraft, base: BrandConfig): DraftResult {
  let rest: unknown;
  try {
    rest = JSON.parse(draft.rest);
  } catch (error) {
    return { ok: false, field: 'rest', message: error instanceof Error ? error.message : '' };
  }
  if (typeof rest !== 'object' || rest === null || Array.isArray(rest))
    return { ok: false, field: 'rest', message: '' };
  if (invalidHosts(draft.hosts).length > 0) return { ok: false, field: 'hosts' };
  if (!Object.values(draft.colours).every(isHexColour)) return { ok: false, field: 'colours' };
  const mail = draft.supportMail.trim();
  return {
    ok: true,
    brand: {
      ...(rest as BrandConfig),
      name: draft.name.trim(),
      title: withEnglish(base.title, draft.title.trim()),
      description: withEnglish(base.description, draft.description.trim()),
      ...(mail ? { supportMail: mail } : {}),
      domains: hostLines(draft.hosts),
      colours: draft.colours,
      hiddenLanguages: draft.hiddenLanguages,
    },
  };
}
