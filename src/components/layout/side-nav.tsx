import { Link } from '@tanstack/react-router'

import { cn } from '@/lib/cn'
import type { Role } from '@/lib/roles'

import { NAV_BY_ROLE, NAV_FOR_OTHER_ROLES } from './nav-items'

/** The role's side menu; `onNavigate` closes the mobile drawer after a choice. */
export function SideNav({ role, onNavigate }: { role: Role | null; onNavigate?: () => void }) {
  const sections = role ? NAV_BY_ROLE[role] : NAV_FOR_OTHER_ROLES
  return (
    <nav aria-label="Main" className="flex flex-col gap-6 px-3 py-4">
      {sections.map((section, index) => (
        <div key={section.heading ?? index} className="flex flex-col gap-1">
          {section.heading ? (
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {section.heading}
            </p>
          ) : null}
          {section.items.map(({ label, to, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              onClick={onNavigate}
              activeOptions={{ exact: to === '/learning-hub' }}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground/85 transition-colors',
                'hover:bg-surface-muted hover:text-foreground',
                'data-[status=active]:bg-secondary data-[status=active]:text-secondary-foreground',
              )}
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </Link>
          ))}
        </div>
      ))}
    </nav>
  )
}
