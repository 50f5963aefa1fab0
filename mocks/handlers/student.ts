import * as z from 'zod/mini'

import type {
  AddStudentNoteResponse,
  GetStudentNotesResponse,
  GetStudentProfileResponse,
  Note,
  StudentProfile,
} from '@/api/generated/types.gen'
import {
  zAddStudentNoteBody,
  zAddStudentNotePath,
  zGetStudentNotesPath,
  zGetStudentNotesQuery,
  zGetStudentProfilePath,
} from '@/api/generated/zod.gen'

import { db, pairKey, type NoteRecord } from '../db'
import { newId, nowIso } from '../services/ids'
import { answeredPhoneNumber } from '../services/phone-numbers'
import { HttpError, ok, operation, requireUser } from './http'
import { newestFirst } from './shared/common'
import { counsellorOnly, requireMyStudent, type MyStudent } from './shared/access'
import { NOTE_REQUIRED, noteText, sanitizeNote } from './rich-text/note-html'
import { picturesOf, type PictureOf } from './uploads/links'

/** The contract's StudentProfile: a student as their connected catalyst sees them. */
function toStudentProfile(
  { student, connection }: MyStudent,
  pictureOf: PictureOf,
): StudentProfile {
  return {
    sub: student.id,
    given_name: student.firstName,
    family_name: student.lastName ?? null,
    picture: pictureOf(student),
    status: connection.status,
    gender: student.gender ?? null,
    city: student.city ?? null,
    state: student.state ?? null,
    country: student.country,
    language: student.language ?? null,
    phone_number: answeredPhoneNumber(student),
    email: student.email,
    education: student.education ?? [],
    experience: student.experience ?? [],
    interest: student.interest ?? connection.interest ?? {},
  }
}

function toNote(record: NoteRecord): Note {
  return { id: record.id, note: record.note, created_at: record.created_at }
}

/**
 * Blank notes are refused with the spec's own message, after sanitising (an editor's empty
 * "<p><br></p>" is blank too), so the body schema leaves blankness to the resolver.
 */
const addNoteBody = z.extend(zAddStudentNoteBody, { note: z.string().check(z.maxLength(5000)) })

/**
 * A catalyst's view of one of their students, with interaction notes (spec part 2 sections 2, 3,
 * 5, 7 and 9). Only the student's connected catalyst may call these (403 otherwise).
 */
export const studentHandlers = [
  operation(
    'get',
    '/auth/student/{studentId}/profile',
    { ...counsellorOnly, params: zGetStudentProfilePath },
    async (context) => {
      const mine = requireMyStudent(requireUser(context), context.params.studentId)
      const pictureOf = await picturesOf(context.request, [mine.student])
      return ok<GetStudentProfileResponse>({ success: toStudentProfile(mine, pictureOf) })
    },
  ),

  // One page of this catalyst's notes on the student, newest first (page size 5 by default).
  operation(
    'get',
    '/auth/student/{studentId}/notes',
    { ...counsellorOnly, params: zGetStudentNotesPath, query: zGetStudentNotesQuery },
    (context) => {
      const counsellor = requireUser(context)
      const { student } = requireMyStudent(counsellor, context.params.studentId)
      const { skipValue, itemsPerPage } = context.query
      const all = newestFirst(
        db.notes.lookup('pair', pairKey(counsellor.id, student.id)),
        (note) => note.created_at,
      )
      const page = all.slice(skipValue, skipValue + itemsPerPage)
      return ok<GetStudentNotesResponse>({
        success: {
          notes: page.map(toNote),
          totalCount: all.length,
          hasMore: skipValue + page.length < all.length,
        },
      })
    },
  ),

  operation(
    'post',
    '/auth/student/{studentId}/add-note',
    { ...counsellorOnly, params: zAddStudentNotePath, body: addNoteBody },
    async (context) => {
      const counsellor = requireUser(context)
      const { student } = requireMyStudent(counsellor, context.params.studentId)
      const note = await sanitizeNote(context.body.note)
      if (noteText(note) === '') throw new HttpError(400, NOTE_REQUIRED)
      const record = await db.notes.create({
        id: newId(),
        studentId: student.id,
        counsellorId: counsellor.id,
        note,
        created_at: nowIso(),
      })
      return ok<AddStudentNoteResponse>({ success: toNote(record) })
    },
  ),
]
