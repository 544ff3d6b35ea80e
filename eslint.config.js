import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Imports flow one way: a remote never imports another remote's code, nor the shell's. Scripts and configs (.mjs)
// too, so a build or start script cannot reach into an app either.
const importBoundary = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/mf-*/**', '@uaeaf/mf-*', '**/shell/**', '@uaeaf/shell'],
          message: 'share code through shared/',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      ...importBoundary,
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: importBoundary,
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'api/**/*.ts', 'e2e/**/*.ts', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Plain-JS modules of the shell that also run in the page (inlined into index.html).
    files: ['shell/src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
