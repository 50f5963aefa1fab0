import type { GetUserProfileInfoResponse } from '@/api/generated/types.gen'

import { ok, operation, requireUser } from './http'
import { filesShownTo, signFileLinks } from './uploads/links'
import { toCurrentUser } from './views'

/** The profile read (spec part 1 section 7: data.success holds the profile). */
export const profileHandlers = [
  operation('get', '/profile/getUserProfileInfo', { access: 'user' }, async (context) => {
    const user = requireUser(context)
    const links = await signFileLinks(context.request, filesShownTo(user))
    return ok<GetUserProfileInfoResponse>({ success: toCurrentUser(user, links) })
  }),
]
