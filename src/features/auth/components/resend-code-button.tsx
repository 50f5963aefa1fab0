import { useMutation } from '@tanstack/react-query'
import { toast } from '@/lib/toast'

import { resendVerificationCode } from '@/api/auth/account'
import { Button } from '@/components/ui/button'

import { resendCountdownLabel } from '../cooldown'
import { startCooldownOnLimit, useResendCooldown } from '../hooks/use-resend-cooldown'

/**
 * Resend OTP (POST /auth/signup/resend). Once the server says the limit is reached, the button
 * stays disabled and counts down: "Resend OTP in {time}" (spec part 1 section 4).
 */
export function ResendCodeButton({
  email,
  successMessage = 'Verification code has been sent',
}: {
  email: string
  successMessage?: string
}) {
  const cooldown = useResendCooldown(email)
  const resend = useMutation({
    mutationFn: resendVerificationCode,
    onSuccess: () => toast.success(successMessage),
    onError: (error, address) => startCooldownOnLimit(address, error),
  })
  return (
    <Button
      type="button"
      variant="link"
      disabled={cooldown.running}
      loading={resend.isPending}
      loadingLabel="Sending a new code"
      onClick={() => resend.mutate(email)}
    >
      {cooldown.running ? resendCountdownLabel(cooldown.time) : 'Resend OTP'}
    </Button>
  )
}
