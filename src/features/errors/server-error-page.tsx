import { ServerCrash } from 'lucide-react'

import { ErrorScreen } from './error-screen'

export const SERVER_ERROR_MESSAGE = 'System Error: Something went wrong! Please try again later.'

export function ServerErrorPage() {
  return (
    <ErrorScreen
      code="500"
      message={SERVER_ERROR_MESSAGE}
      icon={<ServerCrash className="size-14" />}
    />
  )
}
