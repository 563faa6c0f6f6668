// Lint: type-aware TypeScript rules, import boundaries between src / sw / server / domain
// (ARCHITECTURE.md "Import rules"), no import cycles, and no raw UI strings in JSX.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
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
    // import-x reads an imported file only when its extension is listed and a parser is named for
    // it; without these two settings every `.ts` import was skipped and no-cycle reported nothing.
    // The TypeScript resolver follows the `.ts` specifiers.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true }),
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
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
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
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
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
