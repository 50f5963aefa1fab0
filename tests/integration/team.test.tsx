import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { PLAN_OFFER_ACTION, planOfferTitle } from '@/components/plan/plan-offer'
import { planRefusal } from '@/config/plans'
import { teamFullMessage } from '@/config/team'
import { TEAM_WORDS } from '@/features/team/team-words'
import { db } from '@mocks/db'
import { cancelSubscription } from '@mocks/handlers/billing/billing'
import { TEAM_MESSAGES } from '@mocks/handlers/team/words'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { PENDING_TEAM_INVITEE } from '@mocks/seed/team'
import { findUserByEmail } from '@mocks/services/relations'
import { giveActivePlan } from '@mocks/testing/factories'
import { inviteToTeam } from '@mocks/testing/team'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * The Team page (issue 34; openapi.yaml "Teams"): the demo Catalyst leads a Prime team (Arjun
 * Menon a member, one invitation waiting); invite with clear errors, seats and the 429, remove,
 * Elite's seats, the offer without the plan and after a lapse; the member's banner and leaving;
 * an invitation accepted from the e-mail's link.
 */
const WAIT = { timeout: 8_000 }
const account = (key: keyof typeof demoAccounts) => findUserByEmail(demoAccounts[key].email)!
const seats = () => screen.findByLabelText(/^Seats: /, {}, WAIT)
const emailField = () => screen.getByLabelText(TEAM_WORDS.inviteLabel)

describe('the lead’s Team page', () => {
  it('shows seats, pending invitations, members and the overview, and invites with clear errors', async () => {
    const { user } = await renderRoute('/team', { as: 'counsellor' })
    expect(await seats()).toHaveTextContent('2 of 3 seats used')
    const pending = screen.getByRole('list', { name: TEAM_WORDS.pendingTitle })
    expect(pending).toHaveTextContent(PENDING_TEAM_INVITEE)
    expect(screen.getByRole('list', { name: TEAM_WORDS.membersTitle })).toHaveTextContent(
      'Arjun Menon',
    )
    const overview = await screen.findByRole('list', { name: TEAM_WORDS.overviewTitle }, WAIT)
    expect(overview).toHaveTextContent(/Arjun Menon\s*Students\s*2\s*Open requests\s*1\s*Sessions/)

    // Empty, then not an address: said before anything is sent.
    await user.click(screen.getByRole('button', { name: TEAM_WORDS.inviteAction }))
    expect(await screen.findByText(TEAM_WORDS.emailRequired)).toBeVisible()
    await user.type(emailField(), 'arjun.at.example')
    await user.click(screen.getByRole('button', { name: TEAM_WORDS.inviteAction }))
    expect(await screen.findByText(TEAM_WORDS.emailInvalid)).toBeVisible()

    // The server's refusal in place, the address kept.
    await user.clear(emailField())
    await user.type(emailField(), demoAccounts.student.email)
    await user.click(screen.getByRole('button', { name: TEAM_WORDS.inviteAction }))
    expect(await screen.findByText(TEAM_MESSAGES.notACatalyst, {}, WAIT)).toBeVisible()
    expect(emailField()).toHaveValue(demoAccounts.student.email)

    // The third seat, then the team is full: said beside the field, and 429 if tried.
    await user.clear(emailField())
    await user.type(emailField(), 'kavya.shah@example.org')
    await user.click(screen.getByRole('button', { name: TEAM_WORDS.inviteAction }))
    expect(
      await screen.findByText(TEAM_WORDS.invited('kavya.shah@example.org'), {}, WAIT),
    ).toBeVisible()
    expect(emailField()).toHaveValue('')
    await waitFor(() => expect(screen.getByLabelText(/^Seats: /)).toHaveTextContent('3 of 3'))
    expect(pending).toHaveTextContent('kavya.shah@example.org')
    expect(emailField()).toHaveAccessibleDescription(teamFullMessage('prime', 3))
    await user.type(emailField(), 'one.more@example.org')
    await user.click(screen.getByRole('button', { name: TEAM_WORDS.inviteAction }))
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription(
        `${teamFullMessage('prime', 3)} ${teamFullMessage('prime', 3)}`,
      ),
    )
    expect(emailField()).toHaveValue('one.more@example.org')
  }, 60_000)

  it('removes a member and withdraws an invitation, each after a confirmation', async () => {
    const { user } = await renderRoute('/team', { as: 'counsellor' })
    await seats()
    await user.click(screen.getByRole('button', { name: 'Remove Arjun Menon' }))
    await user.click(await screen.findByRole('button', { name: 'Remove' }))
    expect(await screen.findByText(TEAM_WORDS.membersEmpty, {}, WAIT)).toBeVisible()
    await user.click(
      screen.getByRole('button', { name: `Withdraw the invitation to ${PENDING_TEAM_INVITEE}` }),
    )
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText(TEAM_WORDS.pendingEmpty, {}, WAIT)).toBeVisible()
    expect(screen.getByLabelText(/^Seats: /)).toHaveTextContent('0 of 3 seats used')
    expect(db.teamMemberships.lookup('member', account('juniorCounsellor').id)).toEqual([])
  }, 30_000)

  it('gives Elite Access 10 seats', async () => {
    await seedScenario('demo')
    await giveActivePlan(account('counsellor'), 'elite')
    await renderRoute('/team', { as: 'counsellor', scenario: null })
    expect(await seats()).toHaveTextContent('2 of 10 seats used')
  }, 30_000)

  it.each([
    ['no plan', null],
    ['Basic', 'basic'],
  ] as const)(
    'offers Pricing to a Catalyst on %s, with no invite form',
    async (_, tier) => {
      await seedScenario('demo')
      const demo = account('pendingCounsellor')
      if (tier) await giveActivePlan(demo, tier)
      const { user, router } = await renderRoute('/team', {
        as: 'pendingCounsellor',
        scenario: null,
      })
      const offer = await screen.findByRole(
        'region',
        { name: planOfferTitle('invite-junior-counsellors') },
        WAIT,
      )
      expect(screen.queryByLabelText(TEAM_WORDS.inviteLabel)).toBeNull()
      expect(screen.queryByRole('heading', { name: TEAM_WORDS.membersTitle })).toBeNull()
      await user.click(within(offer).getByRole('link', { name: PLAN_OFFER_ACTION }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'))
    },
    30_000,
  )

  it('after a lapse, says so and keeps the members listed, with Remove', async () => {
    await seedScenario('demo')
    await cancelSubscription(account('counsellor').id)
    await renderRoute('/team', { as: 'counsellor', scenario: null })
    const offer = await screen.findByRole(
      'region',
      { name: planOfferTitle('invite-junior-counsellors') },
      WAIT,
    )
    expect(offer).toHaveTextContent(planRefusal('invite-junior-counsellors', true))
    expect(screen.getByRole('list', { name: TEAM_WORDS.membersTitle })).toHaveTextContent(
      'Arjun Menon',
    )
    expect(screen.getByRole('button', { name: 'Remove Arjun Menon' })).toBeEnabled()
    expect(screen.queryByLabelText(TEAM_WORDS.inviteLabel)).toBeNull()
  }, 30_000)
})

describe('a member of a team', () => {
  it('is told whose team they are in on every screen, and may leave it', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'juniorCounsellor' })
    const banner = await screen.findByRole('status', { name: 'Your team' }, WAIT)
    expect(banner).toHaveTextContent("You are in Meera Iyer's team and work under its Prime plan.")
    await user.click(within(banner).getByRole('link', { name: 'Your team' }))
    const card = await screen.findByRole('region', { name: 'Your team' }, WAIT)
    expect(card).toHaveTextContent('Meera Iyer')
    expect(screen.queryByLabelText(TEAM_WORDS.inviteLabel)).toBeNull()
    await user.click(within(card).getByRole('button', { name: TEAM_WORDS.leaveAction }))
    await user.click(await screen.findByRole('button', { name: TEAM_WORDS.leaveAction }))
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Your team' })).toBeNull())
    expect(
      await screen.findByRole(
        'region',
        { name: planOfferTitle('invite-junior-counsellors') },
        WAIT,
      ),
    ).toBeVisible()
  }, 30_000)
})

describe('an invitation opened from its e-mail', () => {
  it('is accepted, and the counsellor then works under the team’s plan', async () => {
    await seedScenario('demo')
    const seat = await inviteToTeam(account('counsellor'), demoAccounts.pendingCounsellor.email)
    const { user, router } = await renderRoute(`/team?invite=${seat.id}`, {
      as: 'pendingCounsellor',
      scenario: null,
    })
    const list = await screen.findByRole('list', { name: TEAM_WORDS.receivedTitle }, WAIT)
    expect(list).toHaveTextContent('Meera Iyer invited you to their team')
    expect(list).toHaveTextContent('Prime plan')
    await user.click(screen.getByRole('button', { name: 'Accept the invitation from Meera Iyer' }))
    const banner = await screen.findByRole('status', { name: 'Your team' }, WAIT)
    expect(banner).toHaveTextContent("You are in Meera Iyer's team and work under its Prime plan.")
    expect(await screen.findByRole('region', { name: 'Your team' }, WAIT)).toBeVisible()
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.queryByRole('list', { name: TEAM_WORDS.receivedTitle })).toBeNull()
    expect(screen.queryByText(TEAM_WORDS.notForYou)).toBeNull()
  }, 30_000)

  it('says so when the invitation is not waiting for the caller, and shows a refusal in place', async () => {
    await seedScenario('demo')
    const seat = await inviteToTeam(account('counsellor'), demoAccounts.pendingCounsellor.email)
    await cancelSubscription(account('counsellor').id)
    const { user } = await renderRoute('/team?invite=not-an-invitation', {
      as: 'pendingCounsellor',
      scenario: null,
    })
    expect(await screen.findByText(TEAM_WORDS.notForYou, {}, WAIT)).toBeVisible()
    expect(seat.status).toBe('invited')
    await user.click(screen.getByRole('button', { name: 'Accept the invitation from Meera Iyer' }))
    expect(await screen.findByText(TEAM_MESSAGES.leadLapsed('Meera Iyer'), {}, WAIT)).toBeVisible()
  }, 30_000)
})
