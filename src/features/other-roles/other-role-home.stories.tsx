import type { Meta, StoryObj } from '@storybook/react-vite'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Other roles/Find Catalysts',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/learningHub'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

/** /learningHub as a parent sees it: the shell with one Find Catalysts link, and what to do. */
export const Parent: Story = { ...appStory({ url: '/learningHub', as: 'parent' }) }

/** The same in the dark theme. */
export const ParentDark: Story = { ...Parent, globals: { theme: 'dark' } }
