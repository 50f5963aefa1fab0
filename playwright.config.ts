import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
    existsSync(p),
  )

// Port and output folder can be moved so that two suites (or a suite and a manual preview) never
// share a server or overwrite each other's build.
const port = Number(process.env.E2E_PORT ?? 4174)
const outDir = process.env.E2E_OUT_DIR ?? 'dist-demo'

/** End-to-end tests in real Chromium against the production build with mocking on (demo build). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(chromiumPath ? { executablePath: chromiumPath } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // Latency 0 keeps the suite fast; the demo build otherwise answers after a few hundred ms.
    command: `vite build --mode demo --logLevel warn --outDir ${outDir} && vite preview --mode demo --outDir ${outDir} --port ${port} --strictPort`,
    env: { VITE_MOCK_LATENCY_MS: '0' },
    port,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
})
