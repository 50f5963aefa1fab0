import { describe, expect, it } from 'vitest'

import type { GetUserProfileInfoResponse } from '@/api/generated/types.gen'

import { findUser } from '../services/relations'
import { api } from '../testing/api'
import { linkParts, openLink, pdfFile, pngFile, upload } from '../testing/files'
import { createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'

startMockBackend()

const profileOf = async (token: string) =>
  (await api<GetUserProfileInfoResponse>('GET', '/profile/getUserProfileInfo', { token })).body
    .success
const academic = {
  level: 'Undergraduate',
  start_date: '2020-07-01T00:00:00.000Z',
  end_date: '2024-05-31T00:00:00.000Z',
  major: 'Computer Science',
  college: 'IIT Bombay',
  score: 87.45,
}
/** Profile saves that name an upload (photo, KYC file); the sections are in profile-update.test.ts. */
describe('uploads named by a profile save', () => {
  const kycDoc = (file: string) => ({
    id: 'k1',
    name: 'Passport',
    issuer_country: 'India',
    id_number: 'P123',
    issue_date: '2020-01-01T00:00:00.000Z',
    file,
  })

  it("refuses another user's upload, an unknown one and one of another purpose, changing nothing", async () => {
    const counsellor = await createUser({
      role: 'counsellor',
      profileImg: 'https://avatars.example.org/cara.png',
    })
    const token = await tokenFor(counsellor)
    const someoneElse = await tokenFor(await createUser({ role: 'student' }))
    const theirPhoto = await upload(someoneElse, 'profile-photo')
    const theirDocument = await upload(someoneElse, 'kyc-document')
    const myDocument = await upload(token, 'kyc-document')
    const myPhoto = await upload(token, 'profile-photo')
    const save = (body: object) => api('POST', '/profile/counselor/update-profile', { token, body })
    const before = structuredClone(findUser(counsellor.id))

    const notFound = 'The uploaded file was not found. Please upload it again.'
    expect(
      await save({ section: 'personal', data: { bio: 'Hi', picture: theirPhoto.fileId } }),
    ).toEqual({ status: 400, body: { message: notFound } })
    const unknown = 'file-00000000-0000-4000-8000-000000000000'
    expect((await save({ section: 'personal', data: { picture: unknown } })).body.message).toBe(
      notFound,
    )
    expect(
      (await save({ section: 'personal', data: { picture: myDocument.fileId } })).body.message,
    ).toBe('This file was not uploaded as a profile photo.')
    expect(
      (await save({ section: 'kyc', data: { kycDocs: [kycDoc(theirDocument.fileId)] } })).body,
    ).toEqual({ message: notFound })
    expect(
      (await save({ section: 'kyc', data: { kycDocs: [kycDoc(myPhoto.fileId)] } })).body.message,
    ).toBe('This file was not uploaded as a KYC document.')
    // A good KYC list with someone else's photo is refused whole.
    expect(
      (
        await save({
          section: 'kyc',
          data: { kycDocs: [kycDoc(myDocument.fileId)], picture: theirPhoto.fileId },
        })
      ).status,
    ).toBe(400)
    // Inline data URLs are no longer taken: a photo is uploaded first.
    expect(
      (await save({ section: 'personal', data: { picture: 'data:image/png;base64,iVBORw0KGgo=' } }))
        .status,
    ).toBe(400)
    expect(findUser(counsellor.id)).toEqual(before)
  })

  it('shows a KYC document with the name its file was uploaded with; a link has none', async () => {
    const counsellor = await createUser({ role: 'counsellor' })
    const token = await tokenFor(counsellor)
    const file = await upload(token, 'kyc-document', pdfFile('my passport.pdf'))
    const linked = {
      ...kycDoc(file.fileId),
      id: 'k2',
      name: 'Voter ID',
      link: 'https://example.org/id',
    }
    delete (linked as { file?: string }).file
    const answer = await api('POST', '/profile/counselor/update-profile', {
      token,
      body: { section: 'kyc', data: { kycDocs: [kycDoc(file.fileId), linked] } },
    })
    expect(answer.status).toBe(200)
    const docs = (await profileOf(token)).kycDocs ?? []
    expect(docs.map((doc) => [doc.name, doc.file_name])).toEqual([
      ['Passport', 'my passport.pdf'],
      ['Voter ID', null],
    ])
  })

  it('keeps a saved photo and document across saves and shows the new photo after a change', async () => {
    const student = await createUser({ role: 'student', dateOfBirth: '2003-01-01T00:00:00.000Z' })
    const token = await tokenFor(student)
    const first = await upload(token, 'profile-photo')
    const save = (data: object) =>
      api('POST', '/profile/updateStudentProfile', { token, body: { section: 'academic', data } })
    expect((await save({ education: [academic], picture: first.fileId })).status).toBe(200)
    // Saving without a picture keeps the photo.
    expect((await save({ education: [] })).status).toBe(200)
    expect(linkParts((await profileOf(token)).profileImg ?? '').path.fileId).toBe(first.fileId)
    const second = await upload(token, 'profile-photo', pngFile('new.png', 300))
    expect((await save({ education: [], picture: second.fileId })).status).toBe(200)
    const shown = await openLink((await profileOf(token)).profileImg ?? '')
    expect(shown.bytes?.byteLength).toBe(300)
  })
})
