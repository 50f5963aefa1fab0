import {
  zBookSessionBody,
  zCancelSessionBody,
  zCancelSessionPath,
  zGetCatalystSlotsPath,
  zGetCatalystSlotsQuery,
  zGetRescheduleSlotsPath,
  zGetRescheduleSlotsQuery,
  zGetSessionCalendarPath,
  zGetSessionPath,
  zListMySessionsQuery,
  zRescheduleSessionBody,
  zRescheduleSessionPath,
  zUpdateMyAvailabilityBody,
} from '@/api/generated/zod.gen'

import { lazy, operation } from '../http'
import { SESSION_INPUT_MESSAGES as WORDS } from './input-messages'

/**
 * Sessions (issue 29; openapi.yaml "Sessions"). The operations are declared here with the
 * contract's schemas, which the first visit of the demo has loaded already for the other
 * operations; their work (resolvers/: the slot engine, the time-zone library, the `.ics` builder)
 * loads on the first call, so that first visit does not wait for it.
 */
const work = () => import('./resolvers')

/** Free text the contract requires to say something, refused in its own words when blank. */
const topic = { blankMessages: { topic: WORDS.topic } }
const reason = { blankMessages: { reason: WORDS.reason } }

export const sessionHandlers = [
  operation(
    'get',
    '/sessions/availability',
    { access: 'user', roles: ['counsellor'] },
    lazy(() => work().then((resolvers) => resolvers.getMyAvailability)),
  ),
  operation(
    'post',
    '/sessions/availability',
    {
      access: 'user',
      roles: ['counsellor'],
      plan: 'session-booking',
      body: zUpdateMyAvailabilityBody,
      fieldMessages: { meetingLink: WORDS.meetingLink },
    },
    lazy(() => work().then((resolvers) => resolvers.updateMyAvailability)),
  ),
  operation(
    'get',
    '/sessions/catalysts/{catalystId}/slots',
    {
      access: 'user',
      roles: ['student'],
      params: zGetCatalystSlotsPath,
      query: zGetCatalystSlotsQuery,
    },
    lazy(() => work().then((resolvers) => resolvers.getCatalystSlots)),
  ),
  operation(
    'post',
    '/sessions/book',
    { access: 'user', roles: ['student'], body: zBookSessionBody, ...topic },
    lazy(() => work().then((resolvers) => resolvers.bookSession)),
  ),
  operation(
    'get',
    '/sessions',
    { access: 'user', roles: ['student', 'counsellor'], query: zListMySessionsQuery },
    lazy(() => work().then((resolvers) => resolvers.listMySessions)),
  ),
  operation(
    'get',
    '/sessions/{sessionId}',
    { access: 'user', roles: ['student', 'counsellor'], params: zGetSessionPath },
    lazy(() => work().then((resolvers) => resolvers.getSession)),
  ),
  operation(
    'get',
    '/sessions/{sessionId}/slots',
    {
      access: 'user',
      roles: ['student', 'counsellor'],
      params: zGetRescheduleSlotsPath,
      query: zGetRescheduleSlotsQuery,
    },
    lazy(() => work().then((resolvers) => resolvers.getRescheduleSlots)),
  ),
  operation(
    'post',
    '/sessions/{sessionId}/reschedule',
    {
      access: 'user',
      roles: ['student', 'counsellor'],
      params: zRescheduleSessionPath,
      body: zRescheduleSessionBody,
      ...reason,
    },
    lazy(() => work().then((resolvers) => resolvers.rescheduleSession)),
  ),
  operation(
    'post',
    '/sessions/{sessionId}/cancel',
    {
      access: 'user',
      roles: ['student', 'counsellor'],
      params: zCancelSessionPath,
      body: zCancelSessionBody,
      ...reason,
    },
    lazy(() => work().then((resolvers) => resolvers.cancelSession)),
  ),
  operation(
    'get',
    '/sessions/{sessionId}/calendar',
    { access: 'user', roles: ['student', 'counsellor'], params: zGetSessionCalendarPath },
    lazy(() => work().then((resolvers) => resolvers.getSessionCalendar)),
  ),
]
