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
import { SESSION_MESSAGES, SESSION_REFUSALS } from './messages'

/**
 * Sessions (issue 29; openapi.yaml "Sessions"). The operations are declared here with the
 * contract's schemas, which the first visit of the demo has loaded already for the other
 * operations; their work (resolvers/: the slot engine, the time-zone library, the `.ics` builder)
 * loads on the first call, so that first visit does not wait for it.
 */
const availability = () => import('./resolvers/availability')
const booking = () => import('./resolvers/booking')
const changes = () => import('./resolvers/changes')

/** Free text the contract requires to say something, refused in its own words when blank. */
const topic = { blankMessages: { topic: SESSION_MESSAGES.topic } }
const reason = { blankMessages: { reason: SESSION_MESSAGES.reason } }

export const sessionHandlers = [
  operation(
    'get',
    '/sessions/availability',
    { access: 'user', roles: ['counsellor'] },
    lazy(() => availability().then((work) => work.getMyAvailability)),
  ),
  operation(
    'post',
    '/sessions/availability',
    {
      access: 'user',
      roles: ['counsellor'],
      body: zUpdateMyAvailabilityBody,
      fieldMessages: { meetingLink: SESSION_REFUSALS.badLink },
    },
    lazy(() => availability().then((work) => work.updateMyAvailability)),
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
    lazy(() => booking().then((work) => work.getCatalystSlots)),
  ),
  operation(
    'post',
    '/sessions/book',
    { access: 'user', roles: ['student'], body: zBookSessionBody, ...topic },
    lazy(() => booking().then((work) => work.bookSession)),
  ),
  operation(
    'get',
    '/sessions',
    { access: 'user', roles: ['student', 'counsellor'], query: zListMySessionsQuery },
    lazy(() => booking().then((work) => work.listMySessions)),
  ),
  operation(
    'get',
    '/sessions/{sessionId}',
    { access: 'user', roles: ['student', 'counsellor'], params: zGetSessionPath },
    lazy(() => booking().then((work) => work.getSession)),
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
    lazy(() => changes().then((work) => work.getRescheduleSlots)),
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
    lazy(() => changes().then((work) => work.rescheduleSession)),
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
    lazy(() => changes().then((work) => work.cancelSession)),
  ),
  operation(
    'get',
    '/sessions/{sessionId}/calendar',
    { access: 'user', roles: ['student', 'counsellor'], params: zGetSessionCalendarPath },
    lazy(() => changes().then((work) => work.getSessionCalendar)),
  ),
]
