import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';

export default ts.config(
  {
    ignores: ['dist', 'lib', 'node_modules', 'reports', 'test-results', 'playwright-report', '.lighthouse'],
  },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'], svelteConfig } },
  },
  {
    // The core is plain TypeScript: no Svelte, no DOM, no UI, no Node built-ins.
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['svelte', 'svelte/*', '*.svelte'], message: 'src/core must not depend on Svelte.' },
            { group: ['**/ui/**', '../ui', '../../ui'], message: 'src/core must not import src/ui.' },
            { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: 'src/core runs in any JS host.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'location'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='eval']",
          message: 'No eval: the page runs under a strict CSP.',
        },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: strict CSP.' },
      ],
    },
  },
  {
    files: ['src/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
  {
    // The page imports the core only through its entry point.
    files: ['src/ui/**/*.{ts,svelte}', 'src/*.{ts,svelte}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/core/*', '!**/core/index', '!**/core/index.ts'],
              message: 'Import src/core/index.ts only.',
            },
          ],
        },
      ],
    },
  },
);
