import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BookOpen, UserPlus, UserRoundPen } from 'lucide-react'

import { currentUserQueryOptions } from '@/api/profile/queries'
import { Button } from '@/components/ui/button'

/**
 * The next step under an empty students card (issue 28): an approved Catalyst invites a student;
 * one awaiting approval cannot invite yet (spec part 1 section 6), so completes their profile,
 * which is what the approval looks at.
 */
export function StudentsNextStep() {
  const me = useQuery(currentUserQueryOptions())
  if (!me.data) return null
  return me.data.isCounsellorApproved ? (
    <Button asChild size="sm" variant="outline">
      <Link to="/invite-student">
        <UserPlus aria-hidden />
        Invite a student
      </Link>
    </Button>
  ) : (
    <Button asChild size="sm" variant="outline">
      <Link to="/counselor-profile">
        <UserRoundPen aria-hidden />
        Complete your profile
      </Link>
    </Button>
  )
}

/** The next step under an empty learning card: the Learning Hub, where a Catalyst applies. */
export function LearningNextStep() {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to="/learning-hub">
        <BookOpen aria-hidden />
        Browse the Learning Hub
      </Link>
    </Button>
  )
}
