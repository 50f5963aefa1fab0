import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'

import { currentUserQueryOptions } from '@/api/profile/queries'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import {
  PHONE_TAB,
  PHONE_TAB_COLUMN,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@/components/ui/tabs'
import { cn } from '@/lib/cn'
import { lazyWithPreload } from '@/lib/lazy'
import { studentCompletion } from './completion'

import { PendingPhotoProvider } from './components/pending-photo'
import { ProfilePhoto } from './components/profile-photo'
import { STUDENT_PROFILE_TABS, type StudentProfileTab } from './student-profile-tabs'

/**
 * The forms (react-hook-form, zod, date-fns, the country table) load after the page's frame, so
 * the header and tabs paint first; all three are fetched at once.
 */
const StudentPersonalTab = lazyWithPreload(() =>
  import('./components/student-personal-tab').then((module) => module.StudentPersonalTab),
)
const StudentAcademicTab = lazyWithPreload(() =>
  import('./components/student-academic-tab').then((module) => module.StudentAcademicTab),
)
const StudentWorkTab = lazyWithPreload(() =>
  import('./components/student-work-tab').then((module) => module.StudentWorkTab),
)

const loadingForm = <Spinner label="Loading your profile..." />

/** Every tab stays mounted (hidden when not chosen), so switching keeps what was typed. */
const keepMounted = (current: StudentProfileTab, key: StudentProfileTab) =>
  ({ value: key, forceMount: true, hidden: current !== key }) as const

/**
 * The student's own profile (spec part 2 sections 2 to 5): the photo inside the completion
 * donut, and three tabs, each saved on its own. Cancel goes to My Pathway. The tab is in the
 * URL (`?tab=`), so a reload or a shared link opens the same one.
 */
export function StudentProfilePage({
  tab,
  onTabChange,
}: {
  tab: StudentProfileTab
  onTabChange: (tab: StudentProfileTab) => void
}) {
  const user = useQuery(currentUserQueryOptions())
  const navigate = useNavigate()
  const toPathway = () => void navigate({ to: '/my-pathway' })
  useEffect(() => {
    for (const tab of [StudentPersonalTab, StudentAcademicTab, StudentWorkTab])
      void tab.preload().catch(() => {})
  }, [])

  if (!user.data) return <Spinner label="Loading your profile..." />
  const me = user.data
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ')
  const completion = studentCompletion(me)

  return (
    <PendingPhotoProvider>
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight">Student Profile</h1>
        <Card className="flex-row flex-wrap items-center gap-5 px-5">
          <ProfilePhoto name={name} savedUrl={me.profileImg} completion={completion} />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-lg font-semibold break-words">{name}</p>
            <p className="text-sm break-all text-muted-foreground">{me.email}</p>
            <p className="text-sm">
              Your profile is <strong>{completion}%</strong> complete.
              {completion < 100 ? ' Fill in every tab to help your Catalyst guide you.' : ''}
            </p>
          </div>
        </Card>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as StudentProfileTab)}>
          {/* On a phone the tabs are an even grid, each label on up to two lines (issue 28: they
              wrapped into ragged rows), rather than hiding a tab behind a scroll. */}
          <TabsList aria-label="Profile sections" className={PHONE_TAB_COLUMN}>
            {(Object.keys(STUDENT_PROFILE_TABS) as StudentProfileTab[]).map((key) => (
              <TabsTrigger key={key} value={key} className={cn(PHONE_TAB, 'max-md:justify-start')}>
                {STUDENT_PROFILE_TABS[key]}
              </TabsTrigger>
            ))}
          </TabsList>
          <Card className="px-4 sm:px-6">
            {/* Each panel is there from the start (its tab points at it); its form follows. */}
            <TabsContent {...keepMounted(tab, 'personal')}>
              <Suspense fallback={loadingForm}>
                <StudentPersonalTab user={me} onCancel={toPathway} />
              </Suspense>
            </TabsContent>
            <TabsContent {...keepMounted(tab, 'academic')}>
              <Suspense fallback={loadingForm}>
                <StudentAcademicTab user={me} onCancel={toPathway} />
              </Suspense>
            </TabsContent>
            <TabsContent {...keepMounted(tab, 'work')}>
              <Suspense fallback={loadingForm}>
                <StudentWorkTab user={me} onCancel={toPathway} />
              </Suspense>
            </TabsContent>
          </Card>
        </Tabs>
      </div>
    </PendingPhotoProvider>
  )
}
