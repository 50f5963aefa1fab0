import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import type { PlanTier } from '@/api/generated/types.gen'
import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'
import { PLAN_PITCHES } from '@/config/plan-pitches'
import { planRefusal } from '@/config/plans'
import { connectedStudentsFigures } from '@mocks/handlers/dashboard/dashboard-data'
import { learnHubProgress } from '@mocks/handlers/dashboard/learning-data'
import { cancelSubscription } from '@mocks/handlers/billing/billing'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { giveActivePlan } from '@mocks/testing/factories'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

const server = withMockServer()

/**
 * The smart dashboard on screen (issue 34, Prime and Elite Access): without it, each analysis
 * card shows the offer in place of its data and makes no call (each would answer 403); the
 * counts, the learning modules and the planner stay. A plan bought or ended elsewhere reaches the
 * open dashboard live. The server's side: mocks/handlers/dashboard-plans.test.ts.
 */
const WAIT = { timeout: 8_000 }
const ANALYSIS_CARDS = [
  'Interaction review summary',
  'Forthcoming learning topics',
  'Student requests',
  'Students to check in on',
  'Students by country',
]
const ANALYSIS_CALLS = [
  '/dashboard/getDashboardStudentsData',
  '/dashboard/getNextLearningsAndLearnHubProgress',
  '/dashboard/studentRequestTrend',
]
// Each card's offer is named after its card, then the offer's title (landmark-unique).
const OFFER = new RegExp(
  `${planOfferTitle('smart-dashboard').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
)
const card = (name: string) => screen.findByRole('region', { name }, WAIT)
const me = () => findUserByEmail(demoAccounts.counsellor.email)!

/** Every answer the mock backend gave during the test: path and status. */
let answers: Array<{ path: string; status: number }> = []
beforeEach(() => {
  answers = []
  server.events.removeAllListeners('response:mocked')
  server.events.on('response:mocked', ({ request, response }) => {
    answers.push({ path: new URL(request.url).pathname, status: response.status })
  })
})
const analysisCalls = () =>
  answers.filter((answer) => ANALYSIS_CALLS.some((path) => answer.path.endsWith(path)))

/** The demo Catalyst on `tier`, or with no plan ever (null). */
async function demoOn(tier: PlanTier | null) {
  await seedScenario('demo')
  db.checkouts.deleteMany((q) => q.where({ userId: me().id }))
  if (tier) await giveActivePlan(me(), tier)
  return renderRoute('/dashboard', { as: 'counsellor', scenario: null })
}

/** What every Catalyst keeps: the counts, the learning modules, the planner. */
async function expectKeptCards() {
  const figures = connectedStudentsFigures(me().id)
  expect(figures.connectedStudents).toBeGreaterThan(0)
  const connected = await card('Connected students')
  await waitFor(
    () => expect(connected).toHaveTextContent(`Connected${figures.connectedStudents}Active`),
    WAIT,
  )
  const first = learnHubProgress(me().id)[0]!
  const modules = await card('Upcoming learning modules')
  expect(
    (await within(modules).findAllByText(first.moduleName || first.learnHubName, {}, WAIT))[0],
  ).toBeVisible()
  const planner = await card('Schedule planner')
  expect(await within(planner).findByRole('button', { name: 'Next month' }, WAIT)).toBeVisible()
  for (const kept of [connected, modules, planner])
    expect(within(kept).queryByRole('region', { name: OFFER })).toBeNull()
}

const LAPSED = planRefusal('smart-dashboard', true)

/** Each analysis card shows the one offer (compact) in place of its data; after a lapse, why. */
async function expectOffers(lapsed: boolean) {
  for (const title of ANALYSIS_CARDS) {
    const analysis = await card(title)
    const offer = await within(analysis).findByRole('region', { name: OFFER }, WAIT)
    expect(offer).toHaveTextContent(PLAN_PITCHES['smart-dashboard'][0]!)
    expect(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION })).toHaveAttribute(
      'href',
      '/pricing',
    )
    expect(offer.textContent?.includes(LAPSED)).toBe(lapsed)
    expect(within(analysis).queryByRole('table')).toBeNull()
    expect(within(analysis).queryByRole('listitem', { name: /%/ })).toBeNull()
  }
}

/** Each analysis card shows its data, no offer. */
async function expectAnalysis() {
  for (const title of ['Students to check in on', 'Forthcoming learning topics']) {
    const rows = await within(await card(title)).findAllByRole('row', {}, WAIT)
    expect(rows.length).toBeGreaterThan(1)
  }
  const requests = await card('Student requests')
  expect(await within(requests).findByText(/in the last 6 months/, {}, WAIT)).toBeVisible()
  const countries = await card('Students by country')
  expect((await within(countries).findAllByRole('row', {}, WAIT)).length).toBeGreaterThan(1)
  const interactions = await card('Interaction review summary')
  expect((await within(interactions).findAllByText(/%$/, {}, WAIT)).length).toBeGreaterThan(0)
  expect(screen.queryByRole('region', { name: OFFER })).toBeNull()
}

describe.each<{ name: string; tier: PlanTier | null }>([
  { name: 'no plan', tier: null },
  { name: 'Basic Access', tier: 'basic' },
])('the dashboard of a Catalyst with $name', ({ tier }) => {
  it('offers the smart dashboard on each analysis card and keeps the counts and planner', async () => {
    const { user, router } = await demoOn(tier)
    await expectOffers(false)
    await expectKeptCards()
    // No card asked for what would be refused.
    expect(analysisCalls()).toEqual([])
    expect(answers.filter((answer) => answer.status === 403)).toEqual([])

    const offer = within(await card('Student requests')).getByRole('region', { name: OFFER })
    await user.click(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'), WAIT)
  }, 60_000)
})

describe.each<{ name: string; tier: PlanTier }>([
  { name: 'Prime Access', tier: 'prime' },
  { name: 'Elite Access', tier: 'elite' },
])('the dashboard of a Catalyst on $name', ({ tier }) => {
  it('shows every analysis card with its data, and the counts and planner', async () => {
    await demoOn(tier)
    await expectAnalysis()
    await expectKeptCards()
    expect(analysisCalls().map((call) => call.status)).not.toContain(403)
    expect(analysisCalls().length).toBeGreaterThanOrEqual(ANALYSIS_CALLS.length)
  }, 60_000)
})

describe('a plan that changes while the dashboard is open', () => {
  it('closes the analysis on a lapse and opens it again when a plan is bought, live', async () => {
    await demoOn('prime')
    await expectAnalysis()

    // Cancelled in the billing portal in another tab: 'plan changed' reaches this one.
    await cancelSubscription(me().id)
    await waitFor(
      () => expect(screen.getAllByRole('region', { name: OFFER })).toHaveLength(5),
      WAIT,
    )
    await expectOffers(true)
    await expectKeptCards()
    const refusedAfterLapse = answers.filter((answer) => answer.status === 403)
    expect(refusedAfterLapse).toEqual([])

    // Bought again (Elite this time): the cards read and show their data.
    await giveActivePlan(me(), 'elite')
    await waitFor(() => expect(screen.queryByRole('region', { name: OFFER })).toBeNull(), WAIT)
    await expectAnalysis()
  }, 60_000)
})
