import { expect } from '@playwright/test'

import { joinedPayloads } from '../xss-payloads'
import { expectShownIn, patchMockDb, signIn, type XssSurface } from './helpers'

/**
 * Teams (issue 34): the address a lead typed for an invitation, a member's name on the Team page,
 * and the lead's name on a member's banner.
 */
export const teamSurfaces: readonly XssSurface[] = [
  {
    name: "Team: an invitation's address and a member's name",
    kind: 'text',
    plant:
      "catalystMocks.patch('teamMemberships', { status: 'invited' }, { email }) and patch('users', { email: junior }, { lastName })",
    look: 'the pending invitations, the members and the overview on /team',
    async exercise(page, payloads) {
      await signIn(page, 'counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(page, 'teamMemberships', { status: 'invited' }, { email: value }),
      ).toBe(1)
      expect(
        await patchMockDb(
          page,
          'users',
          { email: 'junior.counsellor@catalyst.demo' },
          { lastName: value },
        ),
      ).toBe(1)
      await page.goto('/team')
      const pending = page.getByRole('list', { name: 'Pending invitations' })
      await expect(pending).toBeVisible({ timeout: 15_000 })
      await expectShownIn(pending, payloads, 'the pending invitations')
      await expectShownIn(page.getByRole('list', { name: 'Members' }), payloads, 'the members')
      await expectShownIn(
        page.getByRole('list', { name: 'Team overview' }),
        payloads,
        'the team overview',
      )
    },
  },
  {
    name: "Team: the lead's name on a member's banner",
    kind: 'text',
    plant: "catalystMocks.patch('users', { email: lead }, { lastName })",
    look: 'the banner "You are in <lead>\'s team" on every screen of the member',
    async exercise(page, payloads) {
      await signIn(page, 'junior.counsellor@catalyst.demo', /\/dashboard$/)
      const value = joinedPayloads(payloads)
      expect(
        await patchMockDb(
          page,
          'users',
          { email: 'counsellor@catalyst.demo' },
          { lastName: value },
        ),
      ).toBe(1)
      await page.goto('/team')
      const card = page.getByRole('region', { name: 'Your team' })
      await expect(card).toBeVisible({ timeout: 15_000 })
      await expectShownIn(card, payloads, 'the membership card')
      await expectShownIn(page.getByRole('status', { name: 'Your team' }), payloads, 'the banner')
    },
  },
]
