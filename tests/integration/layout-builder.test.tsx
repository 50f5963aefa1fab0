import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { LAYOUT_MESSAGES } from '@/features/layout-builder/layout-builder-page'
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY } from '@/lib/layout-config'
import { seedScenario } from '@mocks/seed'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Layout Builder (issue 17 point 7; spec part 2 sections 2 to 4) in the real route tree: Preview
 * applies and saves after about a second, Reset restores the default, the shell honours it.
 */
const WAIT = { timeout: 8_000 }
const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }))
const sideMenu = () => screen.queryByRole('complementary')

beforeEach(async () => {
  await seedScenario('demo')
})
afterEach(() => localStorage.clear())

describe('Layout Builder', () => {
  it('Preview applies and saves the layout about a second later; the shell follows', async () => {
    const { user } = await renderRoute('/builder', { as: 'counsellor', scenario: null })
    expect(await screen.findByRole('heading', { name: 'Layout Builder' }, WAIT)).toBeVisible()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Header',
      'Sidebar',
      'Content',
      'Footer',
    ])
    expect(sideMenu()).not.toBeNull()
    await user.click(screen.getByRole('switch', { name: 'Fixed header on desktop' }))
    await user.click(screen.getByRole('tab', { name: 'Sidebar' }))
    await user.click(screen.getByRole('switch', { name: 'Display sidebar' }))
    await user.click(screen.getByRole('tab', { name: 'Content' }))
    await user.selectOptions(screen.getByLabelText('Content width'), 'fixed')
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    // Not yet: the shell is as it was while the layout is applied.
    expect(screen.getByRole('button', { name: /Applying/ })).toBeDisabled()
    expect(sideMenu()).not.toBeNull()
    expect(await toasts().findByText(LAYOUT_MESSAGES.saved, {}, WAIT)).toBeVisible()
    expect(sideMenu()).toBeNull()
    expect(screen.getByRole('main')).toHaveAttribute('data-width', 'fixed')
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? 'null')).toEqual({
      ...DEFAULT_LAYOUT,
      header: { ...DEFAULT_LAYOUT.header, fixed: { desktop: false, tabletAndMobile: true } },
      sidebar: { display: false },
      content: { width: 'fixed' },
    })
    // Without the side menu, the menu button opens the navigation on every screen.
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(await screen.findByRole('dialog', {}, WAIT)).toBeVisible()
  })

  it('Reset restores the default about a second later', async () => {
    localStorage.setItem(
      LAYOUT_STORAGE_KEY,
      JSON.stringify({
        ...DEFAULT_LAYOUT,
        sidebar: { display: false },
        footer: { width: 'fixed' },
      }),
    )
    const { user } = await renderRoute('/builder', { as: 'student', scenario: null })
    expect(await screen.findByRole('heading', { name: 'Layout Builder' }, WAIT)).toBeVisible()
    expect(sideMenu()).toBeNull()
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-width', 'fixed')
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(await toasts().findByText(LAYOUT_MESSAGES.reset, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(sideMenu()).not.toBeNull())
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-width', 'fluid')
    expect(localStorage.getItem(LAYOUT_STORAGE_KEY)).toBeNull()
    await user.click(screen.getByRole('tab', { name: 'Sidebar' }))
    expect(screen.getByRole('switch', { name: 'Display sidebar' })).toBeChecked()
  })

  it('every signed-in page honours a saved layout', async () => {
    localStorage.setItem(
      LAYOUT_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_LAYOUT, header: { ...DEFAULT_LAYOUT.header, width: 'fixed' } }),
    )
    await renderRoute('/dashboard', { as: 'counsellor', scenario: null })
    expect(await screen.findByRole('banner', {}, WAIT)).toHaveAttribute('data-width', 'fixed')
  })
})
