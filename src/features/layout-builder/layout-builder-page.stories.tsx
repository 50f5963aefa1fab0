import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Layout Builder',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/builder'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }

/** The Header tab, as a Catalyst opens it. */
export const Header: Story = {
  ...appStory({ url: '/builder', as: 'counsellor' }),
  play: async () => {
    await expect(
      await page().findByRole('switch', { name: 'Fixed header on desktop' }, WAIT),
    ).toBeVisible()
  },
}
export const HeaderDark: Story = { ...Header, globals: { theme: 'dark' } }
export const HeaderMobile: Story = {
  ...Header,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Applying: Preview waits about a second before the shell changes. */
export const Applying: Story = {
  ...appStory({ url: '/builder', as: 'student' }),
  play: async () => {
    await userEvent.click(await page().findByRole('tab', { name: 'Sidebar' }, WAIT))
    await userEvent.click(page().getByRole('switch', { name: 'Display sidebar' }))
    await userEvent.click(page().getByRole('button', { name: 'Preview' }))
    await expect(page().getByRole('button', { name: /Applying/ })).toBeDisabled()
    // The layout is kept in this browser: put the default back for the other stories.
    await expect(await page().findByText('Layout saved', {}, WAIT)).toBeVisible()
    await userEvent.click(page().getByRole('button', { name: 'Reset' }))
    await expect(await page().findByText('Layout reset to default', {}, WAIT)).toBeVisible()
  },
}
export const ApplyingDark: Story = { ...Applying, globals: { theme: 'dark' } }
