import { Compass } from 'lucide-react'

import { ErrorScreen } from './error-screen'

export const NOT_FOUND_MESSAGE = "Oops! We can't find that page."

export function NotFoundPage() {
  return (
    <ErrorScreen code="404" message={NOT_FOUND_MESSAGE} icon={<Compass className="size-14" />} />
  )
}
