import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { PlanTier } from '@/api/generated/types.gen'
import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'
import {
  allowanceMonth,
  allowanceUsedMessage,
  STANDARD_RESPONSE_TIME,
  SUPPORT_RESPONSE_TIMES,
} from '@/config/support'
import { FAQ_MESSAGES } from '@/features/faq/faq-rules'
import { db } from '@mocks/db'
import { changePlan } from '@mocks/handlers/billing/billing'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { newId, nowIso } from '@mocks/services/ids'
import { findUserByEmail } from '@mocks/services/relations'
import { giveActivePlan } from '@mocks/testing/factories'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

/**
 * E-mail and chat support, Limited vs Unlimited (issue 34; openapi.yaml createSupportRequest and
 * getSupportAllowance) in the FAQ's "Submit your request" form: a Catalyst on Basic sees how many
 * of the month's 3 are left, and the offer in Submit's place when none are; Prime and Elite see
 * their priority and answer time; a plan bought in the billing portal opens the form live.
 */
withMockServer()

const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!
const UNLIMITED_OFFER = planOfferTitle('email-and-chat-support')

/** The demo Catalyst on `tier`, with `used` help requests this month (none from the seed). */
async function catalystOn(tier: PlanTier, used = 0) {
  await seedScenario('demo')
  db.supportRequests.deleteMany((q) => q.where({ userId: me().id }))
  await giveActivePlan(me(), tier)
  for (let index = 0; index < used; index += 1) {
    await db.supportRequests.create({
      id: newId(),
      userId: me().id,
      question: `An earlier help request, number ${index + 1}.`,
      fileName: null,
      attachment: null,
      createdAt: nowIso(),
      priority: false,
      responseTime: STANDARD_RESPONSE_TIME,
    })
  }
}

async function openForm() {
  const view = await renderRoute('/counselor-faq-support', { as: 'counsellor', scenario: null })
  await view.user.click(await screen.findByRole('button', { name: 'Need More Help' }, WAIT))
  const dialog = await screen.findByRole('dialog', { name: 'Submit your request' }, WAIT)
  return { ...view, dialog }
}

const mine = () => db.supportRequests.findMany((q) => q.where({ userId: me().id }))

function pdfFile(name = 'invoice.pdf'): File {
  const content = new Uint8Array(200)
  content.set(new TextEncoder().encode('%PDF-1.4'))
  return new File([content], name, { type: 'application/pdf' })
}

describe('help requests on Basic', () => {
  it('says 3 of 3 are left, sends one at the standard answer time, then says 2', async () => {
    await catalystOn('basic')
    const { user, dialog } = await openForm()
    expect(
      await within(dialog).findByText('3 of 3 help requests left this month', {}, WAIT),
    ).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription(
      '3 of 3 help requests left this month. Answered within 3 business days. Prime and Elite Access include unlimited priority support.',
    )
    await user.type(within(dialog).getByLabelText(/^Description/), 'Where are my invoices kept?')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(FAQ_MESSAGES.ticketRaised, {}, WAIT)).toBeVisible()
    const [ticket] = mine()
    expect(ticket).toMatchObject({ priority: false, responseTime: 'within 3 business days' })
    expect(
      screen.getByText(`Ticket ${ticket!.id}: we will answer within 3 business days.`),
    ).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Need More Help' }))
    const again = await screen.findByRole('dialog', { name: 'Submit your request' }, WAIT)
    expect(
      await within(again).findByText('2 of 3 help requests left this month', {}, WAIT),
    ).toBeVisible()
  }, 30_000)

  it('sends the last one with 1 left, and offers unlimited support in Submit’s place after', async () => {
    await catalystOn('basic', 2)
    const { user, dialog } = await openForm()
    expect(
      await within(dialog).findByText('1 of 3 help requests left this month', {}, WAIT),
    ).toBeVisible()
    await user.type(within(dialog).getByLabelText(/^Description/), 'My last question this month.')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(FAQ_MESSAGES.ticketRaised, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(mine()).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Need More Help' }))
    const again = await screen.findByRole('dialog', { name: 'Submit your request' }, WAIT)
    expect(await within(again).findByRole('region', { name: UNLIMITED_OFFER }, WAIT)).toBeVisible()
    expect(within(again).queryByRole('button', { name: 'Submit' })).toBeNull()
  }, 30_000)

  it('with none left: the offer with the renewal date, the fields kept, then a plan bought in another tab opens it live', async () => {
    await catalystOn('basic', 3)
    const { user, dialog } = await openForm()
    const offer = await within(dialog).findByRole('region', { name: UNLIMITED_OFFER }, WAIT)
    expect(UNLIMITED_OFFER).toBe(
      'Unlimited email and chat support comes with Prime and Elite Access',
    )
    const { resetsAt } = allowanceMonth(Date.now())
    expect(offer).toHaveTextContent(allowanceUsedMessage(resetsAt))
    expect(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull()
    expect(within(dialog).queryByText(/help requests? left this month/)).toBeNull()
    // The form stays usable, so nothing typed is lost while the offer is shown.
    const description = within(dialog).getByLabelText(/^Description/)
    await user.type(description, 'Typed before the upgrade, kept after it.')

    // The billing portal, in another tab: Prime. The live event `plan changed` reaches this one.
    await changePlan(me().id, 'prime', 'month')
    const submit = await within(dialog).findByRole('button', { name: 'Submit' }, WAIT)
    expect(within(dialog).queryByRole('region', { name: UNLIMITED_OFFER })).toBeNull()
    expect(
      within(dialog).getByText('Priority support: answered within 1 business day'),
    ).toBeVisible()
    expect(description).toHaveValue('Typed before the upgrade, kept after it.')
    await user.click(submit)
    expect(await screen.findByText(FAQ_MESSAGES.ticketRaised, {}, WAIT)).toBeVisible()
    expect(mine().find((ticket) => ticket.question.startsWith('Typed before'))).toMatchObject({
      priority: true,
      responseTime: 'within 1 business day',
    })
  }, 30_000)

  it('shows the refusal in place when another tab used the last one, keeping the text and file', async () => {
    await catalystOn('basic', 2)
    const { user, dialog } = await openForm()
    await within(dialog).findByText('1 of 3 help requests left this month', {}, WAIT)
    const description = within(dialog).getByLabelText(/^Description/)
    await user.type(description, 'Please check my last invoice.')
    await user.upload(within(dialog).getByLabelText('Attachment (optional)'), pdfFile())
    const file = await within(dialog).findByRole('list', { name: 'Attachment (optional)' }, WAIT)
    expect(file).toHaveTextContent('invoice.pdf')
    // Another tab sends the month's last one first.
    await db.supportRequests.create({
      id: newId(),
      userId: me().id,
      question: 'Sent from another tab a moment ago.',
      fileName: null,
      attachment: null,
      createdAt: nowIso(),
      priority: false,
      responseTime: STANDARD_RESPONSE_TIME,
    })
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    const offer = await within(dialog).findByRole('region', { name: UNLIMITED_OFFER }, WAIT)
    expect(offer).toHaveTextContent(/You have used your 3 help requests for \w+\./)
    expect(within(dialog).queryByText(FAQ_MESSAGES.ticketFailed)).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull()
    expect(description).toHaveValue('Please check my last invoice.')
    expect(within(dialog).getByRole('list', { name: 'Attachment (optional)' })).toHaveTextContent(
      'invoice.pdf',
    )
    expect(mine().some((ticket) => ticket.question === 'Please check my last invoice.')).toBe(false)
  }, 30_000)
})

describe('help requests on Prime and Elite Access', () => {
  it.each(['prime', 'elite'] as const)(
    'on %s: priority, its answer time, no count, marked so when sent',
    async (tier) => {
      await catalystOn(tier, 5)
      const { user, dialog } = await openForm()
      const time = SUPPORT_RESPONSE_TIMES[tier]
      expect(
        await within(dialog).findByText(`Priority support: answered ${time}`, {}, WAIT),
      ).toBeVisible()
      expect(within(dialog).queryByText(/left this month/)).toBeNull()
      await user.type(within(dialog).getByLabelText(/^Description/), 'A sixth question this month.')
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
      expect(await screen.findByText(FAQ_MESSAGES.ticketRaised, {}, WAIT)).toBeVisible()
      const ticket = mine().find((request) => request.question === 'A sixth question this month.')
      expect(ticket).toMatchObject({ priority: true, responseTime: time })
      expect(
        screen.getByText(`Priority ticket ${ticket!.id}: we will answer ${time}.`),
      ).toBeVisible()
    },
    30_000,
  )
})

describe('help requests of students', () => {
  it('are as before: no count, no priority', async () => {
    await seedScenario('demo')
    const { user } = await renderRoute('/student-faq-support', { as: 'student', scenario: null })
    await user.click(await screen.findByRole('button', { name: 'Need More Help' }, WAIT))
    const dialog = await screen.findByRole('dialog', { name: 'Submit your request' }, WAIT)
    await user.type(within(dialog).getByLabelText(/^Description/), 'Where is my pathway shown?')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(FAQ_MESSAGES.ticketRaised, {}, WAIT)).toBeVisible()
    expect(screen.queryByText(/left this month|Priority support/)).toBeNull()
    const ticket = db.supportRequests
      .all()
      .find((request) => request.question === 'Where is my pathway shown?')
    expect(ticket).toMatchObject({ priority: false, responseTime: STANDARD_RESPONSE_TIME })
  }, 30_000)
})
