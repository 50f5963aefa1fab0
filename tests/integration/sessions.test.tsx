import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { SESSIONS_MESSAGES } from '@/features/sessions/session-rules'
import { db } from '@mocks/db'
import { HOUR, sessionIn } from '@mocks/handlers/sessions/testing'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { connectedStudentIds, findUserByEmail } from '@mocks/services/relations'
import { injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Sessions (issue 29): the real route tree against the mock backend. The student books (a slot
 * taken meanwhile answers 409 in place), cancels and moves sessions with a reason, and is told
 * why a session inside the cut-off cannot change; the Catalyst sees the student's sessions and
 * whether students can book them.
 */
const WAIT = { timeout: 5_000 }
const person = (key: 'student' | 'counsellor') => {
  const user = findUserByEmail(demoAccounts[key].email)!
  return { user, token: '' }
}
const article = (text: string | RegExp) =>
  screen.getAllByRole('article').find((card) => within(card).queryByText(text))!

describe('Sessions', () => {
  it('a student books, meets a slot taken meanwhile, cancels, moves, and hits the cut-off', async () => {
    await seedScenario('demo')
    const catalyst = person('counsellor')
    const student = person('student')
    // Inside the 24-hour cut-off: nothing can change any more. (It replaces a seeded one: a
    // student holds at most 3 upcoming sessions.)
    db.sessions.deleteMany((q) =>
      q.where({ topic: 'Choosing between data science and software engineering internships' }),
    )
    await sessionIn(catalyst, student, 12 * HOUR, { topic: 'Last-minute questions' })
    const { user } = await renderRoute('/sessions', { as: 'student', scenario: null })

    const upcoming = await screen.findByRole('list', { name: 'Upcoming sessions' }, WAIT)
    const soon = article('Last-minute questions')
    const name = catalyst.user.firstName
    expect(soon).toHaveTextContent(
      `Changes close 24 hours before the start. Please message ${name} in chat.`,
    )
    expect(within(soon).getByRole('button', { name: 'Reschedule' })).toBeDisabled()
    expect(within(soon).getByRole('button', { name: 'Cancel' })).toBeDisabled()

    // Book: a slot, the topic; the slot is taken by another student before Confirm.
    await user.click(screen.getByRole('button', { name: 'Book a session' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a session' })
    expect(
      await within(dialog).findByText(/^Times are in your time zone, .+\. .+ works in /, {}, WAIT),
    ).toBeVisible()
    const first = within(dialog).getAllByRole('radio')[0]!
    const taken = first.getAttribute('value')!
    await user.click(first)
    expect(first).toBeChecked()
    await user.type(within(dialog).getByRole('textbox'), 'Summer internships <b>abroad</b>')
    const other = connectedStudentIds(catalyst.user.id).find((id) => id !== student.user.id)!
    await sessionIn(
      catalyst,
      { user: db.users.findFirst((q) => q.where({ id: other }))!, token: '' },
      0,
      {
        start: taken,
        end: new Date(Date.parse(taken) + 45 * 60_000).toISOString(),
      },
    )
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(
      await within(dialog).findByText(
        'This time has just been booked. Please pick another slot.',
        {},
        WAIT,
      ),
    ).toBeVisible()
    expect(within(dialog).getByRole('textbox')).toHaveValue('Summer internships <b>abroad</b>')
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { checked: true })).not.toBeInTheDocument(),
    )
    // The slots were read again: the taken one is gone.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).not.toContain(taken)

    // Another slot (days ahead, so it can still change): booked, the dialog closes and the list
    // shows it (the topic as text).
    await user.click(within(dialog).getAllByRole('radio').at(-1)!)
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT)
    expect(
      await within(upcoming).findByText('Summer internships <b>abroad</b>', {}, WAIT),
    ).toBeVisible()

    // Cancel with a reason: it stays, cancelled, with the reason.
    const mine = article('Summer internships <b>abroad</b>')
    await user.click(within(mine).getByRole('button', { name: 'Cancel' }))
    const cancel = await screen.findByRole('dialog', { name: 'Cancel session' })
    await user.click(within(cancel).getByRole('button', { name: 'Cancel session' }))
    expect(await within(cancel).findByText('Please give a reason.')).toBeVisible()
    await user.type(within(cancel).getByRole('textbox'), 'My exam moved to that day.')
    await user.click(within(cancel).getByRole('button', { name: 'Cancel session' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT)
    await waitFor(() =>
      expect(article('Summer internships <b>abroad</b>')).toHaveTextContent(
        'Cancelled by you: My exam moved to that day.',
      ),
    )
    expect(within(article('Summer internships <b>abroad</b>')).getByText('Cancelled')).toBeVisible()

    // Reschedule another one: a new slot and a reason.
    const draft = article('Review of my statement of purpose draft')
    const before = within(draft).getByRole('heading').textContent
    await user.click(within(draft).getByRole('button', { name: 'Reschedule' }))
    const move = await screen.findByRole('dialog', { name: 'Reschedule' })
    await user.click((await within(move).findAllByRole('radio', {}, WAIT)).at(-1)!)
    await user.type(within(move).getByRole('textbox'), 'A clash with my lab.')
    await user.click(within(move).getByRole('button', { name: 'Move session' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT)
    await waitFor(() =>
      expect(article('Review of my statement of purpose draft')).toHaveTextContent(
        'Rescheduled by you: A clash with my lab.',
      ),
    )
    expect(
      within(article('Review of my statement of purpose draft')).getByRole('heading').textContent,
    ).not.toBe(before)
  })

  it('a call with no answer says so in its dialog, keeps what was typed, and goes through on a retry', async () => {
    const { user } = await renderRoute('/sessions', { as: 'student' })
    const upcoming = await screen.findByRole('list', { name: 'Upcoming sessions' }, WAIT)

    // Book: the server does not answer (spec part 1 section 8: the network message, in place).
    injectFault('bookSession', 'network', { times: 1 })
    await user.click(screen.getByRole('button', { name: 'Book a session' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book a session' })
    const slot = (await within(dialog).findAllByRole('radio', {}, WAIT)).at(-1)!
    await user.click(slot)
    await user.type(within(dialog).getByRole('textbox'), 'Gap year plans')
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(
      await within(dialog).findByText('Network error or no response from server', {}, WAIT),
    ).toBeVisible()
    expect(within(dialog).queryByText(SESSIONS_MESSAGES.bookFailed)).not.toBeInTheDocument()
    expect(within(dialog).getByRole('textbox')).toHaveValue('Gap year plans')
    // No answer is no refusal: the chosen time stays chosen.
    expect(slot).toBeChecked()

    // Confirm again: booked, the dialog closes.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT)
    expect(await within(upcoming).findByText('Gap year plans', {}, WAIT)).toBeVisible()

    // Cancel: the same policy, the reason stays typed; Keep session leaves it booked.
    injectFault('cancelSession', 'network', { times: 1 })
    await user.click(within(article('Gap year plans')).getByRole('button', { name: 'Cancel' }))
    const cancel = await screen.findByRole('dialog', { name: 'Cancel session' })
    await user.type(within(cancel).getByRole('textbox'), 'A clash with my exams.')
    await user.click(within(cancel).getByRole('button', { name: 'Cancel session' }))
    expect(
      await within(cancel).findByText('Network error or no response from server', {}, WAIT),
    ).toBeVisible()
    expect(within(cancel).getByRole('textbox')).toHaveValue('A clash with my exams.')
    await user.click(within(cancel).getByRole('button', { name: 'Keep session' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(article('Gap year plans')).queryByText('Cancelled')).not.toBeInTheDocument()
  })

  it('a Catalyst sees their students’ sessions and whether students can book them', async () => {
    const { user } = await renderRoute('/sessions', { as: 'counsellor' })
    expect(await screen.findByText('Students can book you.', {}, WAIT)).toBeVisible()
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Availability' }),
    ).toHaveAttribute('href', '/availability')
    const student = person('student').user
    const card = article('Choosing between data science and software engineering internships')
    expect(card).toHaveTextContent(`${student.firstName} ${student.lastName}`)
    expect(within(card).getByRole('link', { name: 'Join call' })).toHaveAttribute(
      'href',
      'https://meet.catalyst.demo/meera-iyer',
    )
    expect(article('Scholarship essays: which stories to tell')).toHaveTextContent(
      `Cancelled by ${student.firstName}: I have a mock exam that day; I will book again next week.`,
    )

    await user.click(screen.getByRole('tab', { name: 'Past' }))
    expect(await screen.findByRole('list', { name: 'Past sessions' }, WAIT)).toBeVisible()
    expect(
      screen.getByText('Going through my data science pathway progress and the statistics module.'),
    ).toBeVisible()
  })
})
