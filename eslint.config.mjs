// Lint rules for the whole tree. Besides style-free correctness rules, the
// import boundaries keep the layering design.md describes: shared/domain and
// shared/contracts stay pure (the web imports them), the web never reaches into
// server code, and presentational components never depend on features.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverOnlyPackages = [
  '@nestjs/*',
  'typeorm',
  'pg',
  'ioredis',
  'bullmq',
  'express',
  'express-session',
  'passport',
  'cheerio',
  'openai',
  'rate-limiter-flexible',
  'node:*',
];

/** What browser code may not import: server modules of the API and server-only packages. */
const browserImportLimits = [
  {
    regex: '^@api/(?!shared/(domain|contracts)/)',
    message: 'The web may import only @api/shared/domain and @api/shared/contracts.',
  },
  { group: serverOnlyPackages, message: 'Server code does not belong in the browser bundle.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist/**',
      'web/dist-ssr/**',
      '.data/**',
      'coverage/**',
      'web/e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Scraped feeds and pages are input from strangers: no pattern may backtrack super-linearly on them.
  regexpPlugin.configs.recommended,
  {
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-control-regex': 'off',
    },
  },
  {
    // CommonJS on purpose (jest's test support loads them): require is how they import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['api/src/shared/domain/**/*.ts', 'api/src/shared/contracts/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverOnlyPackages,
              message: 'shared/domain and shared/contracts are imported by the web: keep them free of server code.',
            },
            {
              group: [
                '../../modules/*',
                '../../database/*',
                '../../queues/*',
                '../../http/*',
                '../../redis/*',
                '../../config/*',
                '@api/modules/*',
              ],
              message: 'shared/domain and shared/contracts may import only each other.',
            },
          ],
        },
      ],
    },
  },
  {
    // The worker reaches the api's modules only through their stores (one owner per table), the
    // store modules that provide them, their entities and the link builders emails need; services,
    // controllers and DTOs belong to the HTTP side. Infrastructure (config, queues, mail, shared) is open.
    files: ['worker/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@api/modules/(?!.+(?:\\.store|-store\\.module|\\.entity|-links)$)',
              message:
                'The worker imports from an api module only its stores, store modules, entities and link builders.',
            },
            { group: ['**/api/src/**'], message: 'Import api code through the @api alias.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    // Component tests run in node and may read files; they are never bundled.
    ignores: ['**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...browserImportLimits],
        },
      ],
    },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserImportLimits,
            { group: ['**/features/*', '**/features/**'], message: 'Shared components must not depend on features.' },
          ],
        },
      ],
    },
  },
);
