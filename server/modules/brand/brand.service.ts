// Storefront brands: reads and validates `brand-assets/<code>/brand.json`, chooses the brand of a
// request by its Host header (falling back to the configured default), and renders each brand's
// PWA icons from its SVG artwork with sharp (in memory, once per brand; no network). The public
// brand of a request carries the operators' information pages over the file's (`pages`).
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../platform/paths.ts';
import {
  brandConfig,
  type AcceptedPayment,
  type BrandConfig,
  type PublicBrand,
} from '../../../domain/brand.ts';
import type { DbOrTx } from '../../db/client.ts';
import { PageOverlay } from './page-overlay.ts';
import { loadSharp } from '../../platform/sharp.ts';

export const defaultBrandAssetsDir = path.join(projectRoot, 'brand-assets');

export interface Brand {
  config: BrandConfig;
  public: PublicBrand;
  dir: string;
  logoSvg: Buffer;
  iconSvg: Buffer;
  /** The saved version the server holds (table `brands`); 0: the file's, before the database. */
  version: number;
}

/** A brand as the files or the `brands` table hold it. */
export interface BrandSource {
  config: BrandConfig;
  logoSvg: Buffer;
  iconSvg: Buffer;
  version: number;
  enabled: boolean;
}

function omitDomains({ domains: _domains, ...rest }: BrandConfig): Omit<BrandConfig, 'domains'> {
  return rest;
}

export type IconKind = 'icon-192' | 'icon-512' | 'maskable-512' | 'apple-touch-180';

export class BrandRegistry {
  private readonly brands = new Map<string, Brand>();
  private readonly byDomain = new Map<string, Brand>();
  private readonly icons = new Map<string, Promise<Buffer>>();
  /** Operators' versions of the information pages (table `brand_pages`), briefly cached. */
  readonly pages = new PageOverlay();

  /**
   * `acceptedPayments`: the ways to pay in the platform has configured; every brand names these
   * and no others.
   */
  constructor(
    private readonly dir: string,
    private readonly defaultCode: string,
    private readonly acceptedPayments: readonly AcceptedPayment[] = [],
  ) {
    this.install(readBrandFiles(dir));
    if (!this.brands.has(defaultCode))
      throw new Error(`BRAND=${defaultCode} has no folder in ${dir}`);
  }

  /** The brands of `brand-assets/` as they would seed an empty database. */
  files(): BrandSource[] {
    return readBrandFiles(this.dir);
  }

  /**
   * Puts these brands in place of the ones held (the database's, after a change on any server).
   * A disabled brand answers on no host; the default brand is kept whatever the rows say, so a
   * request always has a brand. Icons of changed versions are rendered again on first use.
   */
  install(sources: readonly BrandSource[]): void {
    const brands = new Map<string, Brand>();
    const byDomain = new Map<string, Brand>();
    for (const source of sources) {
      if (!source.enabled && source.config.code !== this.defaultCode) continue;
      const brand: Brand = {
        config: source.config,
        public: this.publicOf(source.config),
        dir: path.join(this.dir, source.config.code),
        logoSvg: source.logoSvg,
        iconSvg: source.iconSvg,
        version: source.version,
      };
      brands.set(source.config.code, brand);
      if (source.enabled)
        for (const domain of source.config.domains) byDomain.set(domain.toLowerCase(), brand);
    }
    // Without its default brand the set is not used: the held brands stay (a bad row never
    // leaves requests without a brand).
    if (!brands.has(this.defaultCode) && this.brands.size > 0) return;
    this.brands.clear();
    this.byDomain.clear();
    for (const [code, brand] of brands) this.brands.set(code, brand);
    for (const [domain, brand] of byDomain) this.byDomain.set(domain, brand);
    for (const key of this.icons.keys()) {
      const [code, version] = key.split('/')[0]!.split('@');
      if (this.brands.get(code!)?.version !== Number(version)) this.icons.delete(key);
    }
  }

  /** What the storefront exposes of a brand: all but its hosts, with the payments accepted. */
  publicOf(config: BrandConfig): PublicBrand {
    return { ...omitDomains(config), acceptedPayments: [...this.acceptedPayments] };
  }

  codes(): string[] {
    return [...this.brands.keys()];
  }

  get(code: string): Brand | undefined {
    return this.brands.get(code);
  }

  /** The brand answering on this Host header (port ignored), else the default brand. */
  forHost(host: string | undefined): Brand {
    const name = (host ?? '')
      .replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '')
      .toLowerCase();
    return this.byDomain.get(name) ?? (this.brands.get(this.defaultCode) as Brand);
  }

  /**
   * What the page and `brand!current` expose for a brand: the file's public brand with the
   * operators' pages in place, and a version that changes when they do (empty: the file's alone).
   */
  async current(db: DbOrTx, brand: Brand): Promise<{ brand: PublicBrand; version: string }> {
    const current = await this.pages.publicBrand(db, brand);
    // The brand's own version is part of it: cached page shells are rebuilt after a save.
    return { ...current, version: `v${brand.version}|${current.version}` };
  }

  /** A PNG icon of the brand; rendered on first use and kept. */
  icon(brand: Brand, kind: IconKind): Promise<Buffer> {
    const key = `${brand.config.code}@${brand.version}/${kind}`;
    let rendered = this.icons.get(key);
    if (!rendered) {
      rendered = renderIcon(brand, kind);
      this.icons.set(key, rendered);
    }
    return rendered;
  }

  /** Renders every icon up front so the first manifest fetch is not slowed by sharp. */
  async warm(): Promise<void> {
    const kinds: IconKind[] = ['icon-192', 'icon-512', 'maskable-512', 'apple-touch-180'];
    await Promise.all(
      [...this.brands.values()].flatMap((brand) => kinds.map((kind) => this.icon(brand, kind))),
    );
  }
}

/** Reads and validates every `brand-assets/<code>/brand.json` with its artwork. */
export function readBrandFiles(dir: string): BrandSource[] {
  const sources: BrandSource[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const brandDir = path.join(dir, entry.name);
    const file = path.join(brandDir, 'brand.json');
    if (!fs.existsSync(file)) continue;
    const parsed = brandConfig.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
    const config = parsed.data;
    if (config.code !== entry.name) throw new Error(`${file}: code must equal its folder name`);
    sources.push({
      config,
      logoSvg: fs.readFileSync(path.join(brandDir, config.logo)),
      iconSvg: fs.readFileSync(path.join(brandDir, config.icon)),
      version: 0,
      enabled: true,
    });
  }
  return sources;
}

async function renderIcon(brand: Brand, kind: IconKind): Promise<Buffer> {
  const sharp = await loadSharp();
  const size = kind === 'icon-192' ? 192 : kind === 'apple-touch-180' ? 180 : 512;
  if (kind !== 'maskable-512') {
    return sharp(brand.iconSvg, { density: 300 }).resize(size, size).png().toBuffer();
  }
  // Maskable icons keep their artwork inside the central 80 % safe zone on a full-bleed background.
  const inner = Math.round(size * 0.7);
  const art = await sharp(brand.iconSvg, { density: 300 }).resize(inner, inner).png().toBuffer();
  return sharp({
    create: { width: size, height: size, channels: 4, background: brand.config.colours.primary },
  })
    .composite([{ input: art, gravity: 'centre' }])
    .png()
    .toBuffer();
}
