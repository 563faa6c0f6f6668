// The brand editor's draft: the fields the form shows on their own (name, title and description
// in every language, support mail, host names one a line, colour tokens, hidden languages) and
// the rest of brand.json as JSON text. Turned back into one brand.json for a preview or a save; the
// server checks it again (schema, hosts, claims, contrast), the form only says early what it can.
import { contrastProblems } from '../../../../../domain/brand-contrast.ts';
import { isHostName } from '../../../../../domain/brand-hosts.ts';
import type { BrandColours, BrandConfig } from '../../../../../domain/brand.ts';
import { languageCodes, type LanguageCode } from '../../../../../domain/i18n/languages.ts';

/** A text per language as the form edits it (a language without one is left out). */
export type Texts = Partial<Record<LanguageCode, string>>;

export interface BrandDraft {
  name: string;
  title: Texts;
  description: Texts;
  supportMail: string;
  hosts: string;
  colours: BrandColours;
  hiddenLanguages: LanguageCode[];
  /** Every other key of brand.json, as JSON text. */
  rest: string;
}

type Localized = BrandConfig['title'];

/** The schema's limits of the title and the description (domain/brand.ts), per language. */
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 300;

const textsOf = (text: Localized): Texts => (typeof text === 'string' ? { en: text } : { ...text });

/**
 * Back to brand.json's form: English kept (the schema requires it), other blank languages left out
 * (they show English), in the order of the languages; a text that was one plain string stays one
 * while only English is written, so an untouched text is not recorded as changed.
 */
function localizedOf(texts: Texts, base: Localized): Localized {
  const kept: Texts = {};
  for (const code of languageCodes) {
    const text = texts[code]?.trim() ?? '';
    if (code === 'en' || text) kept[code] = text;
  }
  return typeof base === 'string' && Object.keys(kept).length === 1 ? (kept.en ?? '') : kept;
}

/** What the schema refuses in the draft's texts, by language: 'title' or 'description'. */
export function textProblems(draft: Pick<BrandDraft, 'title' | 'description'>) {
  const problems: Array<{ lang: LanguageCode; field: 'title' | 'description' }> = [];
  if (!draft.title.en?.trim()) problems.push({ lang: 'en', field: 'title' });
  for (const code of languageCodes) {
    if ((draft.title[code]?.trim().length ?? 0) > TITLE_MAX)
      problems.push({ lang: code, field: 'title' });
    if ((draft.description[code]?.trim().length ?? 0) > DESCRIPTION_MAX)
      problems.push({ lang: code, field: 'description' });
  }
  return problems;
}

export function draftOf(brand: BrandConfig): BrandDraft {
  const { name, title, description, supportMail, domains, colours, hiddenLanguages, ...rest } =
    brand;
  return {
    name,
    title: textsOf(title),
    description: textsOf(description),
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
  | { ok: false; field: 'hosts' | 'colours' | 'texts' };

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
  if (textProblems(draft).length > 0) return { ok: false, field: 'texts' };
  if (invalidHosts(draft.hosts).length > 0) return { ok: false, field: 'hosts' };
  if (!Object.values(draft.colours).every(isHexColour)) return { ok: false, field: 'colours' };
  const mail = draft.supportMail.trim();
  return {
    ok: true,
    brand: {
      ...(rest as BrandConfig),
      name: draft.name.trim(),
      title: localizedOf(draft.title, base.title),
      description: localizedOf(draft.description, base.description),
      ...(mail ? { supportMail: mail } : {}),
      domains: hostLines(draft.hosts),
      colours: draft.colours,
      hiddenLanguages: draft.hiddenLanguages,
    },
  };
}
