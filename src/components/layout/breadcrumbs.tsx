import { Link, useMatches } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'

import { cn } from '@/lib/cn'

/**
 * Home › (route trail) › page title, from the deepest route's static data. On a phone the header
 * has room for one crumb only (issue 28: the trail was squeezed to "Home › ›"), so below the md
 * breakpoint it shows the current page's name alone, on one line (the shell gives it a row of its
 * own on a phone, so it is whole), and the whole trail stays for screen readers and wider
 * screens.
 */
export function Breadcrumbs({
  title,
  className,
}: {
  title: string | undefined
  className?: string
}) {
  const matches = useMatches()
  const trail =
    [...matches].reverse().find((match) => match.staticData.breadcrumbs)?.staticData.breadcrumbs ??
    []
  const crumbs = [...trail, ...(title ? [title] : [])]
  // With no crumb beyond Home (a page without a title yet), Home itself is what a phone shows.
  const narrowHome = crumbs.length === 0
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm', className)}>
      <ol className="flex min-w-0 items-center gap-1 text-muted-foreground">
        <li className={narrowHome ? undefined : 'max-md:sr-only'}>
          <Link to="/" className="hover:text-foreground hover:underline">
            Home
          </Link>
        </li>
        {crumbs.map((crumb, index, all) => {
          const current = index === all.length - 1
          return (
            <li
              key={`${crumb}-${index}`}
              className={cn('flex min-w-0 items-center gap-1', !current && 'max-md:sr-only')}
            >
              <ChevronRight aria-hidden className="size-3.5 shrink-0 max-md:hidden" />
              <span
                title={crumb}
                className={cn('truncate', current && 'font-medium text-foreground')}
                aria-current={current ? 'page' : undefined}
              >
                {crumb}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
