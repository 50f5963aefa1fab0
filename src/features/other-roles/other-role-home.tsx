import { Users } from 'lucide-react'

import { EmptyState } from '@/components/ui/empty-state'

/**
 * The page of an account whose role is neither Catalyst nor student (a parent, spec part 1
 * section 1). The spec gives such roles one menu link and no screen of their own; this says what
 * the account can do instead of showing an error.
 */
export function OtherRoleHome() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Find Catalysts</h1>
      <EmptyState
        icon={<Users />}
        title="Catalysts connect with students"
        description="Your account can't request a Catalyst itself. The student you support can find a Catalyst and ask to connect from their own account; you can reach us through the FAQ and Support Centre."
      />
    </div>
  )
}
