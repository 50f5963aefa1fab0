import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'

import type { PlanAccess, Team } from '@/api/generated/types.gen'
import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'

import { appStory } from '../../../.storybook/story-app'
import { TEAM_WORDS } from './team-words'

const meta: Meta = {
  title: 'Screens/Team',
  // The page this file pictures (tests/lint/story-catalogue.test.ts).
  tags: ['route:/team'],
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj

const page = () => within(document.body)
const WAIT = { timeout: 8_000 }
const teamRead = '*/api/v1/team'
const planRead = '*/api/v1/payment/plan'
const mobile = { viewport: { value: 'mobile1', isRotated: false } }
const PRIME_FEATURES: PlanAccess['features'] = [
  'directory-listing',
  'student-inquiries',
  'smart-dashboard',
  'session-booking',
  'premium-webinars',
  'invite-junior-counsellors',
  'email-and-chat-support',
]
const emptyTeam: Team = {
  seats: { used: 0, limit: 3 },
  members: [],
  invitations: [],
  membership: null,
}

/** counsellor@catalyst.demo on Prime: Arjun Menon a member, one invitation waiting, overview. */
export const Loaded: Story = {
  ...appStory({ url: '/team', as: 'counsellor' }),
  play: async () => {
    await expect(await page().findByText('2 of 3 seats used', {}, WAIT)).toBeVisible()
    await expect(
      await page().findByRole('list', { name: TEAM_WORDS.overviewTitle }, WAIT),
    ).toBeVisible()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = { ...Loaded, globals: mobile }
export const LoadedMobileDark: Story = { ...Loaded, globals: { ...mobile, theme: 'dark' } }

/** On Prime, nobody invited yet. */
export const Empty: Story = {
  ...appStory({ url: '/team', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(teamRead, () => HttpResponse.json({ success: emptyTeam })),
      http.get('*/api/v1/team/overview', () =>
        HttpResponse.json({
          success: {
            weekStart: '2026-11-22T18:30:00.000Z',
            weekEnd: '2026-11-29T18:30:00.000Z',
            timeZone: 'Asia/Kolkata',
            members: [],
          },
        }),
      ),
    ],
  },
  play: async () => {
    await expect(await page().findByText(TEAM_WORDS.membersEmpty, {}, WAIT)).toBeVisible()
    await expect(page().getByText(TEAM_WORDS.pendingEmpty)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }
export const EmptyMobile: Story = { ...Empty, globals: mobile }

/** No Prime or Elite plan: what a team gives and the way to Pricing, no invite form. */
export const NoPlan: Story = {
  ...appStory({ url: '/team', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(teamRead, () =>
        HttpResponse.json({ success: { ...emptyTeam, seats: { used: 0, limit: 0 } } }),
      ),
      http.get(planRead, () =>
        HttpResponse.json({
          success: { tier: 'basic', through: 'subscription', team: null, features: [], lapsed: [] },
        }),
      ),
    ],
  },
  play: async () => {
    const offer = await page().findByRole(
      'region',
      { name: planOfferTitle('invite-junior-counsellors') },
      WAIT,
    )
    await expect(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION })).toBeVisible()
  },
}
export const NoPlanDark: Story = { ...NoPlan, globals: { theme: 'dark' } }
export const NoPlanMobile: Story = { ...NoPlan, globals: mobile }

/** The lead's plan ended: the offer says so; the members stay listed, with Remove. */
export const Lapsed: Story = {
  ...appStory({ url: '/team', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(planRead, () =>
        HttpResponse.json({
          success: {
            tier: null,
            through: null,
            team: null,
            features: [],
            lapsed: PRIME_FEATURES,
          },
        }),
      ),
    ],
  },
  play: async () => {
    await expect(
      await page().findByRole(
        'region',
        { name: planOfferTitle('invite-junior-counsellors') },
        WAIT,
      ),
    ).toBeVisible()
    await expect(
      await page().findByRole('button', { name: 'Remove Arjun Menon' }, WAIT),
    ).toBeVisible()
  },
}
export const LapsedDark: Story = { ...Lapsed, globals: { theme: 'dark' } }

/** junior.counsellor@catalyst.demo: whose team, the plan, Leave; the banner on top. */
export const Member: Story = {
  ...appStory({ url: '/team', as: 'juniorCounsellor' }),
  play: async () => {
    await expect(await page().findByRole('region', { name: 'Your team' }, WAIT)).toBeVisible()
    await expect(await page().findByRole('status', { name: 'Your team' }, WAIT)).toBeVisible()
  },
}
export const MemberDark: Story = { ...Member, globals: { theme: 'dark' } }
export const MemberMobile: Story = { ...Member, globals: mobile }

export const Loading: Story = {
  ...appStory({ url: '/team', as: 'counsellor' }),
  parameters: {
    msw: [
      http.get(teamRead, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    ],
  },
  play: async () => {
    await expect(await page().findByText(TEAM_WORDS.loading, {}, WAIT)).toBeVisible()
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The read failed: the page says so, with Retry. */
export const Failed: Story = {
  ...appStory({ url: '/team', as: 'counsellor' }),
  parameters: { msw: [http.get(teamRead, () => HttpResponse.error())] },
  play: async () => {
    await expect(await page().findByText(TEAM_WORDS.loadFailed, {}, WAIT)).toBeVisible()
    await expect(page().getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } }

/** An invitation to a team, opened from its e-mail (`?invite=`): Accept or Decline. */
export const Invited: Story = {
  ...appStory({
    url: '/team?invite=2d8c6a4e-1f3b-4c5d-9e7a-8b0c2d4e6f99',
    as: 'pendingCounsellor',
  }),
  parameters: {
    msw: [
      http.get('*/api/v1/team/invitations/received', () =>
        HttpResponse.json({
          success: [
            {
              id: '2d8c6a4e-1f3b-4c5d-9e7a-8b0c2d4e6f99',
              lead: {
                id: '3f2b8c1e-7a4d-4e2b-9c6f-1d2e3f4a5b6c',
                name: 'Meera Iyer',
                email: 'counsellor@catalyst.demo',
                picture: null,
              },
              tier: 'prime',
              invitedAt: '2026-11-25T09:00:00.000Z',
            },
          ],
        }),
      ),
    ],
  },
  play: async () => {
    await expect(
      await page().findByRole('button', { name: 'Accept the invitation from Meera Iyer' }, WAIT),
    ).toBeVisible()
  },
}
export const InvitedDark: Story = { ...Invited, globals: { theme: 'dark' } }
export const InvitedMobile: Story = { ...Invited, globals: mobile }
