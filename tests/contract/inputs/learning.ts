import { db } from '@mocks/db'
import type { DemoAccountKey } from '@mocks/seed/demo-accounts'
import { api } from '@mocks/testing/api'

import {
  accessTokenOf as tokenOf,
  accountUser as user,
  achievementOf,
  connectedStudentOf,
} from '../principals'
import type { ValidCallFactory } from './valid-call'

type FormNode = {
  key?: string
  type?: string
  components?: FormNode[]
  data?: { values?: Array<{ value: string }> }
}

const ANSWER_OF_TYPE: Record<string, unknown> = {
  checkbox: true,
  number: 3,
  email: 'referee@example.org',
  date: '2026-12-01',
  url: 'https://example.org/work',
}

/** Valid answers to every field of a hub's application form (tab1 and tab2), files left out. */
function answersFor(hubId: string): Record<string, unknown> {
  const hub = db.learnHubs.findFirst((q) => q.where({ id: hubId }))
  const answers: Record<string, unknown> = {}
  const visit = (node: FormNode) => {
    // An answer of each question's kind: the server checks them against the form.
    if (node.key && node.type && !node.components && node.type !== 'file') {
      answers[node.key] =
        ANSWER_OF_TYPE[node.type] ??
        (node.type === 'select' || node.type === 'radio'
          ? (node.data?.values?.[0]?.value ?? 'yes')
          : 'A thoughtful answer')
    }
    node.components?.forEach(visit)
  }
  for (const tab of [hub?.tab1, hub?.tab2]) {
    if (!tab) continue
    visit((typeof tab === 'string' ? JSON.parse(tab) : tab) as FormNode)
  }
  return answers
}

/** The student's pathway assignment, assigned now by the account's catalyst if there is none. */
async function assignmentOf(studentId: string, by: DemoAccountKey) {
  const found = db.pathwayAssignments.findFirst((q) => q.where({ studentId }))
  if (found) return found
  await api('POST', `/auth/pathway/assign/${studentId}`, {
    token: await tokenOf(by),
    body: { pathwaySk: db.pathways.all()[0]?.sk ?? '' },
  })
  return db.pathwayAssignments.findFirst((q) => q.where({ studentId }), { strict: true })
}

/**
 * Learning hubs and their launch, a Catalyst's students and notes, pathways and achievements.
 */
export const learningCalls: Record<string, ValidCallFactory> = {
  newHubList: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  viewHubDetail: () => ({ path: { id: db.learnHubs.all()[0]?.id ?? '' } }),
  appliedHubList: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  provisionHub: async (as = 'counsellor') => {
    const me = user(as)
    const applied = new Set(
      db.applications.findMany((q) => q.where({ userId: me.id })).map((a) => a.learnHubId),
    )
    const hub = db.learnHubs.all().find((h) => !applied.has(h.id))
    if (!hub) throw new Error(`the demo account ${as} has applied to every hub`)
    return {
      token: await tokenOf(as),
      body: { id: hub.id, properties: answersFor(hub.id) },
    }
  },
  startMyExperience: async (as = 'counsellor') => {
    const me = user(as)
    const hub = db.learnHubs.all().find((h) => typeof h.moodle_id === 'number')
    if (!hub) throw new Error('the seed has no hub with a moodle id')
    const now = Date.now()
    await db.learnHubs.update((q) => q.where({ id: hub.id }), {
      data: (h) => void ((h.start_date = now - 86_400_000), (h.end_date = now + 30 * 86_400_000)),
    })
    db.applications.deleteMany((q) => q.where({ userId: me.id, learnHubId: hub.id }))
    await db.applications.create({
      id: crypto.randomUUID(),
      userId: me.id,
      learnHubId: hub.id,
      status: 1020,
      prog_percent: 10,
      module_start_date: now - 86_400_000,
      curr_mdl: hub.modules?.[0]?.sk ?? null,
      properties: null,
      appliedAt: new Date().toISOString(),
    })
    return { token: await tokenOf(as), path: { moodleId: hub.moodle_id ?? 0 } }
  },
  getStudentProfile: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: (await connectedStudentOf(as)).id },
  }),
  getStudentNotes: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: (await connectedStudentOf(as)).id },
    query: { skipValue: 0, itemsPerPage: 5 },
  }),
  addStudentNote: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: (await connectedStudentOf(as)).id },
    body: { note: '<p>Discussed <strong>internships</strong></p>' },
  }),
  getAllPathways: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  assignPathway: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: (await connectedStudentOf(as)).id },
    body: { pathwaySk: db.pathways.all()[1]?.sk ?? '' },
  }),
  getAssignedPathway: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { studentId: (await connectedStudentOf(as)).id },
  }),
  markStepComplete: async (as = 'counsellor') => {
    const student = await connectedStudentOf(as)
    const assignment = await assignmentOf(student.id, as)
    const step = assignment.steps.find((s) => s.status !== 'COMPLETED')
    return {
      token: await tokenOf(as),
      path: { studentId: student.id },
      body: {
        updateData: {
          studentId: student.id,
          completedStepCode: step?.code ?? '',
          pathwayId: assignment.pathwayId,
          comment: 'Great work',
          completionLink: 'https://example.org/proof.pdf',
        },
      },
    }
  },
  getAllBadges: async (as = 'counsellor') => ({ token: await tokenOf(as) }),
  getCertificate: async (as = 'counsellor') => ({
    token: await tokenOf(as),
    path: { achievementId: (await achievementOf(as)).id },
  }),
  verifyCertificate: () => {
    const me = user('counsellor')
    const achievement = db.achievements.findFirst((q) => q.where({ userId: me.id }))
    return { path: { badgeId: achievement?.badgeId ?? '', userId: me.id, firstName: me.firstName } }
  },
}
