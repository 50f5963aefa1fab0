import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { VERIFY_STEP_SPACE } from '@/features/auth/registration-page'
import { unreadFrom } from '@mocks/handlers/chat/chat-store'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'

import { withMockServer } from '../msw'
import { stubOverflow } from '../overflow-stub'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Issue 36, Layout: what a person saw cut, covered, ragged or missing, in the real route tree.
 * jsdom lays nothing out: where a check needs heights, tests/overflow-stub.ts gives them.
 */
const WAIT = { timeout: 8_000 }
let restore: (() => void) | undefined
afterEach(() => {
  restore?.()
  restore = undefined
  sessionStorage.clear()
})

describe('the student shell', () => {
  it('has the Catalyst’s chat icon, with the unread count, opening the conversation', async () => {
    const { user } = await renderRoute('/find-counsellors', { as: 'student' })
    const student = findUserByEmail(demoAccounts.student.email)!
    const catalyst = findUserByEmail(demoAccounts.counsellor.email)!
    const unread = unreadFrom(catalyst.id, student.id)
    expect(unread).toBeGreaterThan(0)
    const icon = await screen.findByRole('button', { name: /^Chats/ }, WAIT)
    await waitFor(() =>
      expect(within(icon).getByTestId('chat-unread')).toHaveTextContent(
        unread > 9 ? '9+' : String(unread),
      ),
    )
    await user.click(icon)
    const panel = await screen.findByRole('dialog', { name: 'Chats' })
    expect(panel).toHaveAccessibleDescription('Your conversation with your Catalyst.')
    const name = `${catalyst.firstName} ${catalyst.lastName}`
    await user.click(await within(panel).findByRole('button', { name: new RegExp(name) }, WAIT))
    expect(await screen.findByRole('dialog', { name: `Chat with ${name}` }, WAIT)).toBeVisible()
  })
})

describe('scroll boxes say when more is below', () => {
  it('My Pathway’s modules and Book a session’s times, with the dialog’s actions in sight', async () => {
    restore = stubOverflow(900, 288)
    const { user } = await renderRoute('/my-pathway', { as: 'student' })
    const modules = await screen.findByRole('region', { name: 'Modules list' }, WAIT)
    expect(within(modules).getByRole('list', { name: 'Modules' })).toBeVisible()
    expect(screen.getByText('More modules below')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Book a session' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a session' })
    const times = await within(dialog).findByRole('region', { name: 'Free times' }, WAIT)
    expect((await within(times).findAllByRole('radio', {}, WAIT)).length).toBeGreaterThan(0)
    expect(within(dialog).getByText('More times below')).toBeVisible()
    const actions = within(dialog).getByTestId('dialog-actions')
    expect(actions).toHaveClass('sticky', '-bottom-6', 'bg-surface')
    expect(within(actions).getByRole('button', { name: 'Cancel' })).toBeVisible()
    expect(within(actions).getByRole('button', { name: 'Confirm' })).toBeVisible()
  })
})

describe('a phone’s header, tabs and cards', () => {
  it('gives the title a row of its own on one line, and the Catalyst’s steps one column', async () => {
    await renderRoute('/counselor-profile', { as: 'counsellor' })
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' }, WAIT)
    expect(trail).toHaveClass('max-sm:basis-full', 'max-sm:order-last')
    const title = within(trail).getByText('Catalyst Profile')
    expect(title).toHaveAttribute('aria-current', 'page')
    expect(title).toHaveClass('truncate')
    expect(title).not.toHaveClass('max-md:line-clamp-2')
    const steps = await screen.findByRole('tablist', { name: 'Profile steps' }, WAIT)
    expect(steps).toHaveClass('max-md:grid-cols-1')
    expect(within(steps).getAllByRole('tab')).toHaveLength(4)
  })

  it('lets a cut note on My Students be read in full, by keyboard', async () => {
    restore = stubOverflow(120, 40)
    const { user } = await renderRoute('/my-student', { as: 'counsellor' })
    // Within one card: a name query over the whole page of cards is slow.
    // The page of cards renders slowly on a busy machine (6.7 s alone here, over 10 s under load).
    const notes = await screen.findAllByRole('region', { name: 'Latest note' }, { timeout: 20_000 })
    const noted = notes.find((note) => within(note).queryByRole('button'))!
    const first = within(noted).getByRole('button', { name: 'Show more of the latest note' })
    first.focus()
    await user.keyboard('{Enter}')
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAccessibleName('Show less of the latest note')
  }, 30_000)
})

describe('registration step 3', () => {
  it('keeps the space of the code boxes from the first frame, so Get Help stays put', async () => {
    sessionStorage.setItem(
      'catalyst_pending_verification',
      JSON.stringify({ email: 'someone.new@example.com', at: Date.now() }),
    )
    await renderRoute('/auth/registration')
    const space = await screen.findByTestId('verify-step-space', {}, WAIT)
    expect(space).toHaveClass(...VERIFY_STEP_SPACE.split(' '))
    const help = screen.getByRole('link', { name: 'Get Help' })
    // Get Help follows the reserved space, whether the step's code has arrived or not.
    expect(space.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(await within(space).findByRole('textbox', { name: 'Digit 1 of 6' }, WAIT)).toBeVisible()
  })
})
