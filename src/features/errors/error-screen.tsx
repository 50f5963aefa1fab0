import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { Brand } from '@/components/layout/brand'
import { Button } from '@/components/ui/button'

/** Shared frame of the 404 and 500 pages, each with Return Home to /dashboard. */
export function ErrorScreen({
  code,
  message,
  icon,
}: {
  code: string
  message: string
  icon: ReactNode
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <Brand />
      <div aria-hidden className="text-primary">
        {icon}
      </div>
      <p className="text-6xl font-bold tracking-tight text-primary">{code}</p>
      <h1 className="max-w-lg text-xl font-semibold">{message}</h1>
      <Button asChild size="lg">
        <Link to="/dashboard">Return Home</Link>
      </Button>
    </main>
  )
}
