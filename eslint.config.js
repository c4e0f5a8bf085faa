// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Modules that make code depend on React. `src/core` must stay framework-free (ARCHITECTURE.md "House rules"). */
export const REACT_MODULES = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/*',
  'react-hook-form',
  '@tanstack/react-query',
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      'test-output/',
      'bench/out/',
      'bench/out-uploads/',
      'bench/out-cold/',
      'public/mockServiceWorker.js',
      'node_modules/',
      // The example apps install the packed tarball and build with their own tools (test/apps).
      'test/apps/*/',
      // The bench's own package (react-jsonschema-form's MUI theme), installed by the bench only.
      'test/bench/rjsf-mui/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // core is shared by the form, the mock and embedding apps: it never imports React.
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REACT_MODULES,
              message:
                'src/core must not depend on React (ARCHITECTURE.md "House rules": core knows nothing of React).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'test/**', '.storybook/**', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
