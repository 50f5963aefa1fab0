import { describe, expect, it } from 'vitest'

import type { AddStudentNoteResponse, GetStudentNotesResponse } from '@/api/generated/types.gen'

import { db } from '../../db'
import { api } from '../../testing/api'
import { createLink, createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'
import { NOTE_REQUIRED } from './note-html'
import { bypasses, noteDangers, payloads, taken } from './testing'

startMockBackend()

describe('interaction notes are stored and answered clean', () => {
  async function connected() {
    const counsellor = await createUser({ role: 'counsellor' })
    const student = await createUser({ role: 'student' })
    await createLink({ direction: 'invite', counsellorId: counsellor.id, student, status: 1 })
    return { student, token: await tokenFor(counsellor) }
  }

  it.each(bypasses)('%s: %s', async (_shape, html) => {
    const { student, token } = await connected()
    const added = await api<AddStudentNoteResponse>(
      'POST',
      `/auth/student/${student.id}/add-note`,
      {
        token,
        body: { note: html },
      },
    )
    // Nothing but markup is blank once cleaned: refused.
    if (!taken(added, NOTE_REQUIRED)) return
    expect(noteDangers(added.body.success.note)).toEqual([])
    expect(added.body.success.note).toMatch(/^<p>/)
    expect(db.notes.findFirst((q) => q.where({ studentId: student.id }))?.note).toBe(
      added.body.success.note,
    )
  })

  it('leaves nothing dangerous from any payload of the corpus', async () => {
    const { student, token } = await connected()
    let stored = 0
    for (const [name, html] of payloads) {
      const added = await api<AddStudentNoteResponse>(
        'POST',
        `/auth/student/${student.id}/add-note`,
        { token, body: { note: html } },
      )
      if (!taken(added, NOTE_REQUIRED, name)) continue
      expect(noteDangers(added.body.success.note), `${name}: ${html}`).toEqual([])
      stored++
    }
    // Many payloads are nothing but markup, blank once cleaned; the rest must have been stored.
    expect(stored).toBeGreaterThan(payloads.length / 3)
    const answered: string[] = []
    for (let skipValue = 0; skipValue < stored; skipValue += 50) {
      const notes = await api<GetStudentNotesResponse>(
        'GET',
        `/auth/student/${student.id}/notes?skipValue=${skipValue}&itemsPerPage=50`,
        { token },
      )
      answered.push(...notes.body.success.notes.map((note) => note.note))
    }
    expect(answered).toHaveLength(stored)
    for (const note of answered) expect(noteDangers(note)).toEqual([])
  })

  it('keeps paragraphs, bold and italic, and escapes stray markup', async () => {
    const { student, token } = await connected()
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['1 < 2 & 3 > 2', '<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
      ['Plain <words> & more', '<p>Plain  &amp; more</p>'],
      [
        '<p title="<style>">a</p><img src=x onerror=alert(1)><p title="</style>">b</p>',
        '<p>a</p><p>b</p>',
      ],
      ['<p><a href="&#106;avascript:alert(1)">x</a> <em>y</em></p>', '<p>x <em>y</em></p>'],
      ['a<p>b</p>', '<p>a</p><p>b</p><p></p>'],
    ]
    for (const [note, clean] of cases) {
      const added = await api<AddStudentNoteResponse>(
        'POST',
        `/auth/student/${student.id}/add-note`,
        {
          token,
          body: { note },
        },
      )
      expect(added.body.success?.note, note).toBe(clean)
    }
  })
})
