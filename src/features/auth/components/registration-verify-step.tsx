import { useState } from 'react'

import { Button } from '@/components/ui/button'

import { ChangeEmailForm } from './change-email-form'
import { StepHeading } from './step-heading'
import { VerifyCodeForm } from './verify-code-form'

/**
 * Registration step 3: the code e-mailed at sign-up, Resend, and correcting a mistyped address
 * (spec part 1 sections 2 and 5). Verified accounts go to the login page.
 */
export function RegistrationVerifyStep({
  email,
  onEmailChanged,
  onVerified,
}: {
  email: string
  onEmailChanged: (email: string) => void
  onVerified: () => Promise<void>
}) {
  const [editing, setEditing] = useState(false)
  return (
    <>
      <StepHeading
        focusOnMount
        description={
          <>
            We sent a 6-digit code to <strong className="text-foreground">{email}</strong>. Enter it
            below to verify your e-mail address.
          </>
        }
      >
        Verify your e-mail
      </StepHeading>
      {editing ? (
        <ChangeEmailForm
          email={email}
          onCancel={() => setEditing(false)}
          onChanged={(newEmail) => {
            onEmailChanged(newEmail)
            setEditing(false)
          }}
        />
      ) : (
        <p className="mb-4 text-sm text-muted-foreground">
          Wrong address?{' '}
          <Button type="button" variant="link" onClick={() => setEditing(true)}>
            Change e-mail
          </Button>
        </p>
      )}
      <VerifyCodeForm
        key={email}
        email={email}
        successMessage="Email verified successfully"
        onVerified={onVerified}
      />
    </>
  )
}
