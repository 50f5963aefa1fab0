import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { Brand } from './brand'
import { LegalLinks } from './legal-links'

/**
 * The frame of a page anyone may open signed out (the public hub and certificate pages): the
 * brand, the page's own actions (Login, Sign Up), its content, and a footer with the Terms and
 * Policy documents and the copyright line (spec part 2 section 2).
 */
export function PublicLayout({
  actions,
  children,
  className,
}: {
  actions?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-3 border-b border-border bg-surface px-4 py-3 sm:px-8">
        <Link to="/" aria-label="Catalyst home" className="rounded-md">
          <Brand />
        </Link>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn('mx-auto flex w-full flex-1 flex-col gap-6 px-4 py-8 sm:px-8', className)}
      >
        {children}
      </main>
      <footer className="flex flex-col items-center justify-between gap-2 border-t border-border px-4 py-4 text-sm text-muted-foreground sm:flex-row sm:px-8">
        {/* Prerendered at build time: a page built last year shows this year once it runs. */}
        <span suppressHydrationWarning>
          © {new Date().getFullYear()} Catalyst. All rights reserved.
        </span>
        <LegalLinks className="justify-end" />
      </footer>
    </div>
  )
}

/**
 * Login and sign-up in a public page's header, the same two buttons at the same size on every
 * such page (issue 28: the FAQ's and the hub's differed). Each page keeps the spec's word for the
 * second: "Sign up" on the FAQ (part 2 section 3), "Sign Up" on a hub.
 */
export function PublicAuthActions({ signUpLabel }: { signUpLabel: 'Sign up' | 'Sign Up' }) {
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to="/auth/login">Login</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/auth/registration">{signUpLabel}</Link>
      </Button>
    </>
  )
}
