import '../src/styles.css'

import type { Decorator, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { useEffect, type ReactNode } from 'react'

import { applyTheme } from '../src/lib/theme'
import { startStorybookMockBackend } from './mock-backend'

/** Light and dark theme for every story, from the toolbar. */
function ThemeFrame({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  useEffect(() => applyTheme(theme), [theme])
  return children
}

const withTheme: Decorator = (Story, context) => (
  <ThemeFrame theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeFrame>
)

const preview: Preview = {
  loaders: [mswLoader(startStorybookMockBackend)],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
