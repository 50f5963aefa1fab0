import type { StartMyExperienceResponse } from '@/api/generated/types.gen'
import { zStartMyExperiencePath } from '@/api/generated/zod.gen'

import { HttpError, ok, operation, requireUser } from './http'
import { moodlePageUrl } from './shared/mock-services'
import {
  APPLICATION_STATUS,
  applicationsOf,
  experienceWindow,
  findHub,
  isWithin,
} from './learning-hubs/hubs'

export const NOT_APPLIED = 'Learner is not applied or Moodle ID missing.'

/**
 * Start My Experience (spec part 2 sections 4, 7 and 8): only for an Accepted (1020) application
 * to a hub with this moodle id, between the later of the hub's and the learner's start and the
 * hub's end. The answer is the mock Moodle course page (mocks/services, /mock-services/moodle).
 */
export const moodleHandlers = [
  operation(
    'get',
    '/moodle/startMyExperience/{moodleId}',
    { access: 'user', params: zStartMyExperiencePath },
    (context) => {
      const user = requireUser(context)
      const { moodleId } = context.params
      const open = applicationsOf(user.id).some((application) => {
        if (application.status !== APPLICATION_STATUS.accepted) return false
        const hub = findHub(application.learnHubId)
        return hub?.moodle_id === moodleId && isWithin(experienceWindow(hub, application))
      })
      if (!open) throw new HttpError(400, NOT_APPLIED)
      return ok<StartMyExperienceResponse>({
        success: moodlePageUrl(context.request, moodleId, user.id),
      })
    },
  ),
]
