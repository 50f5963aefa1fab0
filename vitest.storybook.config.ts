import { existsSync } from 'node:fs'

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config'

import appConfig from './vite.config.ts'

// The system Chromium, as playwright.config.ts finds it (Playwright's own download cannot run
// here; scripts/ensure-chromium.mjs installs Debian's when none is there).
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
    existsSync(p),
  )

/**
 * Every story as a test (issue 37): `npm run test:stories`, in Chromium. Not yet a project of
 * `vitest run` (`npm test`): it joins when every story passes. The app's Vite settings (React,
 * Tailwind, aliases) as `storybook dev` uses them; the plugin adds Storybook's own (.storybook/main.ts viteFinal: the mock backend's worker, mock mode
 * on) and turns each story into a test that renders it, runs its `play` and its accessibility
 * check. Its own file so that `vite build` never loads Storybook.
 */
export default defineConfig((env) => {
  // The app's config without its own test projects (dom, node).
  const { test: _appProjects, ...vite } = appConfig(env)
  return mergeConfig(vite, {
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name: 'storybook',
      // Console errors and warnings fail a story (.storybook/vitest.setup.ts).
      setupFiles: ['.storybook/vitest.setup.ts'],
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          // Deterministic screens: the app's `motion-safe:` fades and slides (dialogs, drawers,
          // toasts start at opacity 0) are off, so a `play` sees what a story shows at once.
          contextOptions: { reducedMotion: 'reduce' },
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
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  } satisfies ViteUserConfig)
})
