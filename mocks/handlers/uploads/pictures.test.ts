import { beforeEach, describe, expect, it } from 'vitest'

import type { UserRecord } from '../../db'
import { INVITE_STATUS } from '../../services/relations'
import { api } from '../../testing/api'
import { linkParts, openLink, pngFile, upload } from '../../testing/files'
import { giveActivePlan } from '../../testing/factories'
import { createLink, createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'

/**
 * Every view that shows a person's picture (openapi.yaml "File uploads (our design)") carries a
 * freshly signed link to an uploaded photo, which opens to the photo's bytes, and leaves an
 * external picture URL as it is.
 */
startMockBackend()

const EXTERNAL = 'https://avatars.example.org/external.png'

interface People {
  catalyst: UserRecord
  catalystToken: string
  /** Connected to the catalyst. */
  student: UserRecord
  studentToken: string
  /** Asked the catalyst to connect. */
  asking: UserRecord
  /** Invited by the catalyst. */
  invited: UserRecord
  invitedToken: string
}

let people: People

/** Saves an uploaded photo of `size` bytes as the user's picture; answers the upload's id. */
async function savePhoto(user: UserRecord, token: string, size: number): Promise<string> {
  const photo = await upload(token, 'profile-photo', pngFile('me.png', size))
  const path =
    user.role === 'counsellor'
      ? '/profile/counselor/update-profile'
      : '/profile/updateStudentProfile'
  const saved = await api('POST', path, {
    token,
    body: { section: 'personal', data: { picture: photo.fileId } },
  })
  expect(saved.status).toBe(200)
  return photo.fileId
}

/** The picture URL opens to the bytes of the photo `fileId`, of `size` bytes. */
async function expectSignedPhoto(url: string | null | undefined, fileId: string, size: number) {
  expect(url).toMatch(/^http:\/\/localhost\/api\/v1\/files\/file-[^/]+\/content\?expires=/)
  expect(linkParts(url ?? '').path.fileId).toBe(fileId)
  const opened = await openLink(url ?? '')
  expect(opened.status).toBe(200)
  expect(opened.bytes?.byteLength).toBe(size)
}

beforeEach(async () => {
  const catalyst = await createUser({ role: 'counsellor' })
  // Listed in the directory, which a Prime plan gives (issue 34).
  await giveActivePlan(catalyst, 'prime')
  const student = await createUser({ role: 'student' })
  const asking = await createUser({ role: 'student', profileImg: EXTERNAL })
  const invited = await createUser({ role: 'student' })
  await createLink({
    direction: 'request',
    counsellorId: catalyst.id,
    student,
    status: INVITE_STATUS.accepted,
  })
  await createLink({ direction: 'request', counsellorId: catalyst.id, student: asking })
  await createLink({ direction: 'invite', counsellorId: catalyst.id, student: invited })
  people = {
    catalyst,
    catalystToken: await tokenFor(catalyst),
    student,
    studentToken: await tokenFor(student),
    asking,
    invited,
    invitedToken: await tokenFor(invited),
  }
})

describe("a catalyst's uploaded photo", () => {
  it('is a signed link in every view a student reads', async () => {
    const { catalyst, catalystToken, studentToken, invitedToken } = people
    const fileId = await savePhoto(catalyst, catalystToken, 700)

    const me = await api<{ success: { profileImg: string } }>(
      'GET',
      '/profile/getUserProfileInfo',
      {
        token: catalystToken,
      },
    )
    await expectSignedPhoto(me.body.success.profileImg, fileId, 700)

    const directory = await api<{ success: Array<{ id: string; picture: string | null }> }>(
      'GET',
      '/user/counsellors',
      { token: studentToken },
    )
    const listed = directory.body.success.find((item) => item.id === catalyst.id)
    await expectSignedPhoto(listed?.picture, fileId, 700)

    const mine = await api<{ success: { picture: string | null } }>(
      'GET',
      '/user/counsellingInfo',
      {
        token: studentToken,
      },
    )
    await expectSignedPhoto(mine.body.success.picture, fileId, 700)

    const invites = await api<{ success: Array<{ picture: string | null }> }>(
      'GET',
      '/user/counsellorsRequests',
      { token: invitedToken },
    )
    await expectSignedPhoto(invites.body.success[0]?.picture, fileId, 700)
  })
})

describe("a student's uploaded photo", () => {
  it('is a signed link in every view their catalyst reads; an external picture stays as it is', async () => {
    const { catalystToken, student, studentToken, asking } = people
    const fileId = await savePhoto(student, studentToken, 900)

    const profile = await api<{ success: { picture: string | null } }>(
      'GET',
      `/auth/student/${student.id}/profile`,
      { token: catalystToken },
    )
    await expectSignedPhoto(profile.body.success.picture, fileId, 900)

    const cards = await api<{ success: Array<{ studentId: string; picture: string | null }> }>(
      'GET',
      '/dashboard/counsellorAcceptedStudents',
      { token: catalystToken },
    )
    await expectSignedPhoto(
      cards.body.success.find((card) => card.studentId === student.id)?.picture,
      fileId,
      900,
    )

    // The student who asked to connect has an external picture: returned unchanged.
    const requests = await api<{
      success: Array<{ user_details: { sk: string; picture: string | null } }>
    }>('GET', '/dashboard/studentsRequestData', { token: catalystToken })
    expect(
      requests.body.success.find((item) => item.user_details.sk === asking.sk)?.user_details
        .picture,
    ).toBe(EXTERNAL)
    const askingFileId = await savePhoto(asking, await tokenFor(asking), 400)
    const again = await api<{
      success: Array<{ user_details: { sk: string; picture: string | null } }>
    }>('GET', '/dashboard/studentsRequestData', { token: catalystToken })
    await expectSignedPhoto(
      again.body.success.find((item) => item.user_details.sk === asking.sk)?.user_details.picture,
      askingFileId,
      400,
    )
  })
})
