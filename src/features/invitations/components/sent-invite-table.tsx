import type { SentInvite } from '@/api/connections/queries'
import { formatDate } from '@/lib/format/dates'

import { StatusBadge } from './status-badge'

/** What an empty row or an unanswered invitation shows (spec part 1 section 2: "padded with dashes"). */
export const DASH = '—'

const cell = 'px-3 py-2.5 align-middle'
const head = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase'

function DateCell({ value, className }: { value: string | null | undefined; className?: string }) {
  return (
    <td className={`${cell} whitespace-nowrap tabular-nums ${className ?? ''}`}>
      {value ? <time dateTime={value}>{formatDate(value)}</time> : <span aria-hidden>{DASH}</span>}
    </td>
  )
}

/**
 * Sent invitations as a table: the address, when it was sent, its status and (when asked) when
 * the student answered. Dates in the spec's format ("23 NOV 2026", part 1 section 9). With
 * `minRows`, rows of dashes fill the table up to that many. On phones the date moves under the
 * address so the table fits 375 px.
 */
export function SentInviteTable({
  caption,
  invites,
  minRows = 0,
  showAnswered = false,
}: {
  caption: string
  invites: readonly SentInvite[]
  minRows?: number
  showAnswered?: boolean
}) {
  const padding = Math.max(0, minRows - invites.length)
  const columns = showAnswered ? 4 : 3
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-border">
        <tr>
          <th scope="col" className={head}>
            Student e-mail
          </th>
          <th scope="col" className={`${head} hidden w-32 sm:table-cell`}>
            Sent on
          </th>
          <th scope="col" className={`${head} w-28 sm:w-32`}>
            Status
          </th>
          {showAnswered ? (
            <th scope="col" className={`${head} hidden w-32 sm:table-cell`}>
              Answered on
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {invites.map((invite, index) => (
          <tr key={`${invite.email}|${invite.created_at}|${index}`}>
            <td className={cell}>
              <span className="block font-medium [overflow-wrap:anywhere] text-foreground">
                {invite.email}
              </span>
              <span className="block text-xs text-muted-foreground tabular-nums sm:hidden">
                Sent <time dateTime={invite.created_at}>{formatDate(invite.created_at)}</time>
                {showAnswered && invite.accept_reject_date ? (
                  <>
                    {' · Answered '}
                    <time dateTime={invite.accept_reject_date}>
                      {formatDate(invite.accept_reject_date)}
                    </time>
                  </>
                ) : null}
              </span>
            </td>
            <DateCell value={invite.created_at} className="hidden sm:table-cell" />
            <td className={cell}>
              <StatusBadge status={invite.status} />
            </td>
            {showAnswered ? (
              <DateCell value={invite.accept_reject_date} className="hidden sm:table-cell" />
            ) : null}
          </tr>
        ))}
        {Array.from({ length: padding }, (_, index) => (
          <tr key={`empty-${index}`} data-empty-row="">
            <td className={`${cell} text-muted-foreground`}>
              <span aria-hidden>{DASH}</span>
              <span className="sr-only">No request</span>
            </td>
            {Array.from({ length: columns - 1 }, (_, column) => (
              <td
                key={column}
                className={`${cell} text-muted-foreground ${column === 1 ? '' : 'hidden sm:table-cell'}`}
              >
                <span aria-hidden>{DASH}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
