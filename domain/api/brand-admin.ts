// Endpoints of the console's brands (issue 37, CONTRACT.md "brands and roles"): every storefront
// brand in the database listed, read, created, saved, enabled or disabled, previewed, and its
// earlier versions listed and restored. Every call needs `platform.brands`; every change takes a
// reason, is audited and reaches every server without a restart (server/modules/brand/).
import { z } from 'zod';
import { brandConfig, publicBrand } from '../brand.ts';
import { contrastPairs } from '../brand-contrast.ts';
import { optionalFlag, requiredText } from './common.ts';
import { endpointArea } from './define.ts';

const brandCalls = endpointArea({
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

export const brandCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/);

/** One brand as `brand.json` holds it (JSON text or object), its code 40 characters at most. */
const brandJson = z.preprocess(
  parsedJson,
  brandConfig.refine((config) => config.code.length <= 40, {
    path: ['code'],
    message: 'at most 40 characters',
  }),
);

/**
 * A logo or icon uploaded to the `brand` area (`uploadimg!execute`, PNG or SVG, an SVG rasterised
 * there) by the caller: its URL. Left out, the brand keeps its artwork.
 */
const artworkUrl = z
  .string()
  .trim()
  .regex(/^\/uploads\/brand\/[A-Za-z0-9]+\.png$/);
const artworkUpload = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  artworkUrl.optional(),
);

const reason = requiredText(500);

export const adminBrandRow = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** The `BRAND` default: always enabled, answers every host no brand claims. */
  isDefault: z.boolean(),
  domains: z.array(z.string()),
  /** The number of the saved version the storefront shows. */
  version: z.number().int(),
  updateTime: z.string(),
  /** The operator of the last change ('' for the seed from `brand-assets/`). */
  updatedBy: z.string(),
});
export type AdminBrandRow = z.infer<typeof adminBrandRow>;

export const adminBrandInfo = adminBrandRow.extend({
  /** The brand's full editable content, the schema of `brand.json`. */
  brand: brandConfig,
  /** The artwork the storefront shows, as `data:image/svg+xml;base64,...` URLs. */
  logo: z.string(),
  icon: z.string(),
});
export type AdminBrandInfo = z.infer<typeof adminBrandInfo>;

export const contrastFigure = z.object({
  foreground: z.enum(contrastPairs.map((pair) => pair.foreground) as [string, ...string[]]),
  background: z.enum(contrastPairs.map((pair) => pair.background) as [string, ...string[]]),
  /** Rounded down to two decimals, so a pair never shows as passing when it does not. */
  ratio: z.number(),
  minimum: z.number(),
  passes: z.boolean(),
});
export type ContrastFigure = z.infer<typeof contrastFigure>;

export const adminBrandVersion = z.object({
  version: z.number().int(),
  saveTime: z.string(),
  /** The operator who saved it ('' for the seed). */
  savedBy: z.string(),
  reason: z.string(),
  /** The version the storefront shows now. */
  current: z.boolean(),
  /** What this version changed against the one before it (`colours.primary`, `pages.about`, `artwork.logo`, ...). */
  changed: z.array(z.string()),
});
export type AdminBrandVersion = z.infer<typeof adminBrandVersion>;

export const adminBrandList = brandCalls.read('admin/brand!list', {
  auth: 'operator',
  summary:
    'Every storefront brand in the database, enabled or not, with its host names and the version the storefront shows.',
  input: z.object({}),
  output: z.object({ list: z.array(adminBrandRow) }),
});

export const adminBrandInfoEndpoint = brandCalls.read('admin/brand!info', {
  auth: 'operator',
  summary:
    "One brand's full editable content (the schema of `brand.json`) with its artwork, enabled flag and version.",
  input: z.object({ code: brandCode }),
  output: adminBrandInfo,
});

export const adminBrandCreate = brandCalls.write('admin/brand!create', {
  summary:
    'Creates a brand (`brand`: JSON text of one brand, the schema of `brand.json`, a new code) with its logo and icon uploaded to the `brand` area, or, for each not uploaded, the artwork of the brand `artworkFrom` (the console starts a new brand as a copy of one); enabled at once. Checked as a save is; audited with the reason.',
  input: z.object({
    brand: brandJson,
    logoUpload: artworkUpload,
    iconUpload: artworkUpload,
    /** The brand whose logo and icon the new brand takes where no upload is given. */
    artworkFrom: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      brandCode.optional(),
    ),
    reason,
  }),
  output: adminBrandInfo,
});

export const adminBrandSave = brandCalls.write('admin/brand!save', {
  summary:
    "Saves a brand's full content (`brand`: JSON text, the schema of `brand.json`) as its next version, optionally with a new logo or icon. Refused: a host name invalid or another brand's, a number or promise nothing backs, a colour pair below WCAG AA (naming the pair and the ratio), a text missing in a language the brand offers, a version changed meanwhile (`version`). Audited with what changed and the reason; every server shows it without a restart.",
  input: z.object({
    brand: brandJson,
    /** The version the edit started from: a save over a newer one is refused. */
    version: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number().int().min(1).optional(),
    ),
    logoUpload: artworkUpload,
    iconUpload: artworkUpload,
    reason,
  }),
  output: adminBrandInfo,
});

export const adminBrandSetEnabled = brandCalls.write('admin/brand!setEnabled', {
  summary:
    'Enables or disables a brand (a disabled brand answers on none of its hosts; the default brand answers there). The default brand and the last enabled brand cannot be disabled. Audited with the reason.',
  input: z.object({
    code: brandCode,
    enabled: optionalFlag.pipe(z.boolean()),
    reason,
  }),
  output: adminBrandRow,
});

// A write although nothing is written: a whole brand does not fit in a query string (POST only).
export const adminBrandPreview = brandCalls.write('admin/brand!preview', {
  summary:
    'Checks a draft brand (`brand`: JSON text, optional new artwork) exactly as a save would, without saving: refused with the same reason, else what the storefront would get (the public brand, information pages of operators included) and the contrast of every colour pair.',
  input: z.object({
    brand: brandJson,
    logoUpload: artworkUpload,
    iconUpload: artworkUpload,
  }),
  output: z.object({ brand: publicBrand, contrast: z.array(contrastFigure) }),
});

export const adminBrandVersions = brandCalls.read('admin/brand!versions', {
  auth: 'operator',
  summary: "A brand's saved versions, newest first: when, by whom, why, and what each changed.",
  input: z.object({ code: brandCode }),
  output: z.object({ code: z.string(), list: z.array(adminBrandVersion) }),
});

export const adminBrandRestore = brandCalls.write('admin/brand!restore', {
  summary:
    'Puts an earlier version of a brand back as its next version (checked as a save is: its hosts may have gone to another brand since). Audited with the reason.',
  input: z.object({
    code: brandCode,
    version: z.coerce.number().int().min(1),
    reason,
  }),
  output: adminBrandInfo,
});
