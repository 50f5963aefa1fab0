import type { GetUserProfileInfoResponse } from '@/api/generated/types.gen'

import { ok, operation, requireUser } from './http'
import { toCurrentUser } from './views'

/** The profile read (spec part 1 section 7: data.success holds the profile). */
export const profileHandlers = [
  operation('get', '/profile/getUserProfileInfo', { access: 'user' }, (context) =>
    ok<GetUserProfileInfoResponse>({ success: toCurrentUser(requireUser(context)) }),
  ),
]
