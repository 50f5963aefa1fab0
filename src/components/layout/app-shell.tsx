import { Menu } from 'lucide-react'
import { useRef, useState, type ReactNode } from 'react'

import type { CurrentUser } from '@/api/profile/queries'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { cn } from '@/lib/cn'
import { useLayout, type LayoutConfig, type LayoutWidth } from '@/lib/layout-config'
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
import { TeamBanner } from './team-banner'

/** Where the header stays (Layout Builder): literal classes, so that Tailwind sees them. */
function headerPosition({ desktop, tabletAndMobile }: LayoutConfig['header']['fixed']): string {
  if (desktop && tabletAndMobile) return 'sticky top-0'
  if (desktop) return 'relative lg:sticky lg:top-0'
  if (tabletAndMobile) return 'sticky top-0 lg:relative'
  return 'relative'
}

/** A fixed width centres the part's content in a column; fluid fills the space. */
const widthOf = (width: LayoutWidth) => (width === 'fixed' ? 'mx-auto w-full max-w-6xl' : 'w-full')

/**
 * Signed-in frame: side menu (a drawer on narrow screens), header with title, content. The
 * Layout Builder's settings (src/lib/layout-config.ts) decide where the header stays, the widths
 * and whether the side menu shows (without it, the menu button opens the drawer on every screen).
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
  const layout = useLayout()
  const sidebar = layout.sidebar.display

  return (
    <div className={cn('min-h-dvh', sidebar && 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]')}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {sidebar ? (
        <aside className="sticky top-0 hidden h-dvh flex-col border-r border-border bg-surface lg:flex">
          <div className="flex h-16 items-center px-6">
            <Brand />
          </div>
          <div className="flex-1 overflow-y-auto">
            <SideNav role={role} />
          </div>
        </aside>
      ) : null}
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
        <header
          data-width={layout.header.width}
          className={cn(
            'z-30 flex min-h-16 items-center border-b border-border bg-surface/95 px-4 backdrop-blur max-sm:py-2 sm:px-6',
            headerPosition(layout.header.fixed),
          )}
        >
          {/* On a phone the title has a row of its own below the buttons (issue 36: beside four
              buttons "Catalyst Profile" took two lines): whole, on one line. */}
          <div
            className={cn(
              'flex flex-wrap items-center gap-x-3 gap-y-1',
              widthOf(layout.header.width),
            )}
          >
            <Button
              variant="ghost"
              size="icon"
              className={cn(sidebar && 'lg:hidden')}
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              ref={menuButton}
              onClick={() => setDrawerOpen(true)}
            >
              <Menu aria-hidden />
            </Button>
            <Breadcrumbs
              title={title}
              className="min-w-0 flex-1 max-sm:order-last max-sm:basis-full"
            />
            {/* On a phone: the buttons to the right of the menu, the title's row below. */}
            <span aria-hidden className="flex-1 sm:hidden" />
            {headerActions ? <div className="flex items-center gap-1">{headerActions}</div> : null}
            <ProfileMenu user={user} />
          </div>
        </header>
        <OfflineNotice />
        <LiveStatusNotice />
        {role === 'counsellor' && !user.isCounsellorApproved ? <ApprovalBanner /> : null}
        {role === 'counsellor' ? <TeamBanner /> : null}
        <main
          id="main"
          tabIndex={-1}
          data-width={layout.content.width}
          className="flex-1 px-4 py-6 sm:px-6 lg:px-8"
        >
          <div className={widthOf(layout.content.width)}>{children}</div>
        </main>
        <footer
          data-width={layout.footer.width}
          // Clear of Scroll to top (bottom right): below it on a phone, beside it on wider screens.
          className="border-t border-border px-4 pt-4 pb-16 text-sm text-muted-foreground sm:px-6 sm:pb-4 sm:pr-20"
        >
          <div
            className={cn(
              'flex flex-col items-center justify-between gap-2 sm:flex-row',
              widthOf(layout.footer.width),
            )}
          >
            <span>© {new Date().getFullYear()} Catalyst</span>
            <LegalLinks className="justify-end" />
          </div>
        </footer>
        <ScrollToTop />
      </div>
    </div>
  )
}
