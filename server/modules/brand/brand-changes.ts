// What a brand change changed, field by field: the summary the audit log and the versions list
// show. Colour tokens and information pages are told one by one, every other field of
// `brand.json` as a whole, the artwork as `artwork.logo` and `artwork.icon` (by a digest, never its bytes).
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

/** A brand's content as a version holds it. */
export interface BrandSnapshot {
  config: Record<string, unknown>;
  logoSvg: string;
  iconSvg: string;
}

/** Fields whose members are told apart: `colours.primary`, `pages.about`. */
const detailed = new Set(['colours', 'pages']);

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const keysOf = (...records: Record<string, unknown>[]) =>
  [...new Set(records.flatMap((record) => Object.keys(record)))].sort();

/** The fields that differ, in a stable order (key order of the JSON does not count). */
export function changedFields(before: BrandSnapshot | undefined, after: BrandSnapshot): string[] {
  const changed: string[] = [];
  const old = before?.config ?? {};
  for (const key of keysOf(old, after.config)) {
    if (detailed.has(key)) {
      const a = asRecord(old[key]);
      const b = asRecord(after.config[key]);
      for (const member of keysOf(a, b))
        if (!isDeepStrictEqual(a[member], b[member])) changed.push(`${key}.${member}`);
    } else if (!isDeepStrictEqual(old[key], after.config[key])) changed.push(key);
  }
  if (before?.logoSvg !== after.logoSvg) changed.push('artwork.logo');
  if (before?.iconSvg !== after.iconSvg) changed.push('artwork.icon');
  return changed;
}

const digest = (text: string) =>
  `sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

/** The values of these fields in a snapshot (artwork by digest), for the audit entry. */
export function fieldValues(
  snapshot: BrandSnapshot | undefined,
  fields: readonly string[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!snapshot) return values;
  for (const field of fields) {
    if (field === 'artwork.logo') values[field] = digest(snapshot.logoSvg);
    else if (field === 'artwork.icon') values[field] = digest(snapshot.iconSvg);
    else {
      const [key = '', member] = field.split('.');
      const value = member ? asRecord(snapshot.config[key])[member] : snapshot.config[key];
      values[field] = value ?? null;
    }
  }
  return values;
}
