import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(config) {
    const { msw } = await import('msw/vite')
    // The mock backend's service worker, served and emitted next to the stories.
    config.plugins = [...(config.plugins ?? []), msw({ mode: 'worker-only' })]
    return config
  },
}

export default config
