// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', 'tests/.artifacts/', 'demo-host/audio/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // One order for imports, fixed by `eslint --fix`: a reader finds an import where it belongs.
    // Not in src/: the bundler's merging of common chunks into an entry depends on import order,
    // and the sorted order split the partner entry (dist/voice-widget.js) into two files, which put
    // a partner page over its 5 KB (5.06 KB in French; docs/benchmarks.md "test:budget").
    ignores: ['src/**'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: { 'simple-import-sort/imports': 'error', 'simple-import-sort/exports': 'error' },
  },
  {
    // Type-aware rules: a promise nobody awaits or catches loses its error silently, and a
    // promise where a void callback is expected (an event listener) is never awaited.
    files: ['**/*.{ts,tsx,mts,cts}'],
    ignores: ['**/*.d.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Short bodies: a function or component that does one job fits on a screen or two.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, IIFEs: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Data, not logic: a language's texts or lexicon, and the REST route table (one row per route of
    // docs/behaviour.md §7), are each one table, as long as the language or the platform needs.
    files: [
      'server/dialogue/understand/**/lexicon*.ts',
      'server/dialogue/understand/langs/**',
      'src/common/i18n/langs/**',
      'src/core/api/routes.ts',
    ],
    rules: { 'max-lines': 'off' },
  },
  {
    // Type tests declare values only to take their types.
    files: ['**/*.test-d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
