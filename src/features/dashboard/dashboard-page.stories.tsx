import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import type {
  DashboardLearningData,
  DashboardStudentsData,
  PlanAccess,
  PlanTier,
} from '@/api/generated/types.gen'
import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'
import { PLAN_FEATURES, planIncludes, planRefusal } from '@/config/plans'

import { appStory } from '../../../.storybook/story-app'

const meta: Meta = {
  title: 'Screens/Dashboard',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/dashboard'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const studentsRead = '*/api/v1/dashboard/getDashboardStudentsData'
const learningRead = '*/api/v1/dashboard/getNextLearningsAndLearnHubProgress'
const trendRead = '*/api/v1/dashboard/studentRequestTrend'
const countsRead = '*/api/v1/dashboard/studentCounts'
const progressRead = '*/api/v1/dashboard/learnHubProgress'
const planRead = '*/api/v1/payment/plan'
const page = () => within(document.body)
const card = (name: string) => page().findByRole('region', { name }, { timeout: 8_000 })
const mobile = { viewport: { value: 'mobile1', isRotated: false } }

/** The plan read answering `tier` (null: none), with the features an ended plan gave. */
const planIs = (tier: PlanTier | null, lapsed: PlanAccess['lapsed'] = []) =>
  http.get(planRead, () =>
    HttpResponse.json({
      success: {
        tier,
        through: tier ? 'subscription' : null,
        features: PLAN_FEATURES.filter((feature) => planIncludes(tier, feature.key)).map(
          (feature) => feature.key,
        ),
        lapsed,
        team: null,
      } satisfies PlanAccess,
    }),
  )

/** counsellor@catalyst.demo: connected students, interactions, learning and requests. */
export const Loaded: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  play: async () => {
    const checkIns = await card('Students to check in on')
    await expect(
      await within(checkIns).findAllByRole('row', {}, { timeout: 8_000 }),
    ).not.toHaveLength(0)
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = {
  ...Loaded,
  globals: mobile,
}

const emptyStudents: DashboardStudentsData = {
  connectedStudentsData: {
    connectedStudents: 0,
    activeStudents: 0,
    inactiveStudents: 0,
    changePercent: 0,
  },
  dashboardStat: {},
  lastInteractionsData: [],
  studentsLastCheckInData: [],
  studentsHeatMapData: [],
}
const emptyLearning: DashboardLearningData = {
  nextLearningAssignments: [],
  learnHubProgressDetails: [],
  dashboardStat: {},
  learnHubData: [],
}
/** The last 6 months, none with a request. */
const noRequests = () => {
  const now = new Date()
  return [5, 4, 3, 2, 1, 0].map((back) => {
    const month = new Date(now.getFullYear(), now.getMonth() - back, 1)
    return {
      month: `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`,
      requests: 0,
    }
  })
}

/**
 * A Catalyst awaiting approval: no students yet, every card in its empty words. The seed gives
 * them no plan, so the plan read answers Prime and the analysis reads answer as the server would
 * for a Catalyst without students.
 */
export const Empty: Story = {
  ...appStory({ url: '/dashboard', as: 'pendingCounsellor' }),
  parameters: {
    msw: [
      planIs('prime'),
      http.get(studentsRead, () => HttpResponse.json({ success: emptyStudents })),
      http.get(learningRead, () => HttpResponse.json({ success: emptyLearning })),
      http.get(trendRead, () => HttpResponse.json({ success: { months: noRequests() } })),
    ],
  },
  play: async () => {
    const checkIns = await card('Students to check in on')
    await expect(
      await within(checkIns).findByText('No students check-in data available'),
    ).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

const never = (url: string) =>
  http.get(url, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })

export const Loading: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: {
    msw: [never(planRead), never(countsRead), never(progressRead), never(studentsRead)],
  },
  play: async () => {
    await expect(await card('Connected students')).toHaveAttribute('aria-busy', 'true')
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The learning read failed: its two cards say so with Retry; the others still show. */
export const PartlyFailed: Story = {
  tags: ['state:error'],
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: { msw: [http.get(learningRead, () => HttpResponse.error())] },
  play: async () => {
    const topics = await card('Forthcoming learning topics')
    await expect(await within(topics).findByText('This card could not be loaded.')).toBeVisible()
  },
}
export const PartlyFailedDark: Story = { ...PartlyFailed, globals: { theme: 'dark' } }

const OFFER = planOfferTitle('smart-dashboard')
// Each card's offer is named after its card, then the offer's title (axe landmark-unique).
const ANY_OFFER = new RegExp(`${OFFER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** Every analysis card shows the offer (after a lapse, saying so); the counts stay. */
const offersShown = (lapsed: boolean) => async () => {
  const checkIns = await card('Students to check in on')
  const offer = await within(checkIns).findByRole(
    'region',
    { name: `Students to check in on ${OFFER}` },
    { timeout: 8_000 },
  )
  await expect(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION })).toBeVisible()
  await expect(offer.textContent?.includes(planRefusal('smart-dashboard', true))).toBe(lapsed)
  await expect(page().getAllByRole('region', { name: ANY_OFFER })).toHaveLength(5)
  const connected = await card('Connected students')
  await expect(within(connected).queryByRole('region', { name: ANY_OFFER })).toBeNull()
}

/** No plan (issue 34): the analysis cards offer the smart dashboard; counts and planner stay. */
export const NoPlan: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: { msw: [planIs(null)] },
  play: offersShown(false),
}
export const NoPlanDark: Story = { ...NoPlan, globals: { theme: 'dark' } }
export const NoPlanMobile: Story = { ...NoPlan, globals: mobile }
export const NoPlanMobileDark: Story = { ...NoPlan, globals: { ...mobile, theme: 'dark' } }

/** Basic Access: a paid plan without the smart dashboard, the same offers. */
export const Basic: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: { msw: [planIs('basic')] },
  play: offersShown(false),
}
export const BasicDark: Story = { ...Basic, globals: { theme: 'dark' } }

/** A Prime plan that ended: each offer says the plan no longer includes it. */
export const Lapsed: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: { msw: [planIs(null, ['smart-dashboard'])] },
  play: offersShown(true),
}
export const LapsedDark: Story = { ...Lapsed, globals: { theme: 'dark' } }

/** The plan could not be read: the analysis cards say so with Retry, never a guess. */
export const PlanFailed: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: { msw: [http.get(planRead, () => HttpResponse.error())] },
  play: async () => {
    const checkIns = await card('Students to check in on')
    await expect(
      await within(checkIns).findByText('This card could not be loaded.', {}, { timeout: 8_000 }),
    ).toBeVisible()
  },
}
export const PlanFailedDark: Story = { ...PlanFailed, globals: { theme: 'dark' } }

// Directory listing (issue 34): whether the Catalyst is in Find Catalysts, and why.
const listing = (name: string) => card(name)

/** elite.counsellor@catalyst.demo: listed, and featured first (Elite Access). */
export const ListedFeatured: Story = {
  ...appStory({ url: '/dashboard', as: 'eliteCounsellor' }),
  play: async () => {
    const region = await listing('Find Catalysts listing')
    await expect(await within(region).findByText(/shown first in the directory/)).toBeVisible()
  },
}
export const ListedFeaturedDark: Story = { ...ListedFeatured, globals: { theme: 'dark' } }
export const ListedFeaturedMobile: Story = {
  ...ListedFeatured,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** basic.counsellor@catalyst.demo: not listed; what listing gives and the way to Pricing. */
export const NotListedBasic: Story = {
  ...appStory({ url: '/dashboard', as: 'basicCounsellor' }),
  play: async () => {
    const region = await listing('Directory listing comes with Prime and Elite Access')
    await expect(within(region).getByRole('link', { name: 'View Pricing Plans' })).toBeVisible()
  },
}
export const NotListedBasicDark: Story = { ...NotListedBasic, globals: { theme: 'dark' } }
export const NotListedBasicMobile: Story = {
  ...NotListedBasic,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** A plan that ended: out of the directory, the lapse words in the offer. */
export const NotListedLapsed: Story = {
  ...appStory({ url: '/dashboard', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get('*/api/v1/payment/plan', () =>
        HttpResponse.json({
          success: {
            tier: null,
            through: null,
            features: [],
            lapsed: ['directory-listing', 'student-inquiries', 'session-booking'],
            team: null,
          },
        }),
      ),
    ],
  },
  play: async () => {
    const region = await listing('Directory listing comes with Prime and Elite Access')
    await expect(region).toHaveTextContent(/You left Find Catalysts/)
  },
}
export const NotListedLapsedDark: Story = { ...NotListedLapsed, globals: { theme: 'dark' } }
