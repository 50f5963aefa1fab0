import { createFileRoute } from '@tanstack/react-router'

import { CatalystProfilePage } from '@/features/profiles/catalyst-profile-page'
import {
  CATALYST_PROFILE_STEPS,
  type CatalystProfileStep,
} from '@/features/profiles/catalyst-profile-steps'

interface CatalystProfileSearch {
  step?: CatalystProfileStep
}

export const Route = createFileRoute('/_app/_counsellor/counselor-profile')({
  // An unknown step opens the first one.
  validateSearch: (search: Record<string, unknown>): CatalystProfileSearch =>
    typeof search.step === 'string' &&
    search.step in CATALYST_PROFILE_STEPS &&
    search.step !== 'personal'
      ? { step: search.step as CatalystProfileStep }
      : {},
  staticData: { title: 'Catalyst Profile' },
  component: CatalystProfileRoute,
})

function CatalystProfileRoute() {
  const { step = 'personal' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CatalystProfilePage
      step={step}
      onStepChange={(next) =>
        void navigate({ search: next === 'personal' ? {} : { step: next }, replace: true })
      }
    />
  )
}
