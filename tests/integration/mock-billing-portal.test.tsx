import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import {
  BillingPortalPage,
  type BillingAccount as Account,
} from '@mocks/pages/billing-portal/billing-portal-page'

/** The page's props as its stand-in passes them (mocks/pages/billing-portal). */
const page = (account: Account) => ({ account, back: null, problem: null })

const customer = { id: 'u1', email: 'catalyst@example.org' } as Account['customer']
const subscription = {
  sessionId: 'cs_1',
  userId: 'u1',
  tier: 'elite',
  interval: 'year',
  amount: 999,
  status: 'complete',
  payment_status: 1,
  paymentId: 'pi_1',
  paymentMethod: 'Visa 4242',
  createdAt: '2026-01-01T00:00:00.000Z',
  completedAt: '2026-01-01T00:00:00.000Z',
} as Account['subscription']

/** The mock billing portal (mocks/pages): the card provider's customer portal as the demo shows it. */
describe('the mock billing portal', () => {
  it('starts Change plan on the plan the customer has (issue 27)', () => {
    render(<BillingPortalPage {...page({ customer, subscription, invoices: [] })} />)
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('elite')
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('year')
  })

  it('offers Prime monthly when there is no subscription (Change plan is then off)', () => {
    render(<BillingPortalPage {...page({ customer, subscription: null, invoices: [] })} />)
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('prime')
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeDisabled()
  })

  it('writes dates as the app does ("1 JAN 2026"), never the ISO day (issue 28)', () => {
    const invoice = { ...subscription!, sessionId: 'cs_0', completedAt: '2025-11-26T10:00:00.000Z' }
    render(<BillingPortalPage {...page({ customer, subscription, invoices: [invoice] })} />)
    expect(screen.getByTestId('subscription')).toHaveTextContent(/, since 1 JAN 2026$/)
    expect(screen.getByRole('row', { name: /^26 NOV 2025 Elite Access \(yearly\)/ })).toBeVisible()
    expect(document.body).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}/)
  })
})
