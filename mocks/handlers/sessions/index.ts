import * as z from 'zod/mini'

import type { Role } from '@/api/generated/types.gen'

import { operation, type HandlerContext } from '../http'

/**
 * Sessions (issue 29; openapi.yaml "Sessions"): the operations are declared here, light, and
 * their work (resolvers.ts: the slot engine, the time-zone library, the `.ics` builder and the
 * schemas) loads on the first call, so a first visit of the demo does not wait for it. The
 * resolvers validate path, query and body as operation() would.
 */
const work = () => import('./resolvers')
type Resolvers = Awaited<ReturnType<typeof work>>
type Context = HandlerContext<unknown, unknown, unknown>

const raw = z.unknown()
const student: readonly Role[] = ['student']
const counsellor: readonly Role[] = ['counsellor']
const both: readonly Role[] = ['student', 'counsellor']

function sessionsOperation(
  method: 'get' | 'post',
  path: string,
  roles: readonly Role[],
  name: keyof Resolvers,
  withBody = false,
) {
  return operation(
    method,
    path,
    { access: 'user', roles, params: raw, query: raw, body: withBody ? raw : undefined },
    async (context) =>
      ((await work())[name] as (c: Context) => Response | Promise<Response>)(context),
  )
}

export const sessionHandlers = [
  sessionsOperation('get', '/sessions/availability', counsellor, 'getMyAvailability'),
  sessionsOperation('post', '/sessions/availability', counsellor, 'updateMyAvailability', true),
  sessionsOperation('get', '/sessions/catalysts/{catalystId}/slots', student, 'getCatalystSlots'),
  sessionsOperation('post', '/sessions/book', student, 'bookSession', true),
  sessionsOperation('get', '/sessions', both, 'listMySessions'),
  sessionsOperation('get', '/sessions/{sessionId}', both, 'getSession'),
  sessionsOperation('get', '/sessions/{sessionId}/slots', both, 'getRescheduleSlots'),
  sessionsOperation('post', '/sessions/{sessionId}/reschedule', both, 'rescheduleSession', true),
  sessionsOperation('post', '/sessions/{sessionId}/cancel', both, 'cancelSession', true),
  sessionsOperation('get', '/sessions/{sessionId}/calendar', both, 'getSessionCalendar'),
]
