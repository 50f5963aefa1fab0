import { describe, expect, it } from 'vitest'

import type { Achievement } from '@/api/generated/types.gen'

import { db, type UserRecord } from '../db'
import { newId } from '../services/ids'
import { api } from '../testing/api'
import { createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { CERTIFICATE_NOT_FOUND, NOT_YOUR_ACHIEVEMENT } from './achievement'

startMockBackend()

async function award(
  user: UserRecord,
  name = 'Guidance Foundations',
  awardDate = '2025-05-02T00:00:00.000Z',
) {
  return db.achievements.create({
    id: newId(),
    userId: user.id,
    learnHubId: null,
    badgeId: `CGF-101-${newId().slice(0, 8).toUpperCase()}`,
    name,
    LearnHubName: 'Career Guidance Foundations',
    img_link: null,
    desc: 'Awarded on completing Career Guidance Foundations.',
    award_date: awardDate,
  })
}

function decode(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

/** pdf.js reads the standard fonts' metrics from disk under Node (Vitest runs from the repo root). */
const STANDARD_FONTS = `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`

/** The page text and the metadata title, read back with pdf.js. */
async function readPdf(base64: string): Promise<{ text: string; title: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({ data: decode(base64), standardFontDataUrl: STANDARD_FONTS })
  const pdf = await task.promise
  const content = await (await pdf.getPage(1)).getTextContent()
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
  const info = (await pdf.getMetadata()).info as { Title?: string }
  await task.destroy()
  return { text, title: info.Title ?? '' }
}

function isPdf(base64: string): boolean {
  return new TextDecoder().decode(decode(base64).slice(0, 5)) === '%PDF-'
}

describe('achievements and certificates', () => {
  it("lists the caller's own badges, newest first, and answers 401 without a token", async () => {
    const holder = await createUser({ role: 'counsellor' })
    const older = await award(holder, 'Older badge', '2024-01-01T00:00:00.000Z')
    const newer = await award(holder, 'Newer badge', '2025-01-01T00:00:00.000Z')
    await award(await createUser({ role: 'counsellor' }), 'Not mine')
    expect((await api('GET', '/auth/achievement/badges/all')).status).toBe(401)
    const list = await api<{ data: { success: Achievement[] } }>(
      'GET',
      '/auth/achievement/badges/all',
      {
        token: await tokenFor(holder),
      },
    )
    expect(list.body.data.success.map((badge) => badge.id)).toEqual([newer.id, older.id])
    expect(list.body.data.success[0]).toEqual({
      id: newer.id,
      name: 'Newer badge',
      LearnHubName: 'Career Guidance Foundations',
      img_link: null,
      desc: 'Awarded on completing Career Guidance Foundations.',
      award_date: '2025-01-01T00:00:00.000Z',
    })
  })

  it("downloads the holder's certificate as a base64 PDF naming them; others get 403", async () => {
    const holder = await createUser({
      role: 'counsellor',
      firstName: 'Łukasz',
      lastName: 'Wiśniewski',
    })
    const badge = await award(holder)
    const answer = await api<{ data: { success: string } }>(
      'GET',
      `/auth/achievement/certificate/${badge.id}`,
      { token: await tokenFor(holder) },
    )
    expect(answer.status).toBe(200)
    expect(isPdf(answer.body.data.success)).toBe(true)
    const { text } = await readPdf(answer.body.data.success)
    expect(text).toContain('Łukasz Wiśniewski')
    expect(text).toContain('Guidance Foundations')
    expect(text).toContain('Career Guidance Foundations')
    // The one date form of the app (lib/format), as on screen.
    expect(text).toContain('2 MAY 2025')
    expect(text).toContain(`/verification/certificate/${badge.id}/${holder.id}/%C5%81ukasz`)

    const stranger = await tokenFor(await createUser({ role: 'counsellor' }))
    expect(
      await api('GET', `/auth/achievement/certificate/${badge.id}`, { token: stranger }),
    ).toEqual({ status: 403, body: { message: NOT_YOUR_ACHIEVEMENT } })
    expect(
      (await api('GET', `/auth/achievement/certificate/${newId()}`, { token: stranger })).status,
    ).toBe(404)
    expect((await api('GET', `/auth/achievement/certificate/${badge.id}`)).status).toBe(401)
  })

  it('verifies a certificate publicly by badge, holder and first name (case-insensitive)', async () => {
    const holder = await createUser({ role: 'student', firstName: 'Łukasz', lastName: 'Nowak' })
    const badge = await award(holder)
    const verify = (badgeId: string, userId: string, firstName: string) =>
      api<{ success: string }>(
        'GET',
        `/auth/achievement/verifyCertificate/${badgeId}/${userId}/${encodeURIComponent(firstName)}`,
      )
    const byId = await verify(badge.id, holder.id, 'łUKASZ')
    expect(byId.status).toBe(200)
    expect(isPdf(byId.body.success)).toBe(true)
    expect((await verify(badge.badgeId, holder.id, 'Łukasz')).status).toBe(200)
    const notFound = { status: 404, body: { message: CERTIFICATE_NOT_FOUND } }
    expect(await verify(badge.id, holder.id, 'Lukas')).toEqual(notFound)
    expect(await verify(badge.id, crypto.randomUUID(), 'Łukasz')).toEqual(notFound)
    expect(await verify(newId(), holder.id, 'Łukasz')).toEqual(notFound)
    expect((await verify(badge.id, 'not-a-uuid', 'Łukasz')).status).toBe(400)
  })

  it('prints names in any script without failing', async () => {
    const cases = [
      { firstName: '李娜', lastName: null, shown: '[U+674E U+5A1C]' },
      { firstName: 'प्रिया', lastName: 'शर्मा', shown: 'Priya Sharma' },
      { firstName: 'Дмитрий', lastName: 'Σοφία', shown: 'Дмитрий Σοφία' },
      { firstName: 'Nguyễn', lastName: 'Văn', shown: 'Nguyen Văn' },
    ]
    for (const { firstName, lastName, shown } of cases) {
      const holder = await createUser({ role: 'student', firstName, lastName })
      const badge = await award(holder)
      const answer = await api<{ success: string }>(
        'GET',
        `/auth/achievement/verifyCertificate/${badge.id}/${holder.id}/${encodeURIComponent(firstName)}`,
      )
      expect(answer.status).toBe(200)
      const { text, title } = await readPdf(answer.body.success)
      expect(text).toContain(shown)
      expect(title).toContain([firstName, lastName].filter(Boolean).join(' '))
    }
  })
})
