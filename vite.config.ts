// Vite build of the buyer PWA: file-based code-split routes (TanStack Router), the Lingui macro
// (Babel through @rolldown/plugin-babel), vanilla-extract styles, and the injectManifest service
// worker from `sw/`. The web app manifest is per brand and served by the server, so the PWA
// plugin's own manifest is off. Brotli and gzip (Zopfli) siblings of every text asset are written
// after the build so the server can send them precompressed (scripts/precompress.mjs).
import fs from 'node:fs';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressFiles } from './scripts/precompress.mjs';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

// What the service worker stores at installation (workbox precache); the same rule sizes the app
// for the install page.
const precachedExtensions = ['js', 'css', 'svg', 'woff2'];
const notPrecached = [/^assets\/locale-/, /^sw\.js$/, /^workbox-/];
function isPrecached(relative: string): boolean {
  const extension = path.extname(relative).slice(1);
  return precachedExtensions.includes(extension) && !notPrecached.some((re) => re.test(relative));
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Writes `.br` and `.gz` beside each compressible output file (after the service worker build),
 * then `app-size.json`: the bytes a first installation downloads (gzip, as the server sends them).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let cacheDir = 'node_modules/.cache/caravan-precompress';
  return {
    name: 'caravan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      cacheDir = path.resolve(config.root, cacheDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const sources = walk(outDir).filter(
          (file) => compressible.test(file) && fs.statSync(file).size >= 512,
        );
        await precompressFiles(sources, cacheDir);
        let precacheBytes = 0;
        let files = 0;
        for (const file of walk(outDir)) {
          const relative = path.relative(outDir, file).split(path.sep).join('/');
          if (!isPrecached(relative)) continue;
          const gzip = `${file}.gz`;
          precacheBytes += fs.statSync(fs.existsSync(gzip) ? gzip : file).size;
          files += 1;
        }
        fs.writeFileSync(
          path.join(outDir, 'app-size.json'),
          JSON.stringify({ precacheBytes, files }),
        );
      },
    },
  };
}

/**
 * Lists, in index.html, the code of the modules the entry imports dynamically at start
 * (`startModules`, src/main.tsx) as if it imported them statically: preloaded with the page (no
 * round trip after the entry's), their styles in the head, counted in the first render by
 * `bench:bundle`. The import stays dynamic so that those modules are evaluated in a task of their
 * own.
 */
function startChunks(startModules: readonly RegExp[]): Plugin {
  return {
    name: 'caravan-start-chunks',
    apply: 'build',
    // After Vite has written its own tags into index.html (in its generateBundle), so these come
    // after them, in the order the modules load.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(visit);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) styles.add(sheet);
        };
        for (const id of startModules) {
          const chunk = chunks.find((candidate) => id.test(candidate.facadeModuleId ?? ''));
          if (!chunk) throw new Error(`startChunks: no chunk for ${id}`);
          visit(chunk.fileName);
        }
        const html = String(page.source);
        const listed = (file: string) => html.includes(`/${file}"`);
        const tags = [
          ...[...files]
            .filter((file) => !listed(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...styles]
            .filter((sheet) => !listed(sheet))
            .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`),
        ];
        page.source = html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}

// WEB_DIST lets a test run build into a folder of its own (the server reads the same variable).
const webDist = process.env.WEB_DIST ?? 'dist';

/** The PWA. */
const clientBuild: UserConfig = {
  build: {
    outDir: webDist,
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Each of these libraries in one chunk of its own. Left to the bundler, their modules were
        // spread over a dozen small shared chunks (split by which route uses which hook): each
        // with its own import list and a compression dictionary started afresh, about 4 KB gzip
        // more for the first screen, which needs nearly all of them anyway.
        codeSplitting: {
          groups: [
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            {
              name: 'router',
              test: /node_modules[\\/]@tanstack[\\/](router-core|react-router|history|store|react-store)[\\/]/,
            },
            { name: 'lingui', test: /node_modules[\\/]@lingui[\\/]/ },
          ],
        },
        chunkFileNames(chunk) {
          const id = chunk.facadeModuleId ?? chunk.moduleIds[0] ?? '';
          const locale = /[/\\]locales[/\\]([a-z]+)[/\\]messages\.ts$/.exec(id);
          if (locale) return `assets/locale-${locale[1]}-[hash].js`;
          // The chat's and the account's catalogs: like the storefront's, cached on use rather than
          // precached (the PWA fetches the account's once idle, so the worker has it offline).
          const extra = /[/\\]locales[/\\]([a-z]+)[/\\](chat|account)\.ts$/.exec(id);
          return extra
            ? `assets/locale-${extra[1]}-${extra[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
};

/**
 * The server's renderer of the catalogue pages (src/entry-server.tsx), built by `vite build --ssr`
 * beside the PWA (never inside it, so it is not served or precached): `<web dist>-ssr/`. Its
 * dependencies are bundled in, so it runs wherever the build folder is.
 */
const ssrBuild: UserConfig = {
  build: {
    outDir: `${webDist}-ssr`,
    emptyOutDir: true,
    target: 'node20',
    ssr: 'src/entry-server.tsx',
    sourcemap: false,
  },
  ssr: { noExternal: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(new Date().toISOString()),
    // The renderer bundles React and friends in: their production builds, whatever NODE_ENV the
    // server runs with.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Only the page itself gets its own chunk. A route's error and not-found pages stay with the
      // route's definition (they are the shared page states, already in the shell): fetched late,
      // they were missing exactly when needed, after the connection dropped, and the router reloads
      // the page on a missing chunk, which offline ends on the browser's offline screen.
      codeSplittingOptions: { defaultBehavior: [['component']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    babel({
      include: /[/\\]src[/\\].*\.[jt]sx?(\?.*)?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    vanillaExtractPlugin(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // index.html is brand-injected by the server, so the worker caches it at run time
          // instead of precaching the unbranded build copy; locale chunks are cached on use.
          globPatterns: [`**/*.{${precachedExtensions.join(',')}}`],
          globIgnores: ['**/locale-*.js', 'sw.js', 'workbox-*.js'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    // React DOM (src/main.tsx).
    !isSsrBuild && startChunks([/[/\\]node_modules[/\\]react-dom[/\\]client\.js$/]),
    !isSsrBuild && precompress(),
  ],
  resolve: {
    alias: {
      // TanStack Store asks for the shim, which carries its own useSyncExternalStore for React
      // before 18; React 19 has it, and the package's non-shim entry uses React's.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  ...(isSsrBuild ? ssrBuild : clientBuild),
  server: {
    proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' },
  },
}));
