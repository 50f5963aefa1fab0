import { createFileRoute } from '@tanstack/react-router'

import { VerifyOtpPage } from '@/features/auth/verify-otp-page'

export const Route = createFileRoute('/auth/verify-otp')({
  staticData: { title: 'Verify your e-mail' },
  component: VerifyOtpPage,
})
