import { expect, userEvent, waitFor, within } from 'storybook/test'

/** Shared play steps of the request drawers' stories (the drawer renders in a portal). */
export const page = () => within(document.body)

/** Opens the drawer from its header button; returns the drawer. */
export async function openDrawer(title: 'Catalyst Request' | 'Student Request') {
  const button = await waitFor(
    () => {
      const found = page()
        .getAllByRole('button')
        .find((element) => element.textContent?.startsWith(title))
      if (!found) throw new Error(`no ${title} button yet`)
      return found
    },
    // The first story of a file loads the app's shell and the page's chunks first.
    { timeout: 10_000 },
  )
  await userEvent.click(button)
  const drawer = await page().findByRole('dialog', { name: title })
  // The drawer slides in from opacity 0.
  await waitFor(() => expect(drawer).toBeVisible())
  return within(drawer)
}

/** Opens the drawer and waits for its list. */
export async function openLoadedDrawer(
  title: 'Catalyst Request' | 'Student Request',
  list: 'Catalyst requests' | 'Student requests',
) {
  const drawer = await openDrawer(title)
  await drawer.findByRole('list', { name: list }, { timeout: 5_000 })
  return drawer
}
