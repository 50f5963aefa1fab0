import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // Every story is a test (`vitest run --project storybook`, vitest.storybook.config.ts) with an
  // accessibility check (preview.tsx `a11y.test`).
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(config) {
    const { msw } = await import('msw/vite')
    // The app's Content-Security-Policy is for the app's index.html; Storybook's own pages run
    // inline scripts, so its build leaves the policy plugins out. Stories run on the mock
    // backend, so the production configuration check does not apply either.
    const appOnly = ['catalyst-csp', 'catalyst-production-config', 'catalyst-prerender']
    const plugins = (config.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(plugin && 'name' in plugin && appOnly.some((name) => plugin.name.startsWith(name))),
      )
    // The app's chunking (vite.config.ts) is for its first load; Storybook's entries keep theirs.
    const rolldown = config.build?.rolldownOptions
    if (rolldown) {
      delete rolldown.preserveEntrySignatures
      if (rolldown.output && !Array.isArray(rolldown.output)) delete rolldown.output.codeSplitting
    }
    // The mock backend's service worker, served and emitted next to the stories.
    config.plugins = [...plugins, msw({ mode: 'worker-only' })]
    // Mock mode in the static build too (`storybook build` runs in production mode), as under
    // `storybook dev`: e.g. Pricing's checkout then uses the mock card provider.
    config.define = {
      ...config.define,
      'import.meta.env.VITE_ENABLE_MOCKS': JSON.stringify('true'),
    }
    return config
  },
}

export default config
