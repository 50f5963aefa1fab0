/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv, type Plugin } from 'vite'

import { buildMetaPlugin } from './build/build-meta.ts'
import { cspPlugin } from './build/csp-plugin.ts'
import { prerenderPlugin } from './build/prerender.ts'
import { productionConfigPlugin } from './build/production-config.ts'
import { retryableImportsPlugin } from './build/retryable-imports.ts'
import { demoSeedPlugin } from './mocks/seed/vite-plugin.ts'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
}

/**
 * Mock mode only. MSW's cookie jar (tough-cookie) asks tldts for a host's registrable domain,
 * and tldts ships the whole public-suffix list: ~100 KB gzip, a third of the mock backend a first
 * visit loads before the app renders (bench/budgets.json). The jar only ever holds the app's own
 * host-only cookies, so "the last two labels, none for IP addresses" answers the same for them.
 */
function registrableDomainLite(): Plugin {
  const id = '\0tldts-lite'
  return {
    name: 'catalyst-tldts-lite',
    enforce: 'pre',
    resolveId: (source) => (source === 'tldts' ? id : undefined),
    load: (source) =>
      source === id
        ? `export function getDomain(host) {
  if (!host || /^[\\d.]+$/.test(host) || host.includes(':')) return null
  const labels = host.replace(/\\.$/, '').split('.')
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}`
        : undefined,
  }
}

// Modes: `development` (npm run dev) and `demo` run on the mock backend; `production` does not.
// VITE_ENABLE_MOCKS comes from the .env.<mode> files and can be overridden in the environment.
export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const mocking = env.VITE_ENABLE_MOCKS === 'true'
  // One policy for the production and demo builds (docs/security.md).
  const csp = {
    apiBaseUrl: env.VITE_API_BASE_URL,
    socketUrl: env.VITE_SOCKET_URL,
    ipLocationUrl: env.VITE_IP_LOCATION_URL,
    // Stripe's embedded checkout (Pricing) only when its key is configured; the mock provider is ours.
    extra: env.VITE_STRIPE_PUBLISHABLE_KEY?.trim()
      ? {
          'script-src': ['https://js.stripe.com'],
          'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
          'connect-src': ['https://api.stripe.com'],
        }
      : {},
  }
  return {
    plugins: [
      // Route generation options live in tsr.config.json, shared with scripts/generate-routes.mjs.
      tanstackRouter({ autoCodeSplitting: true }),
      react(),
      tailwindcss(),
      // Serves and emits mockServiceWorker.js only when mocking is on: no worker in production.
      ...(mocking && mode !== 'test' && !isSsrBuild ? [msw({ mode: 'worker-only' })] : []),
      ...(mocking ? [registrableDomainLite()] : []),
      // The demo seed computed at build time; inert unless mock code imports it (never in production).
      demoSeedPlugin({
        templateModule: fileURLToPath(new URL('./mocks/seed/demo-template.ts', import.meta.url)),
        alias,
      }),
      cspPlugin(csp),
      // A production build (mocking off) fails on missing or malformed backend settings.
      productionConfigPlugin(env, { mocking }),
      // A chunk that failed to load is requested again on Retry (src/lib/chunk-retry.ts).
      retryableImportsPlugin(),
      // Moves the source maps and the manifest out of the served folder (docs/security.md).
      // Not in the prerenderer's own server build, which writes into that metadata folder.
      ...(isSsrBuild ? [] : [buildMetaPlugin()]),
      // The public pages as HTML, hydrated in the browser (docs/real-backend.md, "Serving the prerendered pages").
      prerenderPlugin(),
    ],
    resolve: { alias },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      // The manifest and hidden source maps (the bundle does not reference them) are for error
      // reporting and the project's scripts (check-prod-bundle, bench), never for browsers:
      // buildMetaPlugin moves them out of the served folder to `<outDir>-meta/`.
      manifest: true,
      sourcemap: 'hidden',
      // A flat first load (issue 18): few chunks, announced up front (build/prerender.ts). The
      // framework every page runs is one chunk; automatic common chunks under 16 KB of source are
      // copied into the chunks that use them instead of being fetched one by one. The sign-in page
      // went from 42 files to 7 for +0.3 KiB gzip; the whole build grows (1,220 -> 1,455 KiB gzip,
      // the copies), no page's first load by more than 1.5 KiB. Not in the prerenderer's own
      // server build, whose entry must keep its exports.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
                groups: [
                  {
                    name: 'core',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|query-core|react-query)|tailwind-merge|clsx|class-variance-authority)[\\/]|vite[\\/]preload-helper|src[\\/]lib[\\/](cn|error-messages)\.ts/,
                    priority: 20,
                  },
                  {
                    // The sanitiser and DOMPurify in one chunk of their own, loaded with rich text:
                    // tests/e2e/support/csp.ts recognises its parses by this name.
                    name: 'sanitize-html',
                    test: /[\\/]node_modules[\\/]dompurify[\\/]|src[\\/]lib[\\/]sanitize[\\/]/,
                    priority: 15,
                  },
                ],
              },
            },
          },
    },
    server: { port: 5173 },
    // Sends the policy read from the build's index.html, plus frame-ancestors (build/csp-plugin.ts).
    preview: { port: mode === 'demo' ? 4174 : 4173 },
    test: {
      globals: false,
      css: false,
      restoreMocks: true,
      testTimeout: 15_000,
      // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI
      // machine, which ran the suite in twice the time. The main process only schedules and
      // transforms (a few per cent of the run), so every core can run test files.
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            // One module graph per worker instead of one per file: each file otherwise imports
            // the app, its mock backend and jsdom's globals again, about half of this project's
            // time. tests/setup.ts gives every file a clean browser state. (The node project keeps
            // isolation: its contract suites ran several times slower without it.)
            isolate: false,
            setupFiles: ['./tests/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          },
        },
        {
          // The mock backend and the contract run where a server would: in Node.
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            setupFiles: ['./tests/setup-node.ts'],
            include: [
              'mocks/**/*.test.ts',
              'build/**/*.test.ts',
              'tests/{contract,lint,support,security}/**/*.test.ts',
            ],
          },
        },
      ],
    },
  }
})
