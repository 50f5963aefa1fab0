import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'

import { currentUserQueryOptions } from '@/api/profile/queries'
import { Badge } from '@/components/ui/badge'
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
import { catalystCompletion } from './completion'

import { PLATFORM_STATUSES } from './catalyst-messages'
import { CATALYST_PROFILE_STEPS, type CatalystProfileStep } from './catalyst-profile-steps'
import { PendingPhotoProvider } from './components/pending-photo'
import { ProfilePhoto } from './components/profile-photo'

/** The forms load after the page's frame, so the header and steps paint first. */
const CatalystPersonalStep = lazyWithPreload(() =>
  import('./catalyst/catalyst-personal-step').then((module) => module.CatalystPersonalStep),
)
const CatalystAcademicStep = lazyWithPreload(() =>
  import('./catalyst/catalyst-academic-step').then((module) => module.CatalystAcademicStep),
)
const CatalystProfessionalStep = lazyWithPreload(() =>
  import('./catalyst/catalyst-professional-step').then((module) => module.CatalystProfessionalStep),
)
const CatalystKycStep = lazyWithPreload(() =>
  import('./catalyst/catalyst-kyc-step').then((module) => module.CatalystKycStep),
)
const STEP_FORMS = {
  personal: CatalystPersonalStep,
  academic: CatalystAcademicStep,
  work: CatalystProfessionalStep,
  kyc: CatalystKycStep,
} as const

const loadingForm = <Spinner label="Loading your profile..." />

/**
 * The Catalyst's own profile (spec part 2 sections 2 to 5): the photo inside the overall
 * completion donut, the platform status, and four freely switchable steps, each saved on its own
 * (every step stays mounted, so switching keeps what was typed). Cancel goes to the dashboard.
 */
export function CatalystProfilePage({
  step,
  onStepChange,
}: {
  step: CatalystProfileStep
  onStepChange: (step: CatalystProfileStep) => void
}) {
  const user = useQuery(currentUserQueryOptions())
  const navigate = useNavigate()
  const toDashboard = () => void navigate({ to: '/dashboard' })
  useEffect(() => {
    for (const form of Object.values(STEP_FORMS)) void form.preload().catch(() => {})
  }, [])

  if (!user.data) return loadingForm
  const me = user.data
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ')
  const completion = catalystCompletion(me)
  const status = PLATFORM_STATUSES.find((option) => option.value === me.platformStatus) ?? {
    label: 'Not set',
    tone: 'neutral' as const,
  }
  const steps = Object.keys(CATALYST_PROFILE_STEPS) as CatalystProfileStep[]

  return (
    <PendingPhotoProvider>
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight">Catalyst Profile</h1>
        <Card className="flex-row flex-wrap items-center gap-5 px-5">
          <ProfilePhoto name={name} savedUrl={me.profileImg} completion={completion.overall} />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-lg font-semibold break-words">{name}</p>
            <p className="text-sm break-all text-muted-foreground">{me.email}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              Platform status
              <Badge variant={status.tone}>{status.label}</Badge>
            </p>
            <p className="text-sm">
              Your profile is <strong>{completion.overall}%</strong> complete.
            </p>
          </div>
        </Card>
        <Tabs value={step} onValueChange={(value) => onStepChange(value as CatalystProfileStep)}>
          {/* On a phone the four steps are a column, one whole label a line, in their order
              (issue 28: they wrapped into ragged rows; issue 36: then into a ragged 2×2 grid),
              rather than hiding a step behind a scroll. */}
          <TabsList aria-label="Profile steps" className={PHONE_TAB_COLUMN}>
            {steps.map((key, index) => (
              <TabsTrigger key={key} value={key} className={cn(PHONE_TAB, 'max-md:justify-start')}>
                {index + 1} {CATALYST_PROFILE_STEPS[key]}
              </TabsTrigger>
            ))}
          </TabsList>
          <Card className="px-4 sm:px-6">
            {steps.map((key) => {
              const Form = STEP_FORMS[key]
              return (
                <TabsContent key={key} value={key} forceMount hidden={step !== key}>
                  <Suspense fallback={loadingForm}>
                    <Form user={me} onCancel={toDashboard} />
                  </Suspense>
                </TabsContent>
              )
            })}
          </Card>
        </Tabs>
      </div>
    </PendingPhotoProvider>
  )
}
