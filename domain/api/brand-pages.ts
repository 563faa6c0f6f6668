// Endpoints of the console's brand pages (`admin/brandPage!...`): the `/information` pages of a
// brand per language, where an operator's version overrides the brand file's and a reset goes
// back to it. Both operator roles read; only `admin` changes.
import { z } from 'zod';
import { informationPages } from '../brand.ts';
import { languageCodes } from '../i18n/languages.ts';
import { endpointArea } from './define.ts';

const operatorCalls = endpointArea({
  tag: 'Operator',
  auth: 'admin',
  permissions: ['platform.brands'],
});

/** A JSON text (form-encoded calls) or the value itself. */
const parsedJson = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** Texts per language, blanks dropped, English required; `max` characters each (the brand schema's). */
function pageText(max: number) {
  return z
    .partialRecord(z.enum(languageCodes), z.string().trim().max(max))
    .transform(
      (texts) =>
        Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as Partial<
          Record<(typeof languageCodes)[number], string>
        >,
    )
    .refine((texts) => texts.en !== undefined, 'an English text is required');
}

const brandCodeParam = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/);

export const brandPageSources = ['file', 'operator', 'none'] as const;

export const brandPageEntry = z.object({
  page: z.enum(informationPages),
  /** Where the storefront's version comes from: the brand file, an operator, or nowhere yet. */
  source: z.enum(brandPageSources),
  title: z.record(z.string(), z.string()),
  body: z.array(z.record(z.string(), z.string())),
  /** The operator's version: when and by whom (empty for the file's). */
  updateTime: z.string(),
  updatedBy: z.string(),
});
export type BrandPageEntry = z.infer<typeof brandPageEntry>;

export const adminBrandPageList = operatorCalls.read('admin/brandPage!list', {
  auth: 'operator',
  summary:
    "Every information page of a brand (default: this host's) with the content the storefront shows and where it comes from; also the brands and the languages each offers.",
  input: z.object({ brand: z.preprocess((v) => v || undefined, brandCodeParam.optional()) }),
  output: z.object({
    brand: z.string(),
    brands: z.array(z.object({ code: z.string(), name: z.string() })),
    /** The languages the brand offers in its menu (texts missing in these show English). */
    languages: z.array(z.enum(languageCodes)),
    list: z.array(brandPageEntry),
  }),
});

export const adminBrandPageSave = operatorCalls.write('admin/brandPage!save', {
  summary:
    "Publishes an operator's version of a page: title and paragraphs per language (JSON), English required; numbers and promises the platform does not back are refused.",
  input: z.object({
    brand: brandCodeParam,
    page: z.enum(informationPages),
    title: z.preprocess(parsedJson, pageText(80)),
    body: z.preprocess(parsedJson, z.array(pageText(2000)).max(40)),
  }),
  output: brandPageEntry,
});

export const adminBrandPageReset = operatorCalls.write('admin/brandPage!reset', {
  summary: "Deletes the operator's version of a page: the storefront shows the brand file's again.",
  input: z.object({ brand: brandCodeParam, page: z.enum(informationPages) }),
  output: brandPageEntry,
});
