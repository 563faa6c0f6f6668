// The checking step of a brand change (issue 37): the first reason a brand's content cannot be
// kept (schema aside, which the endpoint's input applies): host names (syntax, and no other
// brand's), the claims rule, WCAG AA contrast and every text in every language the brand offers;
// and the artwork a call names, read from the caller's uploads. Create, save, restore and preview
// all check through here, so they refuse alike.
import type { ContrastFigure } from '../../../domain/api/brand-admin.ts';
import { missingBrandTexts, type BrandConfig } from '../../../domain/brand.ts';
import { brandTextFields, claimProblems, type ClaimProblem } from '../../../domain/brand-claims.ts';
import { contrastPairs, contrastProblems, contrastRatio } from '../../../domain/brand-contrast.ts';
import { isHostName } from '../../../domain/brand-hosts.ts';
import { fail, ok, type Failure, type Result } from '../../../domain/errors.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { readPublicUpload, uploadsOwnedBy } from '../upload/index.ts';
import { artworkFromPng, type ArtworkKind } from './brand-artwork.ts';
import { claimKeys } from './brand-pages.service.ts';
import type * as repo from './brand-admin.repository.ts';
import { domainsOf } from './brand-admin.views.ts';

/** `pages.about ¶2 (ar)`, `description (en)`: the field as every message table can name it. */
function claimField(problem: ClaimProblem): string {
  const paragraph = /^pages\.([a-zA-Z]+)\.body\.(\d+)$/.exec(problem.field);
  const name = paragraph
    ? `pages.${paragraph[1]} ¶${Number(paragraph[2]) + 1}`
    : problem.field.replace(/^pages\.([a-zA-Z]+)\.title$/, 'pages.$1 title');
  return `${name} (${problem.lang})`;
}

/**
 * The first reason this content cannot be kept, or undefined. `others`: every other brand's row
 * (disabled ones too: a host name stays its brand's while it is disabled).
 */
export function draftRefusal(
  config: BrandConfig,
  others: readonly repo.BrandRow[],
): Failure | undefined {
  const seen = new Set<string>();
  for (const host of config.domains) {
    if (!isHostName(host)) return fail('brand.hostInvalid', { host });
    if (seen.has(host)) return fail('brand.hostTaken', { host, brand: config.code });
    seen.add(host);
  }
  for (const other of others)
    for (const host of domainsOf(other))
      if (seen.has(host.toLowerCase())) return fail('brand.hostTaken', { host, brand: other.code });
  const [claim] = claimProblems(brandTextFields(config));
  if (claim)
    return claim.kind === 'number'
      ? fail(claimKeys.number, { field: claimField(claim), number: claim.number })
      : fail(claimKeys[claim.kind], { field: claimField(claim), phrase: claim.phrase });
  const [contrast] = contrastProblems(config.colours);
  if (contrast)
    return fail('brand.contrastLow', {
      foreground: contrast.foreground,
      background: contrast.background,
      ratio: contrast.ratio.toFixed(2),
      minimum: String(contrast.minimum),
    });
  const [missing] = missingBrandTexts(config);
  if (missing) return fail('brand.textMissing', { text: missing });
  return undefined;
}

/** Every colour pair the storefront draws together, with its contrast and whether it passes. */
export function contrastFigures(config: BrandConfig): ContrastFigure[] {
  return contrastPairs.map((pair) => {
    const exact = contrastRatio(config.colours[pair.foreground], config.colours[pair.background]);
    return { ...pair, ratio: Math.floor(exact * 100) / 100, passes: exact >= pair.minimum };
  });
}

/** The artwork of an upload of the caller's in the `brand` area, or the refusal. */
async function uploadedArtwork(
  ctx: ServiceContext,
  url: string,
  kind: ArtworkKind,
): Promise<Result<string>> {
  const refusal = fail('brand.artworkInvalid', { field: `${kind}Upload` });
  const owned = await uploadsOwnedBy(ctx.db, requireUser(ctx).userId, 'brand', [url]);
  if (!owned.has(url)) return refusal;
  const bytes = await readPublicUpload(ctx.config, url);
  const svg = bytes && (await artworkFromPng(bytes, kind));
  return svg ? ok(svg) : refusal;
}

/** The new artwork of a call, each left out undefined; or the refusal. */
export async function artworkOf(
  ctx: ServiceContext,
  input: { logoUpload?: string | undefined; iconUpload?: string | undefined },
): Promise<Result<{ logoSvg?: string; iconSvg?: string }>> {
  const artwork: { logoSvg?: string; iconSvg?: string } = {};
  if (input.logoUpload) {
    const logo = await uploadedArtwork(ctx, input.logoUpload, 'logo');
    if (!logo.ok) return logo;
    artwork.logoSvg = logo.data;
  }
  if (input.iconUpload) {
    const icon = await uploadedArtwork(ctx, input.iconUpload, 'icon');
    if (!icon.ok) return icon;
    artwork.iconSvg = icon.data;
  }
  return ok(artwork);
}
