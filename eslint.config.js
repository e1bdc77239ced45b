// @ts-check
import js from '@eslint/js';
import fs from 'node:fs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Apps never import apps; packages never import apps. */
const noServerImports = {
  group: ['@ascend/server', '**/apps/server/**'],
  message: 'do not import the server',
};

const webFeatures = fs.existsSync('apps/web/src/features')
  ? fs.readdirSync('apps/web/src/features')
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      '**/public/pre-paint.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['bench/**', 'e2e/scripts/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // The web app: hooks rules and accessibility.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // One-way imports in the web app: shared code never imports features or app/; features never
  // import app/ or one another (app/ composes them).
  {
    files: ['apps/web/src/{components,lib,hooks}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '**/features/*', '**/app/*'],
              message: 'shared code must not depend on features or app/',
            },
            noServerImports,
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'features must not import other features; compose them in app/',
            },
            { group: ['@/app/*', '**/app/*'], message: 'features must not import app/' },
            noServerImports,
          ],
        },
      ],
    },
  })),
  // The server's shared pieces of authentication serve both services and belong to neither; the
  // product API's authentication reaches the auth service only through them.
  {
    files: ['apps/server/src/identity/**/*.ts', 'apps/server/src/api/http/**/*.ts'],
    // Tests mint tokens with the auth service's own signer.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/auth/**'],
              message: 'shared authentication lives in identity/, not inside the auth service',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/identity/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/auth/**', '**/api/**'],
              message:
                'identity/ is shared by the auth service and the product API: it imports neither',
            },
          ],
        },
      ],
    },
  },
  // The auth service's errors come from its catalogue, so a code always answers with one status.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/auth/http/auth-errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AuthError']",
          message: 'make auth errors with the catalogue, authErrors in auth/http/auth-errors.ts',
        },
      ],
    },
  },
  // The read cache is one store behind one interface (db/read-cache/read-cache.ts): its entries,
  // change feed and bounds are no other module's business, and http/ (serialisation included) knows
  // nothing of it. (The typescript-eslint rule, so the blocks above keep their no-restricted-imports.)
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/read-cache/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/read-cache/*', '!**/read-cache/read-cache.js'],
              message: 'use the read cache through db/read-cache/read-cache.ts only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/http/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/read-cache/**'],
              message:
                'http/ knows nothing of the read cache (a handler marks a shared value: unchanging())',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{main.tsx,app/**}', 'packages/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServerImports] }] },
  },
);
