// ESLint: TypeScript, Astro (with its accessibility rules), React hooks and the
// import boundaries of docs/ARCHITECTURE.md. `npm run lint` fails on any
// error or warning.
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { importBoundaries } from './scripts/lint/import-boundaries.js';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-fixture/',
      '.fixture-cache/',
      '**/.astro/',
      '.bench/',
      'node_modules/',
      'content/',
      'data/',
      'public/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-strict'],
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y-x': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.configs.strict.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Config files and the lint rule run on Node.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly', console: 'readonly' } },
  },
  {
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    settings: { 'import-boundaries/root': path.resolve(import.meta.dirname) },
    rules: {
      'local/import-boundaries': 'error',
      // One zod import style: 'zod' (astro/zod re-exports the same package; zod/mini stays for the contact form's bundle).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'astro/zod',
              message: "Import zod from 'zod' (one style across the code; astro/zod is the same package).",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A function a newcomer reads in one go: at most 80 lines in production code (a test's describe block is a list
    // of cases, not a function to follow, so tests are left out).
    files: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.{ts,js}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
);
