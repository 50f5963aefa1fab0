import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { sessionKeys } from '@/api/sessions/keys'
import { SESSIONS_MESSAGES } from '@/features/sessions/session-rules'
import { db } from '@mocks/db'
import { sessionIn } from '@mocks/handlers/sessions/testing'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { connectedStudentIds, findUserByEmail } from '@mocks/services/relations'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Issue 36, the booking flow's rough edges: a time taken elsewhere while the dialog is open is
 * said at once beside the times, and Confirm waits for another choice; Reschedule never offers
 * the session its own time.
 */
const WAIT = { timeout: 8_000 }
const person = (key: 'student' | 'counsellor') => ({
  user: findUserByEmail(demoAccounts[key].email)!,
  token: '',
})
const startsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'))

describe('the slots of a dialog', () => {
  it('say at once that the chosen time was just taken, and Confirm waits for another', async () => {
    await seedScenario('demo')
    const catalyst = person('counsellor')
    const student = person('student')
    const { user, app } = await renderRoute('/sessions', { as: 'student', scenario: null })
    await user.click(await screen.findByRole('button', { name: 'Book a session' }, WAIT))
    const dialog = await screen.findByRole('dialog', { name: 'Book a session' })
    const [first] = await within(dialog).findAllByRole('radio', {}, WAIT)
    const taken = first!.getAttribute('value')!
    await user.click(first!)
    await user.type(within(dialog).getByRole('textbox'), 'Gap year')
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' })
    expect(confirm).toBeEnabled()
    expect(within(dialog).queryByText(SESSIONS_MESSAGES.slotTaken)).not.toBeInTheDocument()

    // Another of the Catalyst's students books that time (another tab, another person), and
    // the slots are read again.
    const other = connectedStudentIds(catalyst.user.id).find((id) => id !== student.user.id)!
    await sessionIn(catalyst, { user: db.users.get(other)!, token: '' }, 0, {
      start: taken,
      end: new Date(Date.parse(taken) + 45 * 60_000).toISOString(),
    })
    await app.queryClient.invalidateQueries({ queryKey: sessionKeys.all })

    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      SESSIONS_MESSAGES.slotTaken,
    )
    expect(startsOf(dialog)).not.toContain(taken)
    expect(confirm).toBeDisabled()
    // What was typed stays; another time clears the notice and Confirm is back.
    expect(within(dialog).getByRole('textbox')).toHaveValue('Gap year')
    await user.click(within(dialog).getAllByRole('radio').at(-1)!)
    expect(within(dialog).queryByText(SESSIONS_MESSAGES.slotTaken)).not.toBeInTheDocument()
    expect(confirm).toBeEnabled()
  })

  it('Reschedule offers every time but the session its own', async () => {
    await seedScenario('demo')
    const catalyst = person('counsellor')
    const student = person('student')
    db.sessions.deleteMany((q) => q.where({ studentId: student.user.id }))
    // A session at a time the Catalyst offers, days ahead (so it can still move).
    const { user } = await renderRoute('/sessions', { as: 'student', scenario: null })
    await user.click((await screen.findAllByRole('button', { name: 'Book a session' }, WAIT))[0]!)
    const book = await screen.findByRole('dialog', { name: 'Book a session' })
    const offered = (await within(book).findAllByRole('radio', {}, WAIT)).map((radio) =>
      radio.getAttribute('value')!,
    )
    const own = offered.find((start) => Date.parse(start) > Date.now() + 2 * 86_400_000)!
    await user.click(within(book).getByRole('button', { name: 'Cancel' }))
    await sessionIn(catalyst, student, 0, {
      start: own,
      end: new Date(Date.parse(own) + 45 * 60_000).toISOString(),
      topic: 'Portfolio review',
    })
    await user.click(screen.getByRole('tab', { name: 'Past' }))
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }))
    await screen.findByText('Portfolio review', {}, WAIT)
    const card = screen
      .getAllByRole('article')
      .find((article) => within(article).queryByText('Portfolio review'))!
    await user.click(within(card).getByRole('button', { name: 'Reschedule' }))
    const move = await screen.findByRole('dialog', { name: 'Reschedule' })
    await waitFor(() => expect(within(move).getAllByRole('radio').length).toBeGreaterThan(0), WAIT)
    expect(startsOf(move)).not.toContain(own)
  })
})
