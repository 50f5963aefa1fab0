import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import {
  notificationPreferencesQueryOptions,
  useSaveNotificationPreferences,
  type NotificationPreference,
} from '@/api/notifications/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { userMessageFor } from '@/lib/error-messages'

import { NOTIFICATION_KIND_LABELS } from './notification-kinds'

export const PREFERENCES_FAILED = 'Your notification preferences could not be loaded.'
export const PREFERENCES_SAVED = 'Your notification preferences are saved.'
export const PREFERENCES_NOT_SAVED =
  'Your preferences were not saved. Your choices are kept here: please try again.'

/**
 * Notification preferences (issue 35), under the profile of both roles: for each kind, in the
 * app and by e-mail. Toggles change a draft; Save sends it, and a failed save keeps the draft
 * with the reason beside the button.
 */
export function NotificationPreferencesPage() {
  const query = useQuery(notificationPreferencesQueryOptions())
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Notification preferences</h1>
      <Card className="p-4 sm:p-5">
        {query.isPending ? (
          <div
            role="status"
            aria-busy
            aria-label="Loading preferences"
            className="flex flex-col gap-3"
          >
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} className="h-8 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <RetryError
            message={PREFERENCES_FAILED}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <PreferencesForm saved={query.data} />
        )}
      </Card>
    </div>
  )
}

type Channel = 'inApp' | 'email'

function PreferencesForm({ saved }: { saved: NotificationPreference[] }) {
  const [draft, setDraft] = useState(saved)
  const save = useSaveNotificationPreferences()
  const toggle = (kind: NotificationPreference['kind'], channel: Channel, on: boolean) => {
    save.reset()
    setDraft((current) =>
      current.map((entry) => (entry.kind === kind ? { ...entry, [channel]: on } : entry)),
    )
  }
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(draft)
      }}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">What reaches you, in the app and by e-mail</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              What happened
            </th>
            <th scope="col" className="w-16 py-2 text-center font-medium">
              In app
            </th>
            <th scope="col" className="w-16 py-2 text-center font-medium">
              E-mail
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {draft.map((entry) => {
            const label = NOTIFICATION_KIND_LABELS[entry.kind]
            return (
              <tr key={entry.kind}>
                <th scope="row" className="py-2.5 pr-2 text-left font-normal break-words">
                  {label}
                </th>
                {(['inApp', 'email'] as const).map((channel) => (
                  <td key={channel} className="py-2.5 text-center">
                    <Switch
                      checked={entry[channel]}
                      onCheckedChange={(on) => toggle(entry.kind, channel, on)}
                      aria-label={`${label}: ${channel === 'inApp' ? 'in app' : 'e-mail'}`}
                    />
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
      {save.isError ? (
        <Alert variant="danger" title={PREFERENCES_NOT_SAVED}>
          {userMessageFor(save.error)}
        </Alert>
      ) : null}
      {save.isSuccess ? <Alert variant="success">{PREFERENCES_SAVED}</Alert> : null}
      <Button type="submit" className="self-end" loading={save.isPending} loadingLabel="Saving">
        Save
      </Button>
    </form>
  )
}
