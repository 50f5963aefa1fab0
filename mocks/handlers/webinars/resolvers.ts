import type { WebinarEnvelope, WebinarPageEnvelope } from '@/api/generated/types.gen'
import type {
  zGetWebinarCalendarPath,
  zGetWebinarPath,
  zListWebinarsQuery,
  zRegisterForWebinarPath,
  zUnregisterFromWebinarPath,
} from '@/api/generated/zod.gen'
import { WEBINAR_PAGE_SIZE } from '@/config/webinars'

import { db, type UserRecord, type WebinarRecord } from '../../db'
import { newId, nowIso } from '../../services/ids'
import { findUser } from '../../services/relations'
import { oneAtATime } from '../../services/throttle'
import { appOriginOf } from '../connections/invitation-mail'
import { HttpError, ok, requireUser, type ContextOf } from '../http'
import { calendarResponse } from '../shared/calendar'
import { mailWebinarNotice, seatCalendarOf } from './mail'
import { placesOf, registrationOf } from './places'
import {
  activeRegistrationOf,
  changeRefusal,
  endOf,
  registrationRefusal,
  requireWebinar,
  toWebinarView,
  WEBINAR_MESSAGES,
} from './webinars'
import { mockNowMs } from '../../services/clock'

/**
 * The webinars operations' work (openapi/description.md "Webinars"), loaded on the first call.
 * Registrations of one webinar are decided one at a time, so parallel calls never take more
 * seats than there are, nor more waitlist places.
 */
const underWebinar = <T>(webinarId: string, work: () => Promise<T>) =>
  oneAtATime(`webinars:${webinarId}`, work)

const answer = (webinar: WebinarRecord, user: UserRecord) =>
  ok<WebinarEnvelope>({ success: toWebinarView(webinar, user) })

export function listWebinars(context: ContextOf<{ query: typeof zListWebinarsQuery }>): Response {
  const user = requireUser(context)
  const { scope = 'upcoming', page = 1, pageSize = WEBINAR_PAGE_SIZE } = context.query
  const now = mockNowMs()
  // The team's catalogue: a handful a month, read whole (it does not grow with the users).
  const inScope = db.webinars
    .all()
    .filter((webinar) => (scope === 'past' ? endOf(webinar) <= now : endOf(webinar) > now))
    .sort((a, b) =>
      scope === 'past' ? b.start.localeCompare(a.start) : a.start.localeCompare(b.start),
    )
  const from = (page - 1) * pageSize
  return ok<WebinarPageEnvelope>({
    success: {
      webinars: inScope
        .slice(from, from + pageSize)
        .map((webinar) => toWebinarView(webinar, user, now)),
      page,
      pageSize,
      total: inScope.length,
      hasMore: from + pageSize < inScope.length,
    },
  })
}

export function getWebinar(context: ContextOf<{ params: typeof zGetWebinarPath }>): Response {
  return answer(requireWebinar(context.params.webinarId), requireUser(context))
}

/** A seat while one is left, else the end of the waitlist; again: the place the caller has. */
export async function registerForWebinar(
  context: ContextOf<{ params: typeof zRegisterForWebinarPath }>,
): Promise<Response> {
  const user = requireUser(context)
  const webinar = requireWebinar(context.params.webinarId)
  const origin = appOriginOf(context.request)
  await underWebinar(webinar.id, async () => {
    if (activeRegistrationOf(webinar.id, user.id)) return
    const places = placesOf(webinar.id)
    const refusal = registrationRefusal(webinar, places, mockNowMs())
    if (refusal) throw new HttpError(409, refusal)
    const seat = places.seats.length < webinar.capacity
    const status = seat ? 'registered' : 'waitlisted'
    const earlier = registrationOf(webinar.id, user.id)
    const registration = earlier
      ? await db.webinarRegistrations.updateRecord(earlier, {
          data(draft) {
            draft.status = status
            draft.since = nowIso()
            draft.sequence += 1
          },
        })
      : await db.webinarRegistrations.create({
          id: newId(),
          webinarId: webinar.id,
          userId: user.id,
          status,
          since: nowIso(),
          sequence: 0,
        })
    if (!registration) return
    await mailWebinarNotice(
      seat ? 'registered' : 'waitlisted',
      webinar,
      user,
      registration,
      origin,
      seat ? null : places.waitlist.length + 1,
    )
  })
  return answer(webinar, user)
}

/**
 * Gives up the caller's seat (the first on the waitlist takes it at once) or waitlist place;
 * without one, the webinar as it is.
 */
export async function unregisterFromWebinar(
  context: ContextOf<{ params: typeof zUnregisterFromWebinarPath }>,
): Promise<Response> {
  const user = requireUser(context)
  const webinar = requireWebinar(context.params.webinarId)
  const origin = appOriginOf(context.request)
  await underWebinar(webinar.id, async () => {
    const mine = activeRegistrationOf(webinar.id, user.id)
    if (!mine) return
    const refusal = changeRefusal(webinar, mockNowMs())
    if (refusal) throw new HttpError(409, refusal)
    const left = await db.webinarRegistrations.updateRecord(mine, {
      data(draft) {
        draft.status = 'left'
        draft.since = nowIso()
        draft.sequence += 1
      },
    })
    if (mine.status !== 'registered' || !left) return
    await mailWebinarNotice('unregistered', webinar, user, left, origin)
    const next = placesOf(webinar.id).waitlist[0]
    const nextUser = next && findUser(next.userId)
    if (!next || !nextUser) return
    const moved = await db.webinarRegistrations.updateRecord(next, {
      data(draft) {
        draft.status = 'registered'
        draft.since = nowIso()
        draft.sequence += 1
      },
    })
    if (moved) await mailWebinarNotice('moved-up', webinar, nextUser, moved, origin)
  })
  return answer(webinar, user)
}

/** The `.ics` of the caller's seat; none without one (409). */
export function getWebinarCalendar(
  context: ContextOf<{ params: typeof zGetWebinarCalendarPath }>,
): Response {
  const user = requireUser(context)
  const webinar = requireWebinar(context.params.webinarId)
  const mine = activeRegistrationOf(webinar.id, user.id)
  if (!mine) throw new HttpError(409, WEBINAR_MESSAGES.calendarNotRegistered)
  if (mine.status === 'waitlisted') throw new HttpError(409, WEBINAR_MESSAGES.calendarWaitlisted)
  return calendarResponse(seatCalendarOf(webinar, user, mine, appOriginOf(context.request)))
}
