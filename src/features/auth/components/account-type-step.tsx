import { Button } from '@/components/ui/button'
import type { Role } from '@/lib/roles'

import { ProfileTypePicker } from './profile-type-picker'
import { StepHeading } from './step-heading'

/** Step 1 of the registration and google-signUp wizards: the account type, then Continue. */
export function AccountTypeStep({
  title,
  focusOnMount,
  value,
  onChange,
  error,
  onContinue,
}: {
  title: string
  focusOnMount: boolean
  value: Role | undefined
  onChange: (role: Role) => void
  error?: string | undefined
  onContinue: () => void
}) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading
        focusOnMount={focusOnMount}
        description="Billing is based on the chosen account type."
      >
        {title}
      </StepHeading>
      <ProfileTypePicker legend={title} value={value} onChange={onChange} error={error} />
      <Button type="button" size="lg" onClick={onContinue}>
        Continue
      </Button>
    </div>
  )
}
