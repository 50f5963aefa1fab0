import '../src/styles.css'

import type { Decorator, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { useEffect, type ReactNode } from 'react'
import { toast } from 'sonner'
import { configure } from 'storybook/test'

import { setThemeMode } from '../src/lib/theme'
import { startStorybookMockBackend } from './mock-backend'

// A screen's first render imports its route's lazy chunks and seeds the mock backend: on a busy
// 2-core machine that took longer than Testing Library's default second for the `play`
// functions' findBy* and waitFor (the same allowance as tests/setup.ts).
configure({ asyncUtilTimeout: 5_000 })

/**
 * Light and dark theme for every story, from the toolbar: set as the user's own choice, so what
 * follows it in the app (the toasts' theme, the theme menu) agrees with the page's colours.
 */
function ThemeFrame({ theme, children }: { theme: 'light' | 'dark'; children: ReactNode }) {
  useEffect(() => setThemeMode(theme), [theme])
  return children
}

const withTheme: Decorator = (Story, context) => (
  <ThemeFrame theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeFrame>
)

const preview: Preview = {
  // Every story starts as a fresh tab would: what one story left for "this tab" (a registration
  // waiting for its code, a toast saved for the next page) does not move the next one on.
  // No toast of the previous story is left on screen either.
  beforeEach: () => {
    sessionStorage.clear()
    toast.dismiss()
  },
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
    // Accessibility violations fail the story's test (issue 37). A story that must differ says
    // so in its own `parameters.a11y`, with the reason.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
