import type { ReactNode } from 'react'

import { Brand } from './brand'
import { OfflineNotice } from './offline-notice'

export const TAGLINE = 'Catalyzing Change, One Future at a Time.'

/** Two-panel frame of the auth screens: brand panel on wide screens, the form beside it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-linear-to-br from-teal-800 via-teal-900 to-slate-950 text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
        <Brand />
        <div className="max-w-md">
          <p className="text-4xl leading-tight font-semibold">{TAGLINE}</p>
          <p className="mt-4 text-lg opacity-90">
            Catalysts guide students from their first question to their next step: invitations,
            pathways, learning hubs and chat in one place.
          </p>
        </div>
        {/* Prerendered at build time: a page built last year shows this year once it runs. */}
        <p className="text-sm opacity-80" suppressHydrationWarning>
          © {new Date().getFullYear()} Catalyst
        </p>
      </aside>
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <OfflineNotice className="mb-6 w-full max-w-md rounded-md border sm:px-4" />
        <div className="mb-8 lg:hidden">
          <Brand />
        </div>
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  )
}

export function AuthPageTitle({ title, description }: { title: string; description?: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
    </header>
  )
}
