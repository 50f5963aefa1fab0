import type { HttpHandler } from 'msw'

import type { GetActivityLogResponse } from '@/api/generated/types.gen'
import { zGetActivityLogQuery } from '@/api/generated/zod.gen'

import { ACTIVITY_PAGE_SIZE, activityPage } from './activity/activity-log'
import { ok, operation, requireUser } from './http'

/**
 * The activity log (issue 13; our design, openapi.yaml getActivityLog): every signed-in user reads
 * their own (a role without connections, pathways or hubs has an empty one).
 */
export const activityHandlers: HttpHandler[] = [
  operation('get', '/activity/log', { access: 'user', query: zGetActivityLogQuery }, (context) =>
    ok<GetActivityLogResponse>({
      success: activityPage(
        requireUser(context),
        context.query.page ?? 1,
        context.query.pageSize ?? ACTIVITY_PAGE_SIZE,
      ),
    }),
  ),
]
