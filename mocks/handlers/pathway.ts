import * as z from 'zod/mini'

import type {
  AssignPathwayResponse,
  GetAllPathwaysResponse,
  GetAssignedPathwayResponse,
  MarkStepCompleteResponse,
} from '@/api/generated/types.gen'
import {
  zAssignPathwayBody,
  zAssignPathwayPath,
  zGetAssignedPathwayPath,
  zMarkStepCompleteBody,
  zMarkStepCompletePath,
  zStepCompletion,
} from '@/api/generated/zod.gen'

import { db } from '../db'
import { newId, nowIso } from '../services/ids'
import { HttpError, ok, operation, requireUser } from './http'
import { assignmentOf } from './pathways/pathways'
import { counsellorOnly, requireMyStudent } from './shared/access'
import { isHttpUrl, MB, parseDataUrl } from './profiles/files'
import { completeStep, freshSteps, stepStates, toAssignedPathway } from './pathways/pathway-view'
import { tellPathwayAssigned, tellStepCompleted } from './notifications/events'

export const PATHWAY_NOT_FOUND = 'Pathway not found.'
export const STEP_NOT_FOUND = 'Step not found.'
export const STEP_ALREADY_COMPLETED = 'Step is already completed.'
export const BAD_FILE_TYPE = 'Only PDF, PNG, JPG or JPEG files are allowed.'
export const BAD_URL = 'Please enter a valid URL (e.g. https://example.com).'
export const UNREADABLE_FILE = 'Error reading file. Please try again.'
export const FILE_TOO_LARGE = 'File size should be less than 5 MB'

const COMPLETION_FILE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/jpg'])

/** The link must be an http(s) URL or a base64 data URL of a PDF, PNG or JPEG (at most 5 MB). */
function checkCompletionLink(link: string): string {
  const value = link.trim()
  if (!/^data:/i.test(value)) {
    if (!isHttpUrl(value)) throw new HttpError(400, BAD_URL)
    return value
  }
  const mime = /^data:([^;,]*)/i.exec(value)?.[1]?.toLowerCase() ?? ''
  if (!COMPLETION_FILE_TYPES.has(mime)) throw new HttpError(400, BAD_FILE_TYPE)
  const file = parseDataUrl(value)
  if (!file || file.bytes === 0) throw new HttpError(400, UNREADABLE_FILE)
  if (file.bytes > 5 * MB) throw new HttpError(400, FILE_TOO_LARGE)
  return value
}

/** The link's kind gets the spec's own messages, so the body schema leaves it to the resolver. */
const markCompleteBody = z.extend(zMarkStepCompleteBody, {
  updateData: z.extend(zStepCompletion, {
    completionLink: z.string().check(z.minLength(1), z.maxLength(6990600)),
  }),
})

/**
 * Career pathways (spec part 2 sections 3, 4, 5 and 7). A student has at most one assigned
 * pathway; only their connected catalyst assigns it and completes its steps, and completed steps
 * cannot be reverted.
 */
export const pathwayHandlers = [
  // The Recommend a Pathway list is catalyst work (part 2 section 6); students read their own.
  operation('get', '/auth/pathway/all', counsellorOnly, () =>
    ok<GetAllPathwaysResponse>({ success: db.pathways.all().map((pathway) => ({ ...pathway })) }),
  ),

  // Assigning another pathway replaces the current one and its progress; the same one again
  // (by the same catalyst) keeps the progress.
  operation(
    'post',
    '/auth/pathway/assign/{studentId}',
    { ...counsellorOnly, params: zAssignPathwayPath, body: zAssignPathwayBody },
    async (context) => {
      const counsellor = requireUser(context)
      const { student } = requireMyStudent(counsellor, context.params.studentId)
      const wanted = context.body.pathwaySk
      const pathway = db.pathways.findFirst((q) =>
        q.where((record) => record.sk === wanted || record.id === wanted),
      )
      if (!pathway) throw new HttpError(404, PATHWAY_NOT_FOUND)
      const current = assignmentOf(student.id)
      if (current?.pathway.id === pathway.id && current.assignment.counsellorId === counsellor.id) {
        return ok<AssignPathwayResponse>({ success: toAssignedPathway(current) })
      }
      db.pathwayAssignments.deleteRecords(db.pathwayAssignments.lookup('student', student.id))
      const assignment = await db.pathwayAssignments.create({
        id: newId(),
        studentId: student.id,
        counsellorId: counsellor.id,
        pathwayId: pathway.id,
        assignedAt: nowIso(),
        steps: freshSteps(pathway),
      })
      await tellPathwayAssigned(student.id, counsellor.id, pathway.name)
      return ok<AssignPathwayResponse>({ success: toAssignedPathway({ assignment, pathway }) })
    },
  ),

  operation(
    'get',
    '/auth/pathway/student/{studentId}/assigned-pathway',
    { ...counsellorOnly, params: zGetAssignedPathwayPath },
    (context) => {
      const { student } = requireMyStudent(requireUser(context), context.params.studentId)
      const current = assignmentOf(student.id)
      return ok<GetAssignedPathwayResponse>({
        success: current ? toAssignedPathway(current) : null,
      })
    },
  ),

  operation(
    'post',
    '/auth/pathway/student/{studentId}/step/mark-complete',
    { ...counsellorOnly, params: zMarkStepCompletePath, body: markCompleteBody },
    async (context) => {
      const counsellor = requireUser(context)
      const { student } = requireMyStudent(counsellor, context.params.studentId)
      const update = context.body.updateData
      if (update.studentId !== student.id) {
        throw new HttpError(400, 'updateData.studentId must be the student in the path.')
      }
      const completionLink = checkCompletionLink(update.completionLink)
      const current = assignmentOf(student.id)
      if (
        !current ||
        (current.pathway.id !== update.pathwayId && current.pathway.sk !== update.pathwayId)
      ) {
        throw new HttpError(404, PATHWAY_NOT_FOUND)
      }
      const index = current.pathway.steps.findIndex(
        (step) => step.code === update.completedStepCode,
      )
      if (index === -1) throw new HttpError(404, STEP_NOT_FOUND)
      if (stepStates(current)[index]?.status === 'COMPLETED')
        throw new HttpError(409, STEP_ALREADY_COMPLETED)
      const steps = completeStep(current, update.completedStepCode, {
        comment: update.comment.trim(),
        completionLink,
      })
      const assignment = await db.pathwayAssignments.updateRecord(current.assignment, {
        data(record) {
          record.steps = steps
        },
      })
      await tellStepCompleted(student.id, counsellor.id, current.pathway.steps[index]!.name)
      return ok<MarkStepCompleteResponse>({
        success: toAssignedPathway({
          assignment: assignment ?? current.assignment,
          pathway: current.pathway,
        }),
      })
    },
  ),
]
