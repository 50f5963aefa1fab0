// @ts-check
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import vitest from '@vitest/eslint-plugin'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'

import { boundaryZones } from './eslint.boundaries.js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'coverage',
      'reports',
      'test-results',
      'playwright-report',
      'src/api/generated',
      'src/routeTree.gen.ts',
      'src/api/response-validators.gen.ts',
      'public/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX },
    // Resolves the @/ and @mocks/ aliases so the boundary zones see real file paths; the
    // extensions let no-cycle follow imports into TypeScript files (import-x reads only .js
    // files by default, and so would find no cycle at all).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Cycles of value imports, as they are typed; tests/lint/import-cycles.test.ts also counts
      // `import type`, which this rule skips. Packages are not followed (their cycles are theirs).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render rich text through lib/sanitize (SafeHtml) only.',
        },
      ],
    },
  },
  {
    files: ['src/lib/sanitize/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // What keeps the first load small (docs/performance.md); bench:bundle measures it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              allowTypeImports: true,
              message:
                "Raise toasts with `toast` from '@/lib/toast': sonner loads with the first toast.",
            },
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Use 'zod/mini': zod classic adds about 26 KiB gzip to every page using it.",
            },
          ],
          patterns: [
            {
              group: ['**/generated/zod.gen'],
              allowTypeImports: true,
              message:
                'The contract schemas are for development and tests (src/api/response-validators.gen.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/ui/sonner-toaster.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/main.tsx'],
    // The one sanctioned src -> mocks edge: the lazily imported mock boot.
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  reactHooks.configs.flat['recommended-latest'],
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.test.{ts,tsx}', 'tests/{integration,contract}/**/*.{ts,tsx}', 'tests/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // A test must be able to fail when its data disappears: no assertion that runs only when a
    // condition holds, and no test without one. Helpers named expect* or assert* assert.
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/no-conditional-expect': 'error',
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*'] }],
    },
  },
  {
    files: ['tests/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx', '.storybook/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // No hand-written file over 300 lines (issue 33), counting every line: a file that long holds
    // more than one idea. Test files are exempt (a suite reads best whole), their support files
    // and data are not; generated code is the generator's. Files ESLint does not read (the
    // contract, docs, JSON) are measured by tests/lint/file-sizes.test.ts.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/*.gen.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['*.config.{js,ts}', 'scripts/**/*.{js,mjs,ts}', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
)
