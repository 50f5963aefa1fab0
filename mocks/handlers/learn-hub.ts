import type {
  AppliedHubListResponse,
  NewHubListResponse,
  ProvisionHubResponse,
  ViewHubDetailResponse,
} from '@/api/generated/types.gen'
import { zProvisionHubBody, zViewHubDetailPath } from '@/api/generated/zod.gen'

import { db } from '../db'
import { newId, nowIso } from '../services/ids'
import { oneAtATime } from '../services/throttle'
import { HttpError, ok, operation, requireUser } from './http'
import { newestFirst } from './shared/common'
import { checkApplicationAnswers } from './learning-hubs/application-form'
import {
  ALREADY_APPLIED,
  APPLICATION_STATUS,
  applicationOf,
  applicationsOf,
  byStartDate,
  findHub,
  hasEnded,
  HUB_NOT_FOUND,
  requireHub,
  toAppliedHub,
  toLearnHub,
} from './learning-hubs/hubs'

/**
 * Learning hubs and applications (spec part 2 sections 2 to 5 and 7). Any signed-in user may use
 * the hub area: catalysts browse it and learners of either role apply.
 */
export const learnHubHandlers = [
  // Hubs still open (not ended) that the caller has not applied to, soonest start first.
  operation('get', '/auth/LearnHub/newHubList', { access: 'user' }, (context) => {
    const user = requireUser(context)
    const applied = new Set(applicationsOf(user.id).map((application) => application.learnHubId))
    const learnHub = db.learnHubs
      .all()
      .filter((hub) => !applied.has(hub.id) && !hasEnded(hub))
      .sort(byStartDate)
      .map(toLearnHub)
    return ok<NewHubListResponse>({ success: { learnHub } })
  }),

  // The hub page, signed in or public (an ended hub can still be viewed).
  operation(
    'get',
    '/auth/LearnHub/{id}/viewDetail',
    { access: 'optional', params: zViewHubDetailPath },
    ({ params }) => ok<ViewHubDetailResponse>({ success: toLearnHub(requireHub(params.id)) }),
  ),

  // Enrolled Hubs: the caller's applications, newest first.
  operation('get', '/auth/LearnHub/appliedList', { access: 'user' }, (context) => {
    const user = requireUser(context)
    const appliedLearnHubs = newestFirst(
      applicationsOf(user.id),
      (application) => application.appliedAt,
    ).flatMap((application) => {
      const hub = findHub(application.learnHubId)
      return hub ? [toAppliedHub(application, hub)] : []
    })
    return ok<AppliedHubListResponse>({ success: { appliedLearnHubs } })
  }),

  // Apply: the answers are checked against the hub's forms and stored; status 1010 Applied.
  operation(
    'post',
    '/auth/LearnHub/provision',
    { access: 'user', body: zProvisionHubBody },
    async (context) => {
      const user = requireUser(context)
      const hub = findHub(context.body.id)
      if (!hub || hasEnded(hub)) throw new HttpError(404, HUB_NOT_FOUND)
      // One application per learner and hub: the check and the write are one step, so parallel
      // submits (a double click, two tabs) store one and answer the others 409.
      const application = await oneAtATime(`apply:${user.id}:${hub.id}`, () => {
        if (applicationOf(user.id, hub.id)) throw new HttpError(409, ALREADY_APPLIED)
        const properties = checkApplicationAnswers([hub.tab1, hub.tab2], context.body.properties)
        return db.applications.create({
          id: newId(),
          userId: user.id,
          learnHubId: hub.id,
          status: APPLICATION_STATUS.applied,
          prog_percent: 0,
          module_start_date: null,
          curr_mdl: hub.modules?.[0]?.sk ?? null,
          properties,
          appliedAt: nowIso(),
        })
      })
      return ok<ProvisionHubResponse>({ success: toAppliedHub(application, hub) })
    },
  ),
]
