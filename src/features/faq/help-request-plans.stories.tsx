import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import type { SupportAllowance } from '@/api/generated/types.gen'
import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'
import {
  allowanceMonth,
  allowanceUsedMessage,
  HELP_REQUESTS_PER_MONTH,
  SUPPORT_RESPONSE_TIMES,
} from '@/config/support'

import { appStory } from '../../../.storybook/story-app'

/**
 * "Submit your request" by plan (issue 34): Basic's and no plan's allowance (3 a month) with some
 * left and none left (the offer in Submit's place), the refusal when another tab used the last
 * one, Prime's and Elite's priority, and the allowance's loading and failure; light and dark, and
 * on the small phone viewport (mobile1, as the sessions stories) beside the default width.
 */
const meta: Meta = {
  title: 'Screens/FAQ/Help request by plan',
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const allowanceRead = '*/api/v1/faq/support-allowance'
const supportRequest = '*/api/v1/faq/support-request'
const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const mobile = { viewport: { value: 'mobile1', isRotated: false } }
const { resetsAt } = allowanceMonth(Date.now())
const offerTitle = planOfferTitle('email-and-chat-support')

const limited = (used: number): SupportAllowance => ({
  limited: true,
  used,
  limit: HELP_REQUESTS_PER_MONTH,
  remaining: Math.max(0, HELP_REQUESTS_PER_MONTH - used),
  resetsAt,
  priority: false,
  responseTime: SUPPORT_RESPONSE_TIMES.basic,
})
const answer = (allowance: SupportAllowance) =>
  http.get(allowanceRead, () => HttpResponse.json({ success: allowance }))

/**
 * Opens the form from the Catalyst's FAQ page, once the dialog has faded in (its opacity starts
 * at 0, so what it shows is not visible before).
 */
async function openForm() {
  await userEvent.click(await page().findByRole('button', { name: 'Need More Help' }, WAIT))
  const dialog = await page().findByRole('dialog', { name: 'Submit your request' }, WAIT)
  await waitFor(() => expect(dialog).toBeVisible(), WAIT)
  return within(dialog)
}

const catalystFaq = () => appStory({ url: '/counselor-faq-support', as: 'counsellor' })

/** Basic, one of the month's three sent: how many are left and the answer time. */
export const BasicLeft: Story = {
  ...catalystFaq(),
  parameters: { msw: [answer(limited(1))] },
  play: async () => {
    const form = await openForm()
    await expect(
      await form.findByText('2 of 3 help requests left this month', {}, WAIT),
    ).toBeVisible()
  },
}
export const BasicLeftDark: Story = { ...BasicLeft, globals: { theme: 'dark' } }
export const BasicLeftMobile: Story = { ...BasicLeft, globals: mobile }
export const BasicLeftMobileDark: Story = { ...BasicLeft, globals: { ...mobile, theme: 'dark' } }

/** Basic with the month's last one left. */
export const BasicLastOne: Story = {
  ...catalystFaq(),
  parameters: { msw: [answer(limited(2))] },
  play: async () => {
    const form = await openForm()
    await expect(
      await form.findByText('1 of 3 help requests left this month', {}, WAIT),
    ).toBeVisible()
  },
}
export const BasicLastOneDark: Story = { ...BasicLastOne, globals: { theme: 'dark' } }

/** Basic with none left: the offer of Prime and Elite in Submit's place, the renewal date. */
export const BasicNoneLeft: Story = {
  ...catalystFaq(),
  parameters: { msw: [answer(limited(3))] },
  play: async () => {
    const form = await openForm()
    const offer = await form.findByRole('region', { name: offerTitle }, WAIT)
    await expect(offer).toHaveTextContent(allowanceUsedMessage(resetsAt))
    await expect(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION })).toBeVisible()
    await expect(form.queryByRole('button', { name: 'Submit' })).toBeNull()
  },
}
export const BasicNoneLeftDark: Story = { ...BasicNoneLeft, globals: { theme: 'dark' } }
export const BasicNoneLeftMobile: Story = { ...BasicNoneLeft, globals: mobile }
export const BasicNoneLeftMobileDark: Story = {
  ...BasicNoneLeft,
  globals: { ...mobile, theme: 'dark' },
}

/** No plan at all: the same monthly allowance as Basic, all three left. */
export const NoPlan: Story = {
  ...catalystFaq(),
  parameters: { msw: [answer(limited(0))] },
  play: async () => {
    const form = await openForm()
    await expect(
      await form.findByText('3 of 3 help requests left this month', {}, WAIT),
    ).toBeVisible()
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible()
  },
}
export const NoPlanDark: Story = { ...NoPlan, globals: { theme: 'dark' } }
export const NoPlanMobile: Story = { ...NoPlan, globals: mobile }

/** No plan, the month's three used: the same offer in Submit's place. */
export const NoPlanNoneLeft: Story = { ...BasicNoneLeft }
export const NoPlanNoneLeftDark: Story = { ...BasicNoneLeft, globals: { theme: 'dark' } }

/** Another tab sent the last one first: the server's 429 in place, the text kept. */
let usedElsewhere = false
export const BasicRefused: Story = {
  ...catalystFaq(),
  loaders: [
    ...catalystFaq().loaders,
    () => {
      usedElsewhere = false
      return {}
    },
  ],
  parameters: {
    msw: [
      http.get(allowanceRead, () => HttpResponse.json({ success: limited(usedElsewhere ? 3 : 2) })),
      http.post(supportRequest, () => {
        usedElsewhere = true
        return HttpResponse.json(
          { message: allowanceUsedMessage(resetsAt), retryAt: resetsAt },
          { status: 429 },
        )
      }),
    ],
  },
  play: async () => {
    const form = await openForm()
    await form.findByText('1 of 3 help requests left this month', {}, WAIT)
    const description = form.getByLabelText(/^Description/)
    await userEvent.type(description, 'Why was my card charged twice this month?')
    await userEvent.click(form.getByRole('button', { name: 'Submit' }))
    await expect(await form.findByRole('region', { name: offerTitle }, WAIT)).toBeVisible()
    await expect(description).toHaveValue('Why was my card charged twice this month?')
  },
}
export const BasicRefusedDark: Story = { ...BasicRefused, globals: { theme: 'dark' } }
export const BasicRefusedMobile: Story = { ...BasicRefused, globals: mobile }

/** counsellor@catalyst.demo on Prime: priority support, answered within 1 business day. */
export const Prime: Story = {
  ...catalystFaq(),
  play: async () => {
    const form = await openForm()
    await expect(
      await form.findByText('Priority support: answered within 1 business day', {}, WAIT),
    ).toBeVisible()
  },
}
export const PrimeDark: Story = { ...Prime, globals: { theme: 'dark' } }
export const PrimeMobile: Story = { ...Prime, globals: mobile }
export const PrimeMobileDark: Story = { ...Prime, globals: { ...mobile, theme: 'dark' } }

/** Elite Access: priority, answered within 4 hours on business days. */
export const Elite: Story = {
  ...catalystFaq(),
  parameters: {
    msw: [
      answer({
        limited: false,
        used: 7,
        limit: null,
        remaining: null,
        resetsAt: null,
        priority: true,
        responseTime: SUPPORT_RESPONSE_TIMES.elite,
      }),
    ],
  },
  play: async () => {
    const form = await openForm()
    await expect(
      await form.findByText('Priority support: answered within 4 hours on business days', {}, WAIT),
    ).toBeVisible()
  },
}
export const EliteDark: Story = { ...Elite, globals: { theme: 'dark' } }
export const EliteMobile: Story = { ...Elite, globals: mobile }

/** While the allowance is read: a placeholder line, Submit still there (the server decides). */
export const AllowanceLoading: Story = {
  ...catalystFaq(),
  parameters: {
    msw: [
      http.get(allowanceRead, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: limited(0) })
      }),
    ],
  },
  play: async () => {
    const form = await openForm()
    await expect(form.getByRole('status', { name: 'Reading your help requests' })).toBeVisible()
  },
}
export const AllowanceLoadingDark: Story = { ...AllowanceLoading, globals: { theme: 'dark' } }

/** The allowance could not be read: the message and Retry, Submit still there. */
export const AllowanceFailed: Story = {
  ...catalystFaq(),
  parameters: {
    msw: [
      http.get(allowanceRead, () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    ],
  },
  play: async () => {
    const form = await openForm()
    await expect(await form.findByRole('button', { name: 'Retry' }, WAIT)).toBeVisible()
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible()
  },
}
export const AllowanceFailedDark: Story = { ...AllowanceFailed, globals: { theme: 'dark' } }
export const AllowanceFailedMobile: Story = { ...AllowanceFailed, globals: mobile }
