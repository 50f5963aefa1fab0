import { afterEach, describe, expect, it, vi } from 'vitest'

import { fileStore } from '../services/file-store'
import { api } from '../testing/api'
import { linkParts, openLink, upload } from '../testing/files'
import { createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'

startMockBackend()
afterEach(() => {
  vi.useRealTimers()
})

async function studentToken() {
  return tokenFor(await createUser({ role: 'student' }))
}

/** A link with one query value replaced. */
function withQuery(url: string, name: string, value: string): string {
  const changed = new URL(url)
  changed.searchParams.set(name, value)
  return changed.toString()
}

/** The signed links of stored files (getFileContent); the uploads are in files.test.ts. */
describe('getFileContent', () => {
  it('serves the bytes with the stored type, inline, cached privately until the link expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-02T09:02:00.000Z'))
    const stored = await upload(await studentToken(), 'kyc-document')
    // One hour, rounded up to the next 5 minutes.
    expect(stored.expiresAt).toBe('2026-03-02T10:05:00.000Z')
    const opened = await openLink(stored.url)
    expect(opened.headers.get('content-type')).toBe('application/pdf')
    expect(opened.headers.get('cache-control')).toBe('private, max-age=3780')
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff')
    expect(opened.headers.get('content-disposition')).toMatch(/^inline; filename="passport\.pdf"/)
  })

  it('gives the same URL for reads within the same 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const token = await studentToken()
    const photo = await upload(token, 'profile-photo')
    await api('POST', '/profile/updateStudentProfile', {
      token,
      body: { section: 'personal', data: { picture: photo.fileId } },
    })
    vi.setSystemTime(new Date('2026-03-02T09:00:30.000Z'))
    const read = async () =>
      (
        await api<{ success: { profileImg: string } }>('GET', '/profile/getUserProfileInfo', {
          token,
        })
      ).body.success.profileImg
    const first = await read()
    vi.setSystemTime(new Date('2026-03-02T09:04:59.000Z'))
    expect(await read()).toBe(first)
    vi.setSystemTime(new Date('2026-03-02T09:05:01.000Z'))
    expect(await read()).not.toBe(first)
  })

  it('refuses a wrong, made-up or other file signature and a changed expiry with 403', async () => {
    const token = await studentToken()
    const mine = await upload(token, 'profile-photo')
    const other = await upload(token, 'kyc-document')
    const refused = async (url: string) => {
      const opened = await openLink(url)
      expect(opened.status).toBe(403)
      return opened.message
    }
    const { signature, expires } = linkParts(mine.url).query
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    // The last character carries 4 bits and 2 unused ones: another spelling of the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const last = alphabet.indexOf(signature.at(-1) ?? '')
    const respelled = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`
    expect(await refused(withQuery(mine.url, 'signature', flipped))).toBe(
      'This file link is not valid.',
    )
    expect(await refused(withQuery(mine.url, 'signature', respelled))).toBe(
      'This file link is not valid.',
    )
    expect(await refused(withQuery(mine.url, 'signature', 'not-the-servers'))).toBe(
      'This file link is not valid.',
    )
    expect(
      await refused(withQuery(mine.url, 'signature', linkParts(other.url).query.signature)),
    ).toBe('This file link is not valid.')
    // A later expiry is not signed: the link cannot be stretched.
    expect(await refused(withQuery(mine.url, 'expires', String(expires + 3600)))).toBe(
      'This file link is not valid.',
    )
    // A made-up signature for a file that does not exist learns nothing either: 403, not 404.
    const nowhere = mine.url.replace(mine.fileId, 'file-00000000-0000-4000-8000-000000000000')
    expect(await refused(nowhere)).toBe('This file link is not valid.')
  })

  it('refuses an expired link with 403, while a fresh link to the same file opens', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-02T09:00:30.000Z'))
    const student = await createUser({ role: 'student' })
    const stored = await upload(await tokenFor(student), 'profile-photo')
    expect(stored.expiresAt).toBe('2026-03-02T10:05:00.000Z')
    vi.setSystemTime(new Date('2026-03-02T10:04:59.000Z'))
    expect((await openLink(stored.url)).status).toBe(200)
    vi.setSystemTime(new Date('2026-03-02T10:05:00.000Z'))
    const expired = await openLink(stored.url)
    expect(expired).toMatchObject({ status: 403, message: 'This file link has expired.' })
    // The view read now signs a new link (a new sign-in: the first token has expired too).
    const token = await tokenFor(student)
    await api('POST', '/profile/updateStudentProfile', {
      token,
      body: { section: 'personal', data: { picture: stored.fileId } },
    })
    const profile = await api<{ success: { profileImg: string } }>(
      'GET',
      '/profile/getUserProfileInfo',
      { token },
    )
    expect((await openLink(profile.body.success.profileImg)).status).toBe(200)
  })

  it('answers 404 for a well-signed link to a file that is gone', async () => {
    const stored = await upload(await studentToken(), 'profile-photo')
    await fileStore().clear()
    expect(await openLink(stored.url)).toMatchObject({ status: 404, message: 'File not found.' })
  })

  it('refuses a malformed link with 400', async () => {
    const stored = await upload(await studentToken(), 'profile-photo')
    expect((await openLink(withQuery(stored.url, 'expires', 'soon'))).status).toBe(400)
    expect((await openLink(stored.url.replace(/\?.*$/, ''))).status).toBe(400)
  })
})
