import { LifeBuoy } from 'lucide-react'
import type { ReactNode } from 'react'

import { FaqSearch } from './faq-search'

/** The FAQ's header: title, search and the page's own actions, beside an illustration. */
export function FaqHeader({
  search,
  onSearchChange,
  onSearchSubmit,
  children,
}: {
  search: string
  onSearchChange: (value: string) => void
  onSearchSubmit: () => void
  children?: ReactNode
}) {
  return (
    <header className="flex items-center justify-between gap-6 rounded-xl border border-border bg-surface p-6">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">FAQ and Support Centre</h1>
        <p className="text-sm text-muted-foreground">
          Find answers to common questions, or ask our support team.
        </p>
        <FaqSearch value={search} onChange={onSearchChange} onSubmit={onSearchSubmit} />
        {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
      </div>
      <div
        aria-hidden="true"
        className="hidden size-28 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex [&_svg]:size-14"
      >
        <LifeBuoy />
      </div>
    </header>
  )
}
