import { Menu } from 'lucide-react'
import { useRef, useState, type ReactNode } from 'react'

import type { CurrentUser } from '@/api/profile/queries'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { normalizeRole } from '@/lib/roles'

import { ApprovalBanner } from './approval-banner'
import { Brand } from './brand'
import { Breadcrumbs } from './breadcrumbs'
import { usePageTitle } from './document-title'
import { LegalLinks } from './legal-links'
import { LiveStatusNotice } from './live-status-notice'
import { OfflineNotice } from './offline-notice'
import { ProfileMenu } from './profile-menu'
import { ScrollToTop } from './scroll-to-top'
import { SideNav } from './side-nav'

/**
 * Signed-in frame: side menu (a drawer on narrow screens), header with title, content.
 * `headerActions` are the feature buttons beside the profile menu (request drawers, chat): the
 * signed-in layout route puts them there, since the shell may not import features.
 */
export function AppShell({
  user,
  headerActions,
  children,
}: {
  user: CurrentUser
  headerActions?: ReactNode
  children: ReactNode
}) {
  const role = normalizeRole(user.role)
  const title = usePageTitle()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-border bg-surface lg:flex">
        <div className="flex h-16 items-center px-6">
          <Brand />
        </div>
        <div className="flex-1 overflow-y-auto">
          <SideNav role={role} />
        </div>
      </aside>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent
          side="left"
          className="w-72 p-0"
          // The opener sits in the header, outside the Sheet, so Radix has no trigger to give
          // focus back to on close: hand it back ourselves (dialog pattern).
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            menuButton.current?.focus()
          }}
        >
          <div className="flex h-16 items-center px-6">
            <SheetTitle asChild>
              <span>
                <Brand />
              </span>
            </SheetTitle>
          </div>
          <SideNav role={role} onNavigate={() => setDrawerOpen(false)} />
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-surface/95 px-4 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            ref={menuButton}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden />
          </Button>
          <Breadcrumbs title={title} className="min-w-0 flex-1" />
          {headerActions ? <div className="flex items-center gap-1">{headerActions}</div> : null}
          <ProfileMenu user={user} />
        </header>
        <OfflineNotice />
        <LiveStatusNotice />
        {role === 'counsellor' && !user.isCounsellorApproved ? <ApprovalBanner /> : null}
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
        <footer className="flex flex-col items-center justify-between gap-2 border-t border-border px-4 py-4 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <span>© {new Date().getFullYear()} Catalyst</span>
          <LegalLinks className="justify-end" />
        </footer>
        <ScrollToTop />
      </div>
    </div>
  )
}
