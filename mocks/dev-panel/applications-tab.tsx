import { useState } from 'react'

import { applicationStatusName } from '@/config/status-codes'

import { callServer } from '../serving/client'
import type { OpResult } from '../serving/operations'
import { usePoll } from './use-poll'

type Pending = OpResult<'pendingApplications'>[number]

const pendingApplications = () => callServer('pendingApplications')
const keyOf = (list: Pending[]) => list.map((item) => item.id).join(',')

/**
 * Learning-hub applications waiting for the hub's staff (status Applied): Accept starts the
 * learner at the first module today, Reject ends it. The rest of the lifecycle happens on the
 * mock learning platform page that Start My Experience opens.
 */
export function ApplicationsTab() {
  const pending = usePoll(pendingApplications, keyOf)
  const [message, setMessage] = useState('')

  async function decide(item: Pending, accept: boolean) {
    const result = await callServer('decideApplication', item.id, accept)
    setMessage(
      result.ok
        ? `${applicationStatusName(result.application.status)}: ${item.who}, ${item.hub}. The app shows it on its next read.`
        : result.reason,
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted-foreground">
        Applications still Applied. Accept or reject them as the hub's staff would.
      </p>
      {message ? (
        <p role="status" className="text-xs text-foreground">
          {message}
        </p>
      ) : null}
      {pending === undefined ? (
        <p className="py-6 text-center text-sm text-muted-foreground">Loading…</p>
      ) : pending.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No application waiting.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {pending.map((item) => (
            <li key={item.id} className="rounded-md border border-border p-2 text-xs">
              <p className="font-medium text-foreground">{item.hub}</p>
              <p className="text-muted-foreground">{item.who}</p>
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  onClick={() => void decide(item, true)}
                  className="rounded-md bg-primary px-2.5 py-1 font-medium text-primary-foreground"
                >
                  Accept
                </button>
                <button
                  type="button"
                  onClick={() => void decide(item, false)}
                  className="rounded-md border border-border px-2.5 py-1 font-medium text-foreground"
                >
                  Reject
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
