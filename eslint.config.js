// @ts-check
import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  } catch {
    return []
  }
})()

// One-way dependencies (ARCHITECTURE.md): components, lib, api, config -> features -> routes/app.
// No feature imports another; src never imports mocks except the lazy mock boot in main.tsx.
const boundaryZones = [
  ...['components', 'lib', 'api', 'config'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/routes', './src/app'],
    message: `src/${layer} sits below features, routes and app: it must not import them.`,
  })),
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features must not import routes or app; routes compose features.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in a route.',
  })),
  {
    target: './src',
    from: './mocks',
    except: [],
    message: 'src never imports mocks (only the lazy import in main.tsx, which is allowed inline).',
  },
  {
    target: './mocks',
    from: ['./src/features', './src/routes', './src/app', './src/components'],
    message: 'The mock backend depends only on the contract (src/api/generated) and src/config.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'storybook-static',
      'coverage',
      'reports',
      'test-results',
      'playwright-report',
      'src/api/generated',
      'src/routeTree.gen.ts',
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
    // Resolves the @/ and @mocks/ aliases so the boundary zones see real file paths.
    settings: {
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
    files: ['tests/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx', '.storybook/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
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
