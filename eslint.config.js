// Lint: type-aware TypeScript rules, import boundaries between src / sw / server / domain
// (ARCHITECTURE.md "Import rules"), no import cycles, and no raw UI strings in JSX.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// eslint-plugin-react 7.37's jsx-no-literals crashes on declarations without an initializer
// (`for (const x of xs)`, `let x;`) once `elementOverrides` is set; this wrapper skips those
// declarations, which cannot hold the renamed `require` it looks for anyway.
const jsxNoLiterals = react.rules['jsx-no-literals'];
const lingui = {
  rules: {
    'jsx-no-literals': {
      ...jsxNoLiterals,
      create(context) {
        const listeners = jsxNoLiterals.create(context);
        const onDeclaration = listeners.VariableDeclaration;
        if (onDeclaration)
          listeners.VariableDeclaration = (node) =>
            onDeclaration({ ...node, declarations: node.declarations.filter((d) => d.init) });
        return listeners;
      },
    },
  },
};

// A server module uses another module only through that module's index.ts (its public interface);
// server/app.ts, which assembles the modules, and tests may reach further.
const serverModules = fs
  .readdirSync(path.join(import.meta.dirname, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleZones = serverModules.map((name) => ({
  target: `./server/modules/${name}`,
  from: './server/modules',
  except: [
    `./${name}`,
    ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
  ],
  message: 'another module is used only through its index.ts',
}));

// Client features (src/features/*) are independent: one uses another only through that
// feature's index.ts. Shared UI lives in src/components, shared helpers in src/lib; neither they
// nor the features reach into the app shell (src/app) or the routes.
const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// src/routes is the composition layer: it may reach into a feature's files directly, so that each
// lazily loaded route chunk pulls in only the components it draws (an index.ts barrel would tie
// the chunks together).
const clientZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
    except: ['./index.ts'],
    message: 'a feature uses another feature only through its index.ts',
  })),
  {
    target: ['./src/features', './src/components', './src/lib', './src/styles'],
    from: ['./src/app', './src/routes'],
    message: 'shared UI goes to src/components, shared helpers to src/lib',
  },
  {
    target: ['./src/components', './src/lib', './src/styles'],
    from: './src/features',
    message: 'shared code does not depend on a feature',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-ssr/**',
      '.bench/**',
      'build/**',
      // `npm run release` output: the compiled server and its own node_modules.
      'release/**',
      'data/**',
      '.data*/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/e2e/artifacts/**',
      'src/routeTree.gen.ts',
      'locales/**/*.ts',
      'server/db/migrations/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the files an import points at with its own parser: without a TypeScript
      // parser and resolver for .ts/.tsx it parses nothing, and no-cycle / no-restricted-paths
      // see no edges at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true }),
        createNodeResolver(),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: ['./src', './sw', './server', './scripts', './tests'],
              message: 'domain/ imports nothing of ours',
            },
            {
              target: './src',
              from: ['./server', './sw', './scripts'],
              message: 'src/ may import only domain/',
            },
            {
              target: './sw',
              from: ['./server', './src', './scripts'],
              message: 'sw/ may import only domain/',
            },
            {
              target: './server',
              from: ['./src', './sw', './scripts'],
              message: 'server/ never imports src/',
            },
            ...clientZones,
          ],
        },
      ],
    },
  },
  {
    // Repeats the server/ layer zone: a rule's options here replace the ones given above.
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts', '**/*.testing.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: ['./src', './sw', './scripts'],
              message: 'server/ never imports src/',
            },
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    // Small files (docs/style.md): a server or domain file stays within 450 lines, a component
    // within 350, tests aside. Lines count as `wc -l` counts them, blank lines and comments
    // included: a reader reads those too, and the number matches the one the docs list with.
    files: ['server/**/*.ts', 'domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 450, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Plain scripts the browser loads as they are (public/ is copied into the build).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { react, 'react-hooks': reactHooks, lingui },
    settings: { react: { version: 'detect' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every visible text goes through Lingui.
      'lingui/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          // Text inside Lingui's <Trans> macro is the message itself (extracted and translated).
          elementOverrides: { Trans: { allowElement: true } },
          allowedStrings: [
            '·',
            '/',
            '|',
            '-',
            '—',
            '×',
            '$',
            '%',
            ':',
            '(',
            ')',
            '+',
            '…',
            '*',
            '›',
            '‹',
            '←',
            '→',
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'server/testing/**/*.ts', 'scripts/**/*'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'lingui/jsx-no-literals': 'off',
    },
  },
);
