import { useState } from 'react'

import type { BillingInterval, PlanTier } from '@/api/generated/types.gen'
import { planByTier, PLANS } from '@/config/plans'
import { PAYMENT_STATUS } from '@/config/status-codes'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format/dates'

import type { OpResult } from '../../serving/operations'
import { PostForm, usePosting } from '../post-form'
import type { PostProblem } from '../stand-in'

export type BillingAccount = NonNullable<OpResult<'billingAccount'>>

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount)
// Dates as the app writes them ("26 NOV 2026"), not the ISO day (issue 28).
const day = (iso: string | null) => (iso ? formatDate(iso) : '-')
const PERIOD: Record<BillingInterval, string> = { month: 'monthly', year: 'yearly' }
const STATUS_LABEL: Record<number, string> = {
  [PAYMENT_STATUS.active]: 'Paid',
  [PAYMENT_STATUS.unpaid]: 'Unpaid',
  [PAYMENT_STATUS.canceled]: 'Paid (subscription canceled)',
  [PAYMENT_STATUS.incomplete]: 'Failed',
}
const cell = 'py-1.5 pr-3 align-top last:pr-0'
const select = 'rounded-md border border-border bg-surface px-2 py-1.5'

interface BillingPortalPageProps {
  account: BillingAccount
  /** The way back to the app, when the portal may send the customer there. */
  back: string | null
  problem: PostProblem | null
}

/**
 * The card provider's billing portal as the mock shows it (spec part 2 sections 2 and 7): the
 * current subscription, the invoices, and Cancel or Change plan (posts of `action`, with `tier`
 * and `interval`), made by the mock server so the app sees them (Pricing then offers checkout
 * again after a cancel).
 */
export function BillingPortalPage({ account, back, problem }: BillingPortalPageProps) {
  const { busy } = usePosting()
  const { customer, subscription, invoices } = account
  // Change plan starts on the plan the customer has (issue 27: it started on Prime monthly).
  const [tier, setTier] = useState<PlanTier>(subscription?.tier ?? 'prime')
  const [interval, setInterval] = useState<BillingInterval>(subscription?.interval ?? 'month')
  const off = busy || !subscription

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-5 px-4 py-8">
      <p className="self-start rounded-full bg-warning/15 px-2 py-0.5 text-xs font-medium text-warning">
        Mock billing portal: stands in for the card provider's customer portal
      </p>
      <h1 className="text-2xl font-semibold">Billing portal</h1>
      <p className="text-sm text-muted-foreground">{customer.email}</p>
      <section aria-labelledby="subscription" className="flex flex-col gap-2">
        <h2 id="subscription" className="text-lg font-semibold">
          Current subscription
        </h2>
        <p data-testid="subscription">
          {subscription
            ? `${planByTier(subscription.tier).name}, ${usd(subscription.amount)} ${PERIOD[subscription.interval]}, since ${day(subscription.completedAt)}`
            : 'No active subscription.'}
        </p>
        <PostForm className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            Plan
            <select
              name="tier"
              className={select}
              value={tier}
              onChange={(event) => setTier(event.target.value as PlanTier)}
            >
              {PLANS.map((plan) => (
                <option key={plan.tier} value={plan.tier}>
                  {`${plan.name} (${usd(plan.prices.month)} a month, ${usd(plan.prices.year)} a year)`}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Period
            <select
              name="interval"
              className={select}
              value={interval}
              onChange={(event) => setInterval(event.target.value as BillingInterval)}
            >
              <option value="month">Monthly</option>
              <option value="year">Yearly</option>
            </select>
          </label>
          <button
            name="action"
            value="change"
            disabled={off}
            className="rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground disabled:opacity-60"
          >
            Change plan
          </button>
          <button
            name="action"
            value="cancel"
            disabled={off}
            className="rounded-md border border-border px-3 py-2 text-sm disabled:opacity-60"
          >
            Cancel subscription
          </button>
        </PostForm>
      </section>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem.message}
        </p>
      ) : null}
      <section aria-labelledby="invoices" className="flex flex-col gap-2">
        <h2 id="invoices" className="text-lg font-semibold">
          Invoices
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              {['Date', 'Plan', 'Amount', 'Status'].map((heading) => (
                <th key={heading} scope="col" className={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.sessionId} className="border-t border-border">
                <td className={cn(cell, 'whitespace-nowrap')}>{day(invoice.completedAt)}</td>
                <td className={cell}>
                  {`${planByTier(invoice.tier).name} (${PERIOD[invoice.interval]})`}
                </td>
                <td className={cell}>{usd(invoice.amount)}</td>
                <td className={cell}>{STATUS_LABEL[invoice.payment_status] ?? 'Open'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {back ? (
        <a className="text-sm text-primary underline" href={back}>
          Return to Catalyst
        </a>
      ) : null}
    </main>
  )
}

/** The address names no customer of the mock provider. */
export function NoCustomer() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Billing portal</h1>
      <p>No customer matches this address.</p>
    </main>
  )
}
