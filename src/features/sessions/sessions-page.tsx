import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { Role } from '@/lib/roles'

import { BookSessionButton } from './book-session-button'
import { AvailabilityLine } from './components/availability-line'
import { SessionList } from './components/session-list'
import type { SessionsTab } from './session-rules'

/**
 * Sessions (issue 29), for both people of a session: the Catalyst's booking state or the
 * student's Book a session, then upcoming and past sessions in tabs (the URL's `tab`).
 */
export function SessionsPage({
  role,
  tab,
  onTabChange,
}: {
  role: Role
  tab: SessionsTab
  onTabChange: (tab: SessionsTab) => void
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Sessions</h1>
          <p className="text-sm text-muted-foreground">
            {role === 'student'
              ? 'Your sessions with your Catalyst, in your time zone.'
              : 'Sessions your students booked with you, in your time zone.'}
          </p>
        </div>
        {role === 'student' ? <BookSessionButton /> : null}
      </div>
      {role === 'counsellor' ? <AvailabilityLine /> : null}
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as SessionsTab)}>
        <TabsList aria-label="Sessions">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        {(['upcoming', 'past'] as const).map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab ? (
              <SessionList
                role={role}
                tab={value}
                bookButton={role === 'student' ? <BookSessionButton variant="outline" /> : null}
              />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}
