import type { AvailabilityState } from '@/api/sessions/queries'
import { Alert } from '@/components/ui/alert'
import { weekdayShortName } from '@/config/constants'
import { formatDate } from '@/lib/format/dates'

import { AVAILABILITY_MESSAGES as M, upcomingHours } from '../availability-rules'

/**
 * The line at the top of the editor (issue 29), from the server's answer: students can book, with
 * the next days and hours they find (as saved, in the Catalyst's zone); or why they cannot.
 */
export function AvailabilityStatus({ state, now }: { state: AvailabilityState; now: Date }) {
  if (!state.bookable)
    return (
      <Alert variant="warning" role="status" title="Students cannot book you yet">
        {state.notBookableReason}
      </Alert>
    )
  const { availability } = state
  const days = upcomingHours(availability, now, 6)
  return (
    <Alert variant="success" title={M.bookable}>
      {days.length === 0 ? (
        <p>{M.noHoursSoon}</p>
      ) : (
        <>
          <p>
            They see free {availability.sessionMinutes}-minute sessions in these hours (
            {availability.timeZone}), shown in their own time zone:
          </p>
          <ul aria-label="Your next days" className="mt-1 grid gap-x-6 gap-y-0.5 sm:grid-cols-2">
            {days.map((day) => (
              <li key={day.date} className="flex flex-wrap gap-x-2">
                <span className="font-medium">
                  {weekdayShortName(day.day)} {formatDate(day.date)}
                </span>
                <span>{day.ranges.join(', ')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  )
}
