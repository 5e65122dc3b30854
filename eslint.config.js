import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the API client in src/api.' },
      ],
    },
  },
  {
    files: ['apps/web/src/api/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'apps/web/e2e/**',
      '**/*-cli.ts',
      'apps/server/build.mjs',
      'apps/server/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
