import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

import { crossOrigin } from './tests/cross-origin/support/servers'

const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
    existsSync(p),
  )

// Port and output folder can be moved so that two suites (or a suite and a manual preview) never
// share a server or overwrite each other's build.
const port = Number(process.env.E2E_PORT ?? 4174)
const outDir = process.env.E2E_OUT_DIR ?? 'dist-demo'

const chromium = {
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
}

/**
 * End-to-end tests in real Chromium. `chromium`: the production build with mocking on (the demo
 * build). `cross-origin`: the production build with mocking off, attached by configuration only
 * to the mock backend served over real HTTP from another origin (mocks/server), as the real
 * backend will be (README, "Attaching a real backend").
 */
export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // A failed test keeps its trace: every action with its DOM snapshot (which the trace viewer
    // shows as the page), network and console. Not the filmstrip: its screencast, recorded for
    // every test and thrown away when it passes, cost a quarter to a third of the suite's CPU
    // (measured: 65 -> 45 CPU-s on sign-in, security and toast specs), and the run is CPU-bound.
    // The failure screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // First: the runner queues tests in the order of the projects, and this one runs on one worker
    // at a time. Listed last, it ran alone after the chromium tests, one core idle for about a
    // minute and a half on a 2-core machine; listed first, one worker works through it while the
    // other starts on chromium, which then fills both workers to the end.
    {
      name: 'cross-origin',
      testDir: 'tests/cross-origin',
      // One server with one database: its tests take turns, and so do its files (one file's reset
      // would wipe another's accounts and sign-ins).
      fullyParallel: false,
      workers: 1,
      use: { ...chromium, baseURL: crossOrigin.appOrigin },
    },
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      use: { ...chromium, baseURL: `http://localhost:${port}` },
    },
  ],
  webServer: [
    {
      // Latency 0 keeps the suite fast; the demo build otherwise answers after a few hundred ms.
      command: `vite build --mode demo --logLevel warn --outDir ${outDir} && vite preview --mode demo --outDir ${outDir} --port ${port} --strictPort`,
      env: { VITE_MOCK_LATENCY_MS: '0' },
      port,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `node scripts/mock-api-server.mjs --port ${crossOrigin.apiPort} --control-port ${crossOrigin.controlPort} --allow-origin ${crossOrigin.appOrigin}`,
      url: `${crossOrigin.controlUrl}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // Exactly the README's attach steps: configuration only, then `vite preview`, which sends
      // the policy the build wrote. The preview runs with the API settings emptied on purpose: a
      // policy computed at preview time would then block every call and fail the suite.
      command: `vite build --mode production --logLevel warn --outDir ${crossOrigin.outDir} && VITE_API_BASE_URL= VITE_SOCKET_URL= vite preview --mode production --outDir ${crossOrigin.outDir} --port ${crossOrigin.appPort} --strictPort`,
      env: crossOrigin.buildEnv,
      port: crossOrigin.appPort,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
})
