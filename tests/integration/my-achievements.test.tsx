import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ACHIEVEMENT_MESSAGES } from '@/features/achievements/achievement-rules'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { findUserByEmail } from '@mocks/services/relations'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

const server = withMockServer()

/**
 * My Accomplishments (issue 15 point 6; spec part 2 sections 2, 3, 7, 8): the Catalyst's badges
 * and their certificates, in the real route tree against the mock backend.
 */
const WAIT = { timeout: 8_000 }
const me = () => findUserByEmail(demoAccounts.counsellor.email)!

/** Catches what the page hands the browser to download. */
function catchDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = []
  let last: Blob | null = null
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob
    return 'blob:certificate'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) saved.push({ name: this.download, blob: last })
  })
  return saved
}

afterEach(() => vi.restoreAllMocks())

describe('My Accomplishments', () => {
  it('shows each badge, and downloads its certificate as a PDF named after the hub', async () => {
    const { user } = await renderRoute('/my-achievements', { as: 'counsellor' })
    const badges = db.achievements.findMany((q) => q.where({ userId: me().id }))
    const cards = await screen.findAllByRole('article', {}, WAIT)
    expect(cards).toHaveLength(badges.length)
    const newest = [...badges].sort((a, b) => b.award_date.localeCompare(a.award_date))[0]!
    const card = screen.getByRole('article', { name: newest.name })
    const hubName =
      newest.LearnHubName ??
      db.learnHubs.findFirst((q) => q.where({ id: newest.learnHubId ?? '' }))?.name
    expect(hubName).toBeTruthy()
    expect(card).toHaveTextContent(hubName!)

    const saved = catchDownloads()
    await user.click(within(card).getByRole('button', { name: /Download Certificate/ }))
    expect(await screen.findByText(ACHIEVEMENT_MESSAGES.downloaded, {}, WAIT)).toBeVisible()
    expect(saved).toHaveLength(1)
    expect(saved[0]!.name).toBe(`${hubName}.pdf`)
    expect(saved[0]!.blob.type).toBe('application/pdf')
    const head = new TextDecoder().decode(await saved[0]!.blob.slice(0, 5).arrayBuffer())
    expect(head).toBe('%PDF-')
  })

  it('says Failed to download certificate when the call fails, and No certificate data received for a body that is no PDF', async () => {
    const { user } = await renderRoute('/my-achievements', { as: 'counsellor' })
    const button = (
      await screen.findAllByRole('button', { name: /Download Certificate/ }, WAIT)
    )[0]!
    const saved = catchDownloads()
    injectFault('getCertificate', 500, { times: 1 })
    await user.click(button)
    expect(await screen.findByText(ACHIEVEMENT_MESSAGES.downloadFailed, {}, WAIT)).toBeVisible()

    const { http, HttpResponse } = await import('msw')
    server.use(
      http.get('*/api/v1/auth/achievement/certificate/:id', () =>
        HttpResponse.json({ data: { success: btoa('<html>not a pdf</html>') } }),
      ),
    )
    await user.click(button)
    expect(await screen.findByText(ACHIEVEMENT_MESSAGES.noData, {}, WAIT)).toBeVisible()
    expect(saved).toHaveLength(0)
  })

  it('says No achievements yet when there are none', async () => {
    await seedScenario('demo')
    db.achievements.deleteMany((q) => q.where({ userId: me().id }))
    await renderRoute('/my-achievements', { as: 'counsellor', scenario: null })
    expect(await screen.findByText(ACHIEVEMENT_MESSAGES.emptyTitle, {}, WAIT)).toBeVisible()
    expect(screen.getByText(ACHIEVEMENT_MESSAGES.emptyHint)).toBeVisible()
  })

  it('says Error loading achievements when the list fails, and Retry recovers', async () => {
    injectFault('getAllBadges', 500)
    const { user } = await renderRoute('/my-achievements', { as: 'counsellor' })
    expect(await screen.findByText(ACHIEVEMENT_MESSAGES.loadFailed, {}, WAIT)).toBeVisible()
    act(() => clearFaults())
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0), WAIT)
  })
})
