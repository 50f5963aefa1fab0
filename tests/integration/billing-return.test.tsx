import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { setDocumentReload } from '@/lib/reload'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

withMockServer()

/**
 * Issue 36: the billing portal's "Return to Catalyst" leads back to where Billing was opened
 * from: the page's path travels in Billing's address (`from`, an in-app path only) and in the
 * portal's; a foreign address is dropped and the way back is the dashboard.
 */
const WAIT = { timeout: 8_000 }

/** Renders `url`, and catches the portal address Billing sends the page to. */
async function portalFrom(url: string) {
  const view = await renderRoute(url, { as: 'counsellor' })
  const opened: string[] = []
  setDocumentReload((href) => opened.push(href))
  const back = async () => {
    await waitFor(() => expect(opened).toHaveLength(1), WAIT)
    const portal = new URL(opened[0]!)
    const to = new URL(portal.searchParams.get('return')!)
    return `${to.pathname}${to.search}`
  }
  return { ...view, back }
}

describe('the way back from the billing portal', () => {
  it('leads to the page Billing was opened from, by the profile menu', async () => {
    const { user, router, back } = await portalFrom('/sessions?tab=past')
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }, WAIT))
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Billing' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'))
    expect(currentPath(router)).toBe(`/billing?from=${encodeURIComponent('/sessions?tab=past')}`)
    expect(await back()).toBe('/sessions?tab=past')
  })

  it('leads to Pricing from Pricing', async () => {
    const { user, back } = await portalFrom('/pricing')
    await user.click(await screen.findByRole('link', { name: 'Manage Billing' }, WAIT))
    expect(await back()).toBe('/pricing')
  })

  it('refuses a foreign address and leads to the dashboard', async () => {
    const foreign = encodeURIComponent('https://evil.example/phish')
    const { back } = await portalFrom(`/billing?from=${foreign}`)
    expect(await back()).toBe('/dashboard')
  })

  it('refuses a path that reads as another host and leads to the dashboard', async () => {
    const { back } = await portalFrom(`/billing?from=${encodeURIComponent('//evil.example')}`)
    expect(await back()).toBe('/dashboard')
  })
})
