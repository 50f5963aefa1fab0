/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig, loadEnv } from 'vite'

// Modes: `development` (npm run dev) and `demo` run on the mock backend; `production` does not.
// VITE_ENABLE_MOCKS comes from the .env.<mode> files and can be overridden in the environment.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const mocking = env.VITE_ENABLE_MOCKS === 'true'
  return {
    plugins: [
      // Route generation options live in tsr.config.json, shared with scripts/generate-routes.mjs.
      tanstackRouter({ autoCodeSplitting: true }),
      react(),
      tailwindcss(),
      // Serves and emits mockServiceWorker.js only when mocking is on: no worker in production.
      ...(mocking && mode !== 'test' ? [msw({ mode: 'worker-only' })] : []),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      manifest: true,
      // Hidden maps: not referenced by the bundle, used by scripts/check-prod-bundle.mjs.
      sourcemap: 'hidden',
    },
    server: { port: 5173 },
    preview: { port: mode === 'demo' ? 4174 : 4173 },
    test: {
      globals: false,
      css: false,
      restoreMocks: true,
      testTimeout: 15_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
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
            include: ['mocks/**/*.test.ts', 'tests/{contract,lint,support}/**/*.test.ts'],
          },
        },
      ],
    },
  }
})
