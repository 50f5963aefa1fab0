import { useState } from 'react'

import type { BillingInterval, PlanTier } from '@/api/generated/types.gen'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format/dates'

import { PAYMENT_STATUS, PLAN_NAMES, PLAN_PRICES_USD } from '../../handlers/billing/billing'
import { callServer } from '../../serving/client'
import type { OpResult } from '../../serving/operations'

type Account = NonNullable<OpResult<'billingAccount'>>

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
const button =
  'rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground disabled:opacity-60'

/**
 * The card provider's billing portal as the mock shows it (spec part 2 sections 2 and 7): the
 * current subscription, the invoices, and Cancel or Change plan, made by the mock server so
 * the app sees them (Pricing then offers checkout again after a cancel).
 */
export function BillingPortalPage({ initial }: { initial: Account }) {
  const [account, setAccount] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const { customer, subscription, invoices } = account
  // Change plan starts on the plan the customer has (issue 27: it started on Prime monthly).
  const [tier, setTier] = useState<PlanTier>(initial.subscription?.tier ?? 'prime')
  const [interval, setInterval] = useState<BillingInterval>(
    initial.subscription?.interval ?? 'month',
  )

  const apply = async (action: () => Promise<unknown>) => {
    try {
      await action()
      const next = await callServer('billingAccount', customer.id)
      if (next) setAccount(next)
      setProblem(null)
    } catch {
      setProblem('The mock server did not answer. Try again.')
    }
  }

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
        {subscription ? (
          <p data-testid="subscription">
            {PLAN_NAMES[subscription.tier]}, {usd(subscription.amount)}{' '}
            {PERIOD[subscription.interval]}, since {day(subscription.completedAt)}
          </p>
        ) : (
          <p data-testid="subscription">No active subscription.</p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            Plan
            <select
              className="rounded-md border border-border bg-surface px-2 py-1.5"
              value={tier}
              onChange={(event) => setTier(event.target.value as PlanTier)}
            >
              {(Object.keys(PLAN_NAMES) as PlanTier[]).map((value) => (
                <option key={value} value={value}>
                  {PLAN_NAMES[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Period
            <select
              className="rounded-md border border-border bg-surface px-2 py-1.5"
              value={interval}
              onChange={(event) => setInterval(event.target.value as BillingInterval)}
            >
              <option value="month">Monthly ({usd(PLAN_PRICES_USD[tier].month)})</option>
              <option value="year">Yearly ({usd(PLAN_PRICES_USD[tier].year)})</option>
            </select>
          </label>
          <button
            type="button"
            className={button}
            disabled={!subscription}
            onClick={() => void apply(() => callServer('changePlan', customer.id, tier, interval))}
          >
            Change plan
          </button>
          <button
            type="button"
            className="rounded-md border border-border px-3 py-2 text-sm disabled:opacity-60"
            disabled={!subscription}
            onClick={() => void apply(() => callServer('cancelSubscription', customer.id))}
          >
            Cancel subscription
          </button>
        </div>
      </section>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <section aria-labelledby="invoices" className="flex flex-col gap-2">
        <h2 id="invoices" className="text-lg font-semibold">
          Invoices
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Date
              </th>
              <th scope="col" className={cell}>
                Plan
              </th>
              <th scope="col" className={cell}>
                Amount
              </th>
              <th scope="col" className={cell}>
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.sessionId} className="border-t border-border">
                <td className={cn(cell, 'whitespace-nowrap')}>{day(invoice.completedAt)}</td>
                <td className={cell}>
                  {PLAN_NAMES[invoice.tier]} ({PERIOD[invoice.interval]})
                </td>
                <td className={cell}>{usd(invoice.amount)}</td>
                <td className={cell}>{STATUS_LABEL[invoice.payment_status] ?? 'Open'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <a className="text-sm text-primary underline" href={`${import.meta.env.BASE_URL}pricing`}>
        Return to Catalyst
      </a>
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
