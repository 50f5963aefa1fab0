import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { PlanTier } from '@/api/generated/types.gen'
import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'
import { MANAGER_MESSAGES } from '@/features/account-manager/schemas'
import { db } from '@mocks/db'
import { cancelSubscription } from '@mocks/handlers/billing/billing'
import {
  MARKETING_ANSWER_AFTER_MS,
  MARKETING_REVIEW_AFTER_MS,
} from '@mocks/handlers/account-manager/staff'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { giveActivePlan } from '@mocks/testing/factories'

import { managerCallOf, marketingRequestOf } from '../contract/inputs/account-manager'
import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * Account manager (issue 34; openapi "Account manager"): on Elite the demo Catalyst (Meera, who
 * gets Lukas Becker: Ananya already looks after Sofia) sees their manager, books and cancels a
 * call, and follows a marketing request to its answer; on any other plan the offers take their
 * place, and after a lapse what was booked and sent stays readable.
 */
const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!

async function onPlan(tier: PlanTier | null) {
  await seedScenario('demo')
  db.checkouts.deleteRecords(db.checkouts.lookup('user', me().id))
  if (tier) await giveActivePlan(me(), tier)
}

describe('the account manager page', () => {
  it('on Elite shows the manager and books, lists and cancels a call', async () => {
    await onPlan('elite')
    const { user } = await renderRoute('/account-manager', { as: 'counsellor', scenario: null })
    expect(await screen.findByRole('heading', { name: 'Lukas Becker' }, WAIT)).toBeVisible()
    expect(screen.getByRole('link', { name: 'lukas.becker@catalyst.app' })).toHaveAttribute(
      'href',
      'mailto:lukas.becker@catalyst.app',
    )
    expect(await screen.findByRole('heading', { name: 'No upcoming calls' }, WAIT)).toBeVisible()

    // The topic is required; then the first free time is booked.
    const time = await screen.findByLabelText(/^Time/, {}, WAIT)
    await user.click(screen.getByRole('button', { name: 'Book call' }))
    expect(await screen.findByText('Please pick a time.')).toBeVisible()
    expect(screen.getByText('Please say what you would like to discuss.')).toBeVisible()
    const first = within(time).getAllByRole('option')[1] as HTMLOptionElement
    await user.selectOptions(time, first.value)
    await user.type(screen.getByLabelText(/What would you like to discuss/), 'My German students')
    await user.click(screen.getByRole('button', { name: 'Book call' }))
    expect(await screen.findByText(MANAGER_MESSAGES.booked, {}, WAIT)).toBeVisible()
    const calls = screen.getByRole('region', { name: 'Upcoming calls' })
    expect(await within(calls).findByText('My German students', {}, WAIT)).toBeVisible()
    expect(db.managerCalls.lookup('counsellor', me().id)[0]?.start).toBe(first.value)

    // Cancelled with a reason: still listed, marked cancelled.
    await user.click(within(calls).getByRole('button', { name: 'Cancel call' }))
    const dialog = await screen.findByRole('dialog', {}, WAIT)
    await user.type(within(dialog).getByLabelText(/Reason/), 'An exam review moved.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel call' }))
    expect(await within(calls).findByText('Cancelled', {}, WAIT)).toBeVisible()
    expect(within(calls).getByText('Reason: An exam review moved.')).toBeVisible()
  }, 60_000)

  it('on Elite sends a marketing request, refuses a short one, and shows the answer', async () => {
    await onPlan('elite')
    const view = await renderRoute('/account-manager', { as: 'counsellor', scenario: null })
    const { user } = view
    const message = await screen.findByLabelText(/Message to your account manager/, {}, WAIT)
    await user.type(message, 'Too short.')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText(/Please write at least 20 characters/)).toBeVisible()
    await user.type(message, ' Please review my bio for students in Germany.')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText(MANAGER_MESSAGES.sent, {}, WAIT)).toBeVisible()
    const list = await screen.findByRole('list', { name: 'Your marketing requests' }, WAIT)
    expect(within(list).getByText('Sent')).toBeVisible()
    expect(screen.getByText(/1 of 3 requests waiting/)).toBeVisible()

    // The manager's time passes: the next read shows their answer.
    const [sent] = db.marketingRequests.lookup('counsellor', me().id)
    await db.marketingRequests.updateRecord(sent!.id, {
      data(draft) {
        const ago = MARKETING_REVIEW_AFTER_MS + MARKETING_ANSWER_AFTER_MS
        draft.createdAt = new Date(Date.parse(draft.createdAt) - ago).toISOString()
      },
    })
    view.unmount()
    await renderRoute('/account-manager', { as: 'counsellor', scenario: null })
    const answered = await screen.findByRole('list', { name: 'Your marketing requests' }, WAIT)
    expect(await within(answered).findByText('Answered', {}, WAIT)).toBeVisible()
    expect(within(answered).getByText('Lukas Becker wrote:')).toBeVisible()
    expect(within(answered).getByText(/Thank you, Meera/)).toBeVisible()
  }, 60_000)

  it('on Elite says when 3 requests wait and when 2 calls are booked', async () => {
    await onPlan('elite')
    for (let i = 0; i < 3; i += 1) await marketingRequestOf(me())
    await managerCallOf(me())
    const second = await managerCallOf(me())
    await db.managerCalls.updateRecord(second.id, {
      data(draft) {
        draft.start = new Date(Date.parse(draft.start) + 86_400_000).toISOString()
        draft.end = new Date(Date.parse(draft.end) + 86_400_000).toISOString()
      },
    })
    await renderRoute('/account-manager', { as: 'counsellor', scenario: null })
    expect(await screen.findByText(/You already have 2 upcoming calls/, {}, WAIT)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Book call' })).toBeNull()
    expect(await screen.findByText(/3 of 3 requests waiting/, {}, WAIT)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled()
  }, 60_000)

  it('shows 10 requests a page, and more on Show more', async () => {
    await onPlan('elite')
    for (let i = 0; i < 12; i += 1) {
      const request = await marketingRequestOf(me())
      await db.marketingRequests.updateRecord(request.id, {
        data(draft) {
          draft.status = 'declined'
          draft.answer = `Answer ${i}`
          draft.decidedAt = draft.createdAt
        },
      })
    }
    const { user } = await renderRoute('/account-manager', { as: 'counsellor', scenario: null })
    const list = await screen.findByRole('list', { name: 'Your marketing requests' }, WAIT)
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12), WAIT)
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  }, 60_000)

  it.each([
    ['no plan', null],
    ['Basic', 'basic'],
    ['Prime', 'prime'],
  ] as const)(
    'with %s offers Elite in place of the manager and marketing support',
    async (_, tier) => {
      await onPlan(tier)
      await renderRoute('/account-manager', { as: 'counsellor', scenario: null })
      const offer = await screen.findByRole(
        'region',
        { name: planOfferTitle('account-manager') },
        WAIT,
      )
      expect(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION })).toHaveAttribute(
        'href',
        '/pricing',
      )
      expect(
        await screen.findByRole('region', { name: planOfferTitle('marketing-support') }, WAIT),
      ).toBeVisible()
      expect(screen.queryByRole('button', { name: 'Book call' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull()
    },
    30_000,
  )

  it('after Elite lapses keeps booked calls cancellable and sent requests readable', async () => {
    await onPlan('elite')
    await managerCallOf(me())
    await marketingRequestOf(me())
    await cancelSubscription(me().id)
    const { user } = await renderRoute('/account-manager', { as: 'counsellor', scenario: null })
    const offer = await screen.findByRole(
      'region',
      { name: planOfferTitle('account-manager') },
      WAIT,
    )
    expect(offer).toHaveTextContent('Calls you booked stay here')
    const calls = await screen.findByRole('region', { name: 'Upcoming calls' }, WAIT)
    expect(within(calls).getByText('My profile')).toBeVisible()
    const list = await screen.findByRole('list', { name: 'Your marketing requests' }, WAIT)
    expect(within(list).getByText('Please look at my profile and bio.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull()
    await user.click(within(calls).getByRole('button', { name: 'Cancel call' }))
    const dialog = await screen.findByRole('dialog', {}, WAIT)
    await user.type(within(dialog).getByLabelText(/Reason/), 'No longer needed.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel call' }))
    await waitFor(() => expect(within(calls).getByText('Cancelled')).toBeVisible(), WAIT)
  }, 60_000)
})
