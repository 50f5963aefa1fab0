import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { AVAILABILITY_MESSAGES } from '@/features/sessions/availability/availability-rules'
import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { cancelSubscription } from '@mocks/handlers/billing/billing'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * The availability editor (issue 29; openapi.yaml "Sessions"): the demo Catalyst (Prime) sees
 * what students find and edits weekly hours, length, buffer, horizon, days off and the meeting
 * link; the contract's messages for ranges and links; a failed save keeps what was typed; a
 * Catalyst without Prime or Elite is offered Pricing and cannot save.
 */
const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!
const field = (name: string | RegExp) => screen.getByLabelText(name)

/** Sets a time input as a person does (the native picker), then leaves it. */
function setTime(label: string, value: string) {
  const input = field(label)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

describe('the availability editor', () => {
  it('shows the saved availability, checks ranges and links, and saves what was edited', async () => {
    const view = await renderRoute('/availability', { as: 'counsellor' })
    const { user } = view
    const saved = db.availability.get(me().id)!
    expect(await screen.findByText(AVAILABILITY_MESSAGES.bookable, {}, WAIT)).toBeVisible()
    expect(screen.getByRole('list', { name: 'Your next days' })).toHaveTextContent(
      '10:00 – 13:00, 15:00 – 18:00',
    )
    // The form's code loads beside the data.
    expect(await screen.findByLabelText('Time zone', {}, WAIT)).toHaveValue(saved.timeZone)
    expect(screen.getByRole('switch', { name: 'Monday' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Sunday' })).toBeChecked()
    expect(field('Monday from (range 1)')).toHaveValue('10:00')
    expect(field('Monday until (range 2)')).toHaveValue('18:00')
    expect(field('Session length')).toHaveValue(String(saved.sessionMinutes))
    expect(field('Meeting link')).toHaveValue(saved.meetingLink)

    // The contract's three messages for a day's ranges.
    setTime('Monday until (range 1)', '09:30')
    expect(
      await screen.findByText('Monday: the end time must be after the start time.'),
    ).toBeVisible()
    setTime('Monday until (range 1)', '13:00')
    setTime('Monday from (range 2)', '12:00')
    expect(await screen.findByText('Monday: 10:00 – 13:00 overlaps 12:00 – 18:00.')).toBeVisible()
    expect(screen.queryByText(/the end time must be after/)).toBeNull()
    setTime('Monday from (range 2)', '15:00')
    await waitFor(() => expect(screen.queryByText(/overlaps/)).toBeNull())
    const addTuesday = screen.getByRole('button', { name: 'Add hours for Tuesday' })
    await user.click(addTuesday)
    expect(field('Tuesday from (range 3)')).toHaveValue('18:00')
    expect(addTuesday).toBeDisabled()
    expect(addTuesday).toHaveAccessibleDescription('Tuesday: at most 3 time ranges a day.')

    // The link must be an http(s) address.
    await user.clear(field('Meeting link'))
    await user.type(field('Meeting link'), 'meet.example.org/meera')
    await user.tab()
    expect(await screen.findByText('The meeting link must be an http(s) address.')).toBeVisible()
    await user.clear(field('Meeting link'))
    await user.type(field('Meeting link'), 'https://meet.example.org/meera')
    await user.selectOptions(field('Session length'), '60')
    await user.click(screen.getByRole('switch', { name: 'Sunday' }))
    setTime('Saturday until (range 1)', '12:00')
    const year = new Date().getFullYear() + 1
    await user.type(field('Days off'), `25/12/${year}`)
    await user.click(screen.getByRole('button', { name: 'Add day off' }))
    expect(screen.getByRole('list', { name: 'Your days off' })).toHaveTextContent(`25 DEC ${year}`)

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(AVAILABILITY_MESSAGES.saved, {}, WAIT)).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    const stored = db.availability.get(me().id)!
    expect(stored).toMatchObject({
      sessionMinutes: 60,
      meetingLink: 'https://meet.example.org/meera',
    })
    expect(stored.weeklyHours.filter((range) => range.day === 'tuesday')).toHaveLength(3)
    expect(stored.weeklyHours).toContainEqual({ day: 'saturday', start: '10:00', end: '12:00' })
    expect(stored.weeklyHours.some((range) => range.day === 'sunday')).toBe(false)
    expect(stored.daysOff).toContain(`${year}-12-25`)

    // Opened again, it shows what was saved.
    view.unmount()
    await renderRoute('/availability', { as: 'counsellor', scenario: null })
    expect(await screen.findByText(AVAILABILITY_MESSAGES.bookable, {}, WAIT)).toBeVisible()
    expect(await screen.findByLabelText('Session length', {}, WAIT)).toHaveValue('60')
    expect(screen.getByRole('switch', { name: 'Sunday' })).not.toBeChecked()
    expect(field('Saturday until (range 1)')).toHaveValue('12:00')
    expect(field('Meeting link')).toHaveValue('https://meet.example.org/meera')
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  }, 60_000)

  it('offers Pricing to a Catalyst without Prime or Elite, with the form switched off', async () => {
    await seedScenario('demo')
    db.checkouts.deleteMany((q) => q.where({ userId: me().id }))
    const { user, router } = await renderRoute('/availability', {
      as: 'counsellor',
      scenario: null,
    })
    const offer = await screen.findByRole(
      'region',
      { name: planOfferTitle('session-booking') },
      WAIT,
    )
    expect(offer).toHaveTextContent(
      'Session booking comes with the Prime and Elite Access plans. Choose one on Pricing to set your availability.',
    )
    expect(planOfferTitle('session-booking')).toBe(
      'Session booking with calendar comes with Prime and Elite Access',
    )
    expect(screen.queryByText(AVAILABILITY_MESSAGES.bookable)).toBeNull()
    // What was saved is shown, switched off.
    expect(field('Monday from (range 1)')).toBeDisabled()
    expect(field('Meeting link')).toBeDisabled()
    expect(screen.getByRole('switch', { name: 'Sunday' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()

    await user.click(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'))
  }, 30_000)

  it('follows a plan that ended meanwhile at once: the refusal in place, what was typed kept', async () => {
    const { user } = await renderRoute('/availability', { as: 'counsellor' })
    await screen.findByText(AVAILABILITY_MESSAGES.bookable, {}, WAIT)
    await user.selectOptions(await screen.findByLabelText('Session length', {}, WAIT), '30')
    setTime('Monday until (range 2)', '19:00')
    await user.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }))
    expect(field('Friday until (range 2)')).toHaveValue('19:00')
    // Cancelled in the billing portal while the editor was open: the live event \`plan changed\`
    // reaches this tab, which reads the plan again before anyone presses Save.
    await cancelSubscription(me().id)
    const offer = await screen.findByRole(
      'region',
      { name: planOfferTitle('session-booking') },
      WAIT,
    )
    expect(offer).toHaveTextContent(
      'Your plan no longer includes session booking, so students cannot book new sessions. Sessions already booked stay. Choose Prime or Elite Access on Pricing to take bookings again.',
    )
    expect(field('Session length')).toHaveValue('30')
    expect(field('Friday until (range 2)')).toHaveValue('19:00')
    expect(field('Session length')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  }, 30_000)
})
