import { describe, expect, it } from 'vitest'

import type { Note, NotePage, StudentProfile } from '@/api/generated/types.gen'

import { db } from '../db'
import { api } from '../testing/api'
import { createLink, createUser, tokenFor } from '../testing/fixtures'
import { startMockBackend } from '../testing/server'
import { NOT_YOUR_STUDENT } from './shared/access'
import { NOTE_REQUIRED } from './rich-text/note-html'

startMockBackend()

const interest = { college: 'IIT Bombay', stream: 'Bengaluru', company: 'Data Scientist' }

async function setup() {
  const counsellor = await createUser({ role: 'counsellor' })
  const student = await createUser({
    role: 'student',
    firstName: 'Rahul',
    lastName: 'Verma',
    gender: 'male',
    city: 'Pune',
    state: 'Maharashtra',
    language: 'English',
    phoneNumber: '+919812345678',
    profileImg: 'https://files.example.org/a.png',
    education: [
      {
        level: 'High School',
        major: 'Science',
        start_date: '2020-06-01T00:00:00.000Z',
        end_date: '2024-05-31T00:00:00.000Z',
      },
    ],
  })
  await createLink({
    direction: 'invite',
    counsellorId: counsellor.id,
    student,
    status: 1,
    interest,
  })
  return { counsellor, student, token: await tokenFor(counsellor) }
}

const notes = (studentId: string, query = '') => `/auth/student/${studentId}/notes${query}`

describe('a catalyst reading their student', () => {
  it('answers 401 without a token and 403 to students and to other catalysts', async () => {
    const { student } = await setup()
    const paths = [`/auth/student/${student.id}/profile`, notes(student.id)]
    for (const path of paths) expect((await api('GET', path)).status).toBe(401)
    expect(
      (await api('POST', `/auth/student/${student.id}/add-note`, { body: { note: 'x' } })).status,
    ).toBe(401)

    const studentToken = await tokenFor(student)
    for (const path of paths)
      expect((await api('GET', path, { token: studentToken })).status).toBe(403)

    const otherCatalyst = await createUser({ role: 'counsellor' })
    const otherToken = await tokenFor(otherCatalyst)
    for (const path of paths)
      expect(await api('GET', path, { token: otherToken })).toEqual({
        status: 403,
        body: { message: NOT_YOUR_STUDENT },
      })
    const write = await api('POST', `/auth/student/${student.id}/add-note`, {
      token: otherToken,
      body: { note: '<p>Mine now</p>' },
    })
    expect(write.status).toBe(403)
    // A pending or dropped link is not a connection either.
    await createLink({ direction: 'invite', counsellorId: otherCatalyst.id, student, status: 3 })
    expect(
      (await api('GET', `/auth/student/${student.id}/profile`, { token: otherToken })).status,
    ).toBe(403)
    expect(db.notes.count()).toBe(0)
  })

  it('answers 404 for an unknown student and 400 for a malformed id', async () => {
    const { token } = await setup()
    expect(
      (await api('GET', `/auth/student/${crypto.randomUUID()}/profile`, { token })).status,
    ).toBe(404)
    expect((await api('GET', '/auth/student/nobody/profile', { token })).status).toBe(400)
  })

  it('shows the connected student profile', async () => {
    const { student, token } = await setup()
    const answer = await api<{ success: StudentProfile }>(
      'GET',
      `/auth/student/${student.id}/profile`,
      {
        token,
      },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.success).toEqual({
      sub: student.id,
      given_name: 'Rahul',
      family_name: 'Verma',
      picture: 'https://files.example.org/a.png',
      status: 1,
      gender: 'male',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      language: 'English',
      phone_number: '+919812345678',
      email: student.email,
      education: student.education,
      experience: [],
      interest,
    })
  })
})

describe('interaction notes', () => {
  it('adds a sanitised note that page 1 then shows first', async () => {
    const { student, token } = await setup()
    await api('POST', `/auth/student/${student.id}/add-note`, {
      token,
      body: { note: '<p>First call</p>' },
    })
    const added = await api<{ success: Note }>('POST', `/auth/student/${student.id}/add-note`, {
      token,
      body: {
        note: '<p class="x" onclick="evil()">Discussed <strong>shortlist</strong> &amp; <u>SOP</u><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      },
    })
    expect(added.status).toBe(200)
    expect(added.body.success.note).toBe('<p>Discussed <strong>shortlist</strong> &amp; SOP</p>')

    const page = await api<{ success: NotePage }>('GET', notes(student.id), { token })
    expect(page.body.success.totalCount).toBe(2)
    expect(page.body.success.hasMore).toBe(false)
    expect(page.body.success.notes.map((note) => note.note)).toEqual([
      added.body.success.note,
      '<p>First call</p>',
    ])
    expect(db.notes.count()).toBe(2)
  })

  it('pages newest first with skipValue and itemsPerPage (5 by default)', async () => {
    const { student, token } = await setup()
    for (let index = 1; index <= 7; index += 1) {
      await api('POST', `/auth/student/${student.id}/add-note`, {
        token,
        body: { note: `Note ${index}` },
      })
    }
    const first = await api<{ success: NotePage }>('GET', notes(student.id), { token })
    expect(first.body.success.notes.map((note) => note.note)).toEqual([
      '<p>Note 7</p>',
      '<p>Note 6</p>',
      '<p>Note 5</p>',
      '<p>Note 4</p>',
      '<p>Note 3</p>',
    ])
    expect(first.body.success).toMatchObject({ totalCount: 7, hasMore: true })
    const older = await api<{ success: NotePage }>(
      'GET',
      notes(student.id, '?skipValue=5&itemsPerPage=5'),
      { token },
    )
    expect(older.body.success.notes.map((note) => note.note)).toEqual([
      '<p>Note 2</p>',
      '<p>Note 1</p>',
    ])
    expect(older.body.success.hasMore).toBe(false)
    expect((await api('GET', notes(student.id, '?itemsPerPage=0'), { token })).status).toBe(400)
    expect((await api('GET', notes(student.id, '?skipValue=-1'), { token })).status).toBe(400)
  })

  it('refuses blank notes with the spec message', async () => {
    const { student, token } = await setup()
    for (const note of ['', '   ', '<p><br></p>', '<p>&nbsp;</p>']) {
      expect(
        await api('POST', `/auth/student/${student.id}/add-note`, { token, body: { note } }),
      ).toEqual({ status: 400, body: { message: NOTE_REQUIRED } })
    }
    expect(
      (await api('POST', `/auth/student/${student.id}/add-note`, { token, body: {} })).status,
    ).toBe(400)
    expect(
      (
        await api('POST', `/auth/student/${student.id}/add-note`, {
          token,
          body: { note: 'x'.repeat(5001) },
        })
      ).status,
    ).toBe(400)
    expect(db.notes.count()).toBe(0)
  })
})
