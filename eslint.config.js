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

/** The server's layers below both services (docs/architecture.md). */
const serverSharedLayers = [
  'identity',
  'users',
  'passwords',
  'audit',
  'rate-limits',
  'mail',
  'db',
  'json',
  'secrets',
  'time',
  'http',
  'storage',
];

/** Kysely's `db.transaction()`: write transactions go through db/write-transaction.ts instead. */
const bareTransaction = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
  message:
    'run a write transaction with writeTransaction() (db/write-transaction.ts): one idiom, with row locks where the engine needs them',
};

/** Auth errors come from the catalogue, so a code always answers with one status. */
const inlineAuthError = {
  selector: "NewExpression[callee.name='AuthError']",
  message: 'make auth errors with the catalogue, authErrors in auth/http/auth-errors.ts',
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
  // The product API reaches what it shares with the auth service (users, passwords, the audit log,
  // the bearer authenticator) through the shared layers below, never inside the auth service. Its
  // tests and their kit sign users up through the auth service itself.
  {
    files: ['apps/server/src/api/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/auth/**'],
              message:
                'api/ imports nothing from auth/: what both services need lives in a shared layer (identity/, users/, passwords/, audit/, db/, …)',
            },
          ],
        },
      ],
    },
  },
  // The shared layers serve both services and belong to neither. Tests mint tokens and sign users
  // up with the auth service's own code.
  {
    files: serverSharedLayers.map((layer) => `apps/server/src/${layer}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/auth/**', '**/api/**'],
              message:
                'a shared layer is imported by the auth service and the product API: it imports neither',
            },
          ],
        },
      ],
    },
  },
  // One definition of each server-wide rule of syntax; the two modules that the rules point to are
  // each exempt from their own rule only.
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', inlineAuthError, bareTransaction] },
  },
  {
    files: ['apps/server/src/auth/http/auth-errors.ts'],
    rules: { 'no-restricted-syntax': ['error', bareTransaction] },
  },
  {
    files: ['apps/server/src/db/write-transaction.ts'],
    rules: { 'no-restricted-syntax': ['error', inlineAuthError] },
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
