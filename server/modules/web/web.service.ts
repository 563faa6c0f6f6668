// Serving the built PWA: finds files under the build folder (never outside it), picks a
// precompressed sibling the client accepts, and renders index.html with the request's brand
// (title, theme colour, manifest link, CSS variables and the brand JSON) so the first paint is
// already branded. Rendered pages are kept per brand until the build changes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  brandInLanguage,
  localizedText,
  type BrandColours,
  type PublicBrand,
} from '../../../domain/brand.ts';
import {
  bcp47,
  defaultLanguage,
  isLanguageCode,
  isRtl,
  type LanguageCode,
} from '../../../domain/i18n/languages.ts';
import type { Brand } from '../brand/index.ts';

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among brotli, gzip and none (q=0 excludes). */
export function negotiateEncoding(header: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

export interface StaticFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/** The file under root for a URL path, or undefined (missing, a folder, or escaping root). */
export function resolveStatic(root: string, urlPath: string): StaticFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return undefined;
  try {
    const stat = fs.statSync(full);
    return stat.isFile() ? { path: full, size: stat.size, mtimeMs: stat.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** A precompressed sibling (`.br` / `.gz`) of a file for the negotiated encoding, if built. */
export function precompressed(
  file: StaticFile,
  encoding: Encoding,
): { file: StaticFile; encoding: Encoding } {
  if (encoding === 'identity') return { file, encoding };
  const sibling = `${file.path}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    const stat = fs.statSync(sibling);
    if (stat.isFile())
      return { file: { path: sibling, size: stat.size, mtimeMs: stat.mtimeMs }, encoding };
  } catch {
    // no sibling: fall through to the plain file
  }
  return { file, encoding: 'identity' };
}

/** Hashed build output never changes under its name; everything else is revalidated. */
export function isImmutableAsset(urlPath: string): boolean {
  return /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(urlPath);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const cssVariableNames: Record<keyof BrandColours, string> = {
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

const headMarker = '<!--caravan:brand-head-->';

/**
 * The buyer's language as the PWA last stored it (cookie `lang`), if the brand shows it; the page
 * is then rendered with the right `<html lang dir>` and that language's catalog preloaded.
 */
export function languageOf(cookieHeader: string | undefined, brand: Brand): LanguageCode {
  const value = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  return isLanguageCode(value) && !brand.config.hiddenLanguages.includes(value)
    ? value
    : defaultLanguage;
}

export interface PageOptions {
  lang: LanguageCode;
  /** Built file of the language's catalog chunk, from the Vite manifest. */
  localeChunk?: string;
  /** Built files of the requested route's code (component chunk and its imports). */
  routeChunks?: readonly string[];
  /** An API call the first route makes at once, preloaded with the page (same URL as the PWA's). */
  preloadCall?: string;
  /** The platform's time zone (PLATFORM_TZ), in which the wire's times are written. */
  timeZone?: string;
}

/** index.html with the brand's head elements in place of the marker. */
function injectBrand(
  template: string,
  brand: Brand,
  publicBrand: PublicBrand,
  options: PageOptions = { lang: defaultLanguage },
): string {
  const { colours } = brand.config;
  const variables = (Object.keys(cssVariableNames) as Array<keyof BrandColours>)
    .map((key) => `${cssVariableNames[key]}:${colours[key]}`)
    .join(';');
  const head = [
    `<title>${escapeHtml(localizedText(brand.config.title, options.lang))}</title>`,
    `<meta name="description" content="${escapeHtml(localizedText(brand.config.description, options.lang))}">`,
    `<meta name="theme-color" content="${colours.primary}">`,
    // The app reads the wire's times in this zone (src/lib/time.ts).
    options.timeZone
      ? `<meta name="caravan-time-zone" content="${escapeHtml(options.timeZone)}">`
      : '',
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="icon" href="/brand/icon-192.png" type="image/png">`,
    `<link rel="apple-touch-icon" href="/brand/apple-touch-180.png">`,
    `<style id="caravan-brand-vars">:root{${variables}}</style>`,
    `<script type="application/json" id="caravan-brand">${scriptJson(brandInLanguage(publicBrand, options.lang))}</script>`,
    ...[options.localeChunk, ...(options.routeChunks ?? [])]
      .filter((file): file is string => Boolean(file))
      .map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}">`),
    options.preloadCall
      ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(options.preloadCall)}">`
      : '',
  ].join('');
  const page = template.replace(
    /<html[^>]*>/,
    `<html lang="${bcp47[options.lang]}" dir="${isRtl(options.lang) ? 'rtl' : 'ltr'}">`,
  );
  return page.includes(headMarker)
    ? page.replace(headMarker, head)
    : page.replace('</head>', `${head}</head>`);
}

export interface RenderedPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

interface BuildChunks {
  /** Language code -> built catalog chunk. */
  locales: Map<string, string>;
  /** First path segment ('index', 'commodity', ...) -> the route's component chunk and its imports. */
  routes: Map<string, string[]>;
  /** First path segment -> the style sheets of those chunks (a server-rendered page needs them). */
  styles: Map<string, string[]>;
}

/** What to preload per language and per route, from the build's `.vite/manifest.json`. */
function buildChunks(webDist: string): BuildChunks {
  const chunks: BuildChunks = { locales: new Map(), routes: new Map(), styles: new Map() };
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const shell = new Set([
      entry?.file,
      ...(entry?.imports ?? []).map((key) => manifest[key]?.file),
    ]);
    const shellStyles = new Set([
      ...(entry?.css ?? []),
      ...(entry?.imports ?? []).flatMap((key) => manifest[key]?.css ?? []),
    ]);
    const closure = (key: string, into: Set<string>, styles: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return;
      into.add(chunk.file);
      for (const sheet of chunk.css ?? []) styles.add(sheet);
      for (const next of chunk.imports ?? []) closure(next, into, styles);
    };
    for (const source of Object.keys(manifest)) {
      const code = /^locales\/([a-z]+)\/messages\.ts$/.exec(source)?.[1];
      if (code) chunks.locales.set(code, manifest[source]!.file);
      const route = /^src\/routes\/(\[index\]|[A-Za-z]+)\.tsx\?tsr-split=component$/.exec(
        source,
      )?.[1];
      if (route) {
        const files = new Set<string>();
        const styles = new Set<string>();
        closure(source, files, styles);
        const segment = route === '[index]' ? 'index' : route;
        chunks.routes.set(
          segment,
          [...files].filter((file) => !shell.has(file)),
        );
        chunks.styles.set(
          segment,
          [...styles].filter((sheet) => !shellStyles.has(sheet)),
        );
      }
    }
  } catch {
    // no manifest: nothing to preload
  }
  return chunks;
}

/**
 * Renders and compresses the branded index.html, kept until the build's index.html changes or the
 * brand's operator pages do (their version is part of the key; older versions are dropped).
 */
export class PageCache {
  private readonly pages = new Map<string, { mtimeMs: number; page: RenderedPage }>();
  private readonly versions = new Map<string, string>();
  private chunks: { mtimeMs: number; build: BuildChunks } | undefined;

  constructor(
    private readonly webDist: string,
    private readonly timeZone?: string,
  ) {}

  private build(mtimeMs: number): BuildChunks {
    if (this.chunks?.mtimeMs !== mtimeMs)
      this.chunks = { mtimeMs, build: buildChunks(this.webDist) };
    return this.chunks.build;
  }

  /** The style sheets of a route's chunks (beyond the shell's), for a server-rendered page. */
  routeStyles(segment: string): readonly string[] {
    const index = resolveStatic(this.webDist, '/index.html');
    return (index && this.build(index.mtimeMs).styles.get(segment)) ?? [];
  }

  private readonly styleTexts = new Map<string, string | undefined>();

  /** A built style sheet's text (`assets/x.css`), read once per build; undefined when missing. */
  styleText(file: string): string | undefined {
    if (!this.styleTexts.has(file)) {
      const found = resolveStatic(this.webDist, `/${file}`);
      // Inside a <style> element, only `</style` could end it early; built CSS never has it.
      const text = found ? fs.readFileSync(found.path, 'utf8') : undefined;
      this.styleTexts.set(file, text?.includes('</') ? undefined : text);
    }
    return this.styleTexts.get(file);
  }

  /** True when the build has a route chunk for this first path segment. */
  hasRoute(segment: string): boolean {
    const index = resolveStatic(this.webDist, '/index.html');
    return Boolean(segment && index && this.build(index.mtimeMs).routes.has(segment));
  }

  get(
    brand: Brand,
    lang: LanguageCode = defaultLanguage,
    preloadCall?: string,
    route = '',
    current: { brand: PublicBrand; version: string } = { brand: brand.public, version: '' },
  ): RenderedPage | undefined {
    const index = resolveStatic(this.webDist, '/index.html');
    if (!index) return undefined;
    const code = brand.config.code;
    if (this.versions.get(code) !== current.version) {
      for (const key of this.pages.keys()) if (key.startsWith(`${code}|`)) this.pages.delete(key);
      this.versions.set(code, current.version);
    }
    const key = `${code}|${lang}|${preloadCall ?? ''}|${route}`;
    const cached = this.pages.get(key);
    if (cached && cached.mtimeMs === index.mtimeMs) return cached.page;
    const build = this.build(index.mtimeMs);
    const body = Buffer.from(
      injectBrand(fs.readFileSync(index.path, 'utf8'), brand, current.brand, {
        lang,
        localeChunk: build.locales.get(lang),
        routeChunks: build.routes.get(route),
        preloadCall,
        timeZone: this.timeZone,
      }),
    );
    const page: RenderedPage = {
      body,
      br: zlib.brotliCompressSync(body),
      gzip: zlib.gzipSync(body, { level: 9 }),
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
    };
    this.pages.set(key, { mtimeMs: index.mtimeMs, page });
    return page;
  }
}

const rootMarker = '<div id="root"></div>';

/**
 * A branded page with a server-rendered app in it: the app's HTML in the root element, the route's
 * style sheets in the head (the HTML shows before the scripts that would load them), and the query
 * cache it was rendered with, from which the PWA hydrates (src/main.tsx).
 */
export function withRenderedApp(
  page: string,
  rendered: { html: string; state: unknown },
  url: string,
  styles: readonly string[],
  styleText: (file: string) => string | undefined = () => undefined,
): string {
  const links = styles
    .map((sheet) => `<link rel="stylesheet" href="/${escapeHtml(sheet)}">`)
    .join('');
  // The URL it was rendered for: the service worker keeps one page for offline use, which the PWA
  // then opens at other URLs too, and hydrates only where it matches.
  const state = `<script type="application/json" id="caravan-ssr" data-url="${escapeHtml(url)}">${scriptJson(rendered.state)}</script>`;
  // React writes preloads for the images above the fold (fetchpriority="high") at the start of the
  // app's HTML; at the top of the head instead, the browser asks for them before the scripts and
  // style sheets the head lists, and the largest paint (usually that image) comes sooner.
  const preloads = /^(?:<link rel="preload"[^>]*>)+/.exec(rendered.html)?.[0] ?? '';
  const html = page
    .replace(/<meta charset=[^>]*>/i, (charset) => `${charset}${preloads}`)
    .replace('</head>', `${links}</head>`)
    // The page's few KB of styles travel inside it: the first paint waits for no style sheet.
    // Each link stays, inert (`media="not all"`), so the PWA's chunk loader sees the sheet as
    // loaded and does not fetch it again.
    .replace(
      /<link rel="stylesheet"( crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
      (link, crossorigin: string | undefined, file: string) => {
        const text = styleText(file);
        if (text === undefined) return link;
        return `<style>${text}</style><link rel="stylesheet"${crossorigin ?? ''} href="/${file}" media="not all">`;
      },
    )
    .replace(rootMarker, `<div id="root">${rendered.html.slice(preloads.length)}</div>${state}`);
  return startAfterContent(html);
}

const modulePreload = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The page paints without scripts, so it does not fetch them in the same moment as the images it
 * shows: its module preloads and entry script become the data of `/attach.js` (public/attach.js),
 * which starts them once the images above the fold are on screen, at the buyer's first touch, or
 * at the load event. Measured with Lighthouse (docs/performance.md), the largest paint of /index
 * came 1.1-1.3 s sooner; the app attaches a little later on a slow connection, while the page is
 * already readable and its links work.
 */
function startAfterContent(html: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  return html
    .replace(modulePreload, '')
    .replace(
      entryScript,
      `<script defer src="/attach.js" data-entry="${entry}" data-preloads="${preloads.join(' ')}"></script>`,
    );
}

/** The web app manifest of a brand (installability: name, icons 192/512 + maskable, standalone). */
export function webManifest(brand: Brand): Record<string, unknown> {
  const { config } = brand;
  return {
    id: '/',
    name: config.name,
    short_name: config.shortName,
    // One manifest per brand, cached by the browser across language switches: English text.
    description: localizedText(config.description, defaultLanguage),
    start_url: '/index?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: config.colours.background,
    theme_color: config.colours.primary,
    icons: [
      { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/brand/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
