import {
  zGetWebinarCalendarPath,
  zGetWebinarPath,
  zListWebinarsQuery,
  zRegisterForWebinarPath,
  zUnregisterFromWebinarPath,
} from '@/api/generated/zod.gen'

import { lazy, operation } from '../http'

/**
 * Premium webinars (issue 34; openapi/description.md "Webinars"). Declared here with the
 * contract's schemas; their work (resolvers.ts, with the calendar builder and the e-mails) loads
 * on the first call. Every Catalyst reads the list; registering needs premium webinars in the
 * plan; leaving and the calendar file stay open after a lapse (what a plan made stays).
 */
const work = () => import('./resolvers')

export const webinarHandlers = [
  operation(
    'get',
    '/webinars',
    { access: 'user', roles: ['counsellor'], query: zListWebinarsQuery },
    lazy(() => work().then((resolvers) => resolvers.listWebinars)),
  ),
  operation(
    'get',
    '/webinars/{webinarId}',
    { access: 'user', roles: ['counsellor'], params: zGetWebinarPath },
    lazy(() => work().then((resolvers) => resolvers.getWebinar)),
  ),
  operation(
    'post',
    '/webinars/{webinarId}/register',
    {
      access: 'user',
      roles: ['counsellor'],
      plan: 'premium-webinars',
      params: zRegisterForWebinarPath,
    },
    lazy(() => work().then((resolvers) => resolvers.registerForWebinar)),
  ),
  operation(
    'post',
    '/webinars/{webinarId}/unregister',
    { access: 'user', roles: ['counsellor'], params: zUnregisterFromWebinarPath },
    lazy(() => work().then((resolvers) => resolvers.unregisterFromWebinar)),
  ),
  operation(
    'get',
    '/webinars/{webinarId}/calendar',
    { access: 'user', roles: ['counsellor'], params: zGetWebinarCalendarPath },
    lazy(() => work().then((resolvers) => resolvers.getWebinarCalendar)),
  ),
]
