import type { IncomingMessage, ServerResponse } from 'node:http'

import type { BillingInterval, PlanTier } from '@/api/generated/types.gen'
import { formatDate } from '@/lib/format/dates'

import { PAYMENT_STATUS, PLAN_NAMES, PLAN_PRICES_USD } from '../handlers/billing/billing'
import { operations, type OpContext } from '../serving/operations'
import { isAllowedOrigin, type CorsPolicy } from './cors'
import { escapeHtml, readBody, sendHtml } from './http-io'

/**
 * The third-party stand-ins a production build links to, as plain pages on the mock API server
 * (in the demo build they are pages of the app itself, mocks/pages): the learning platform that
 * Start My Experience opens, and the card provider's billing portal. Each is a page with forms
 * that post back and redirect to the page (no script), running the same operations as the
 * in-app pages (mocks/serving/operations.ts).
 */
export const MOODLE_PREFIX = '/mock-services/moodle/'
export const BILLING_PORTAL_PATH = '/mock-services/billing-portal'

const context: OpContext = { from: 'mock-server', backend: null, sockets: null }

const STATUS: Record<number, string> = {
  1010: 'Applied',
  1020: 'Accepted',
  1030: 'Rejected',
  1100: 'Complete',
  1120: 'Rewards Awarded',
}
const PERIOD: Record<BillingInterval, string> = { month: 'monthly', year: 'yearly' }
const INVOICE_STATUS: Record<number, string> = {
  [PAYMENT_STATUS.active]: 'Paid',
  [PAYMENT_STATUS.unpaid]: 'Unpaid',
  [PAYMENT_STATUS.canceled]: 'Paid (subscription canceled)',
  [PAYMENT_STATUS.incomplete]: 'Failed',
}

function frame(title: string, banner: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui;max-width:40rem;margin:2rem auto;padding:0 1rem}.banner{display:inline-block;padding:.1rem .6rem;border-radius:1rem;background:#fef3c7;color:#78350f;font-size:.8rem}li{margin:.25rem 0}button,select{font:inherit;padding:.4rem .8rem}form{display:inline-block;margin:.25rem .5rem .25rem 0}.problem{color:#b91c1c}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .5rem;border-top:1px solid #ddd}</style>
</head><body><p class="banner">${escapeHtml(banner)}</p>${body}</body></html>`
}

function redirect(outgoing: ServerResponse, location: string): void {
  outgoing.writeHead(303, { Location: location, 'Cache-Control': 'no-store' })
  outgoing.end()
}

const problemOf = (url: URL) => {
  const problem = url.searchParams.get('problem')
  return problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''
}

async function moodlePage(incoming: IncomingMessage, outgoing: ServerResponse, url: URL) {
  const moodleId = decodeURIComponent(url.pathname.slice(MOODLE_PREFIX.length))
  const userId = url.searchParams.get('user') ?? ''
  const course = operations.moodleCourse(context, moodleId, userId)
  if (!course) {
    sendHtml(
      outgoing,
      404,
      frame(
        'Course not available',
        'Mock learning platform',
        `<h1>Course not available</h1><p>The mock learning platform has no course ${escapeHtml(moodleId)} for this learner.</p>`,
      ),
    )
    return
  }
  if (incoming.method === 'POST') {
    const action = new URLSearchParams(await readBody(incoming)).get('action')
    const result =
      action === 'award'
        ? await operations.awardBadge(context, course.application.id)
        : await operations.completeModule(context, course.application.id)
    const back = new URL(url)
    back.searchParams.delete('problem')
    if (!result.ok) back.searchParams.set('problem', result.reason)
    redirect(outgoing, `${back.pathname}${back.search}`)
    return
  }
  const { hub, learner, application } = course
  const modules = hub.modules ?? []
  const current = modules.findIndex((module) => module.sk === application.curr_mdl)
  const finished = application.status === 1100 || application.status === 1120
  const items = modules.map((module, index) => {
    const state = finished || index < current ? 'Done' : index === current ? 'Current' : 'Upcoming'
    return `<li>${escapeHtml(module.name)} <small>(${state})</small></li>`
  })
  const actions = [
    application.status === 1020
      ? '<form method="post"><button name="action" value="complete">Complete the current module</button></form>'
      : '',
    application.status === 1100
      ? '<form method="post"><button name="action" value="award">Award the badge</button></form>'
      : '',
  ].join('')
  sendHtml(
    outgoing,
    200,
    frame(
      `${hub.name} (learning platform)`,
      'Mock learning platform: stands in for the hosted Moodle course',
      `<h1>${escapeHtml(hub.name)}</h1>
<p>Learner: ${escapeHtml([learner.firstName, learner.lastName].filter(Boolean).join(' '))} · Status: <span data-testid="status">${escapeHtml(STATUS[application.status] ?? String(application.status))}</span> · Progress: <span data-testid="progress">${application.prog_percent}%</span></p>
<ol aria-label="Modules">${items.join('')}</ol>${problemOf(url)}${actions}
<p>Go back to the app's tab to see the new status and progress.</p>`,
    ),
  )
}

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount)
// Dates as the app writes them ("26 NOV 2026"), not the ISO day (issue 28).
const day = (iso: string | null) => (iso ? formatDate(iso) : '-')

async function billingPortal(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  url: URL,
  policy: CorsPolicy,
) {
  const userId = url.searchParams.get('user') ?? ''
  const account = operations.billingAccount(context, userId)
  if (!account) {
    sendHtml(
      outgoing,
      404,
      frame(
        'Billing portal',
        'Mock billing portal',
        '<h1>Billing portal</h1><p>No customer matches this address.</p>',
      ),
    )
    return
  }
  if (incoming.method === 'POST') {
    const form = new URLSearchParams(await readBody(incoming))
    const tier = form.get('tier') as PlanTier | null
    const interval = form.get('interval') as BillingInterval | null
    if (form.get('action') === 'cancel') await operations.cancelSubscription(context, userId)
    else if (tier && tier in PLAN_NAMES && (interval === 'month' || interval === 'year'))
      await operations.changePlan(context, userId, tier, interval)
    redirect(outgoing, `${url.pathname}${url.search}`)
    return
  }
  const { customer, subscription, invoices } = account
  // Back to the app, only to an origin the server serves (never an open redirect).
  const wanted = url.searchParams.get('return') ?? ''
  let back = ''
  try {
    if (isAllowedOrigin(policy, new URL(wanted).origin)) back = new URL(wanted).href
  } catch {
    back = ''
  }
  const current = subscription
    ? `${PLAN_NAMES[subscription.tier]}, ${usd(subscription.amount)} ${PERIOD[subscription.interval]}, since ${day(subscription.completedAt)}`
    : 'No active subscription.'
  const plans = (Object.keys(PLAN_NAMES) as PlanTier[])
    .map(
      (tier) =>
        `<option value="${tier}"${subscription?.tier === tier ? ' selected' : ''}>${escapeHtml(PLAN_NAMES[tier])} (${usd(PLAN_PRICES_USD[tier].month)} a month, ${usd(PLAN_PRICES_USD[tier].year)} a year)</option>`,
    )
    .join('')
  const periods = (['month', 'year'] as const)
    .map(
      (interval) =>
        `<option value="${interval}"${subscription?.interval === interval ? ' selected' : ''}>${PERIOD[interval]}</option>`,
    )
    .join('')
  const rows = invoices
    .map(
      (invoice) =>
        `<tr><td>${day(invoice.completedAt)}</td><td>${escapeHtml(PLAN_NAMES[invoice.tier])} (${PERIOD[invoice.interval]})</td><td>${usd(invoice.amount)}</td><td>${INVOICE_STATUS[invoice.payment_status] ?? 'Open'}</td></tr>`,
    )
    .join('')
  const disabled = subscription ? '' : ' disabled'
  sendHtml(
    outgoing,
    200,
    frame(
      'Billing portal',
      "Mock billing portal: stands in for the card provider's customer portal",
      `<h1>Billing portal</h1><p>${escapeHtml(customer.email)}</p>
<h2>Current subscription</h2><p data-testid="subscription">${escapeHtml(current)}</p>
<form method="post"><label>Plan <select name="tier">${plans}</select></label> <label>Period <select name="interval">${periods}</select></label> <button name="action" value="change"${disabled}>Change plan</button></form>
<form method="post"><button name="action" value="cancel"${disabled}>Cancel subscription</button></form>
<h2>Invoices</h2><table><thead><tr><th scope="col">Date</th><th scope="col">Plan</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>
${back ? `<p><a href="${escapeHtml(back)}">Return to Catalyst</a></p>` : ''}`,
    ),
  )
}

/** Answers a service page's request; false when the path is none of theirs. */
export async function servicePage(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  policy: CorsPolicy,
): Promise<boolean> {
  const url = new URL(incoming.url ?? '/', 'http://service')
  if (url.pathname.startsWith(MOODLE_PREFIX)) {
    await moodlePage(incoming, outgoing, url)
    return true
  }
  if (url.pathname === BILLING_PORTAL_PATH) {
    await billingPortal(incoming, outgoing, url, policy)
    return true
  }
  return false
}
