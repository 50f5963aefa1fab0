import { createFileRoute } from '@tanstack/react-router'

import { AccountManagerPage } from '@/features/account-manager/account-manager-page'

/** Account manager (issue 34): no loader, the page reads the plan and shows its own states. */
export const Route = createFileRoute('/_app/_counsellor/account-manager')({
  staticData: { title: 'Account manager' },
  component: AccountManagerPage,
})
