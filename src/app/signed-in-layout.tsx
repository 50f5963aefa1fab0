import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { currentUserQueryOptions, type CurrentUser } from '@/api/profile/queries'
import { useLiveInvalidation } from '@/api/use-live-invalidation'
import { AppShell } from '@/components/layout/app-shell'
import { optionalLazy } from '@/components/ui/optional-lazy'
import { ChatProvider } from '@/features/chat/chat-context'
import { normalizeRole } from '@/lib/roles'
import { LiveSocketProvider } from '@/lib/socket/live-socket-context'

/**
 * The header's request drawer by role (spec part 1 section 2, Drawers); other roles get none.
 * Loaded beside the page, not before it: the shell and the page paint first.
 */
const placeholder = <span aria-hidden className="inline-block h-10 w-10" />
const REQUEST_DRAWERS = {
  student: optionalLazy(
    () =>
      import('@/features/connections/requests/catalyst-request-drawer').then(
        (module) => module.CatalystRequestDrawer,
      ),
    placeholder,
  ),
  counsellor: optionalLazy(
    () =>
      import('@/features/connections/requests/student-request-drawer').then(
        (module) => module.StudentRequestDrawer,
      ),
    placeholder,
  ),
}

/** The chat icon and docked windows (spec part 1 section 2), both roles', beside the page. */
const ChatLauncher = optionalLazy(
  () => import('@/features/chat/chat-launcher').then((module) => module.ChatLauncher),
  placeholder,
)
/** The activity log drawer of the shell (spec part 1 section 2), for both roles. */
const ActivityDrawer = optionalLazy(
  () => import('@/features/activity/activity-drawer').then((module) => module.ActivityDrawer),
  placeholder,
)
/** The notification bell (issue 35), for both roles. */
const NotificationBell = optionalLazy(
  () =>
    import('@/features/notifications/notification-bell').then((module) => module.NotificationBell),
  placeholder,
)
const ChatDock = optionalLazy(
  () => import('@/features/chat/chat-dock').then((module) => module.ChatDock),
  null,
)

/** What changed elsewhere shows at once: every live event refetches what it touches. */
function LiveUpdates() {
  useLiveInvalidation()
  return null
}

/**
 * The frame of every signed-in page: the live socket, the chat context, the shell with the
 * header's actions by role, and the docked chats. The `_app` layout wraps its pages in
 * it; a page that is public when signed out (a learning hub's page) wraps itself in it when the
 * visitor is signed in.
 */
export function SignedInLayout({
  user: signedIn,
  children,
}: {
  user: CurrentUser
  children: ReactNode
}) {
  // The guard's copy is the user as the page opened; the cached one follows a profile save
  // (its name and photo in the menu) without a reload.
  const user = useQuery(currentUserQueryOptions()).data ?? signedIn
  const role = normalizeRole(user.role)
  const RequestDrawer = role ? REQUEST_DRAWERS[role] : null
  // The header's actions, left to right; each feature adds its own entry.
  const headerActions = [
    role ? <NotificationBell key="notifications" /> : null,
    role ? <ChatLauncher key="chat" role={role} /> : null,
    RequestDrawer ? <RequestDrawer key="requests" /> : null,
    role ? <ActivityDrawer key="activity" /> : null,
  ].filter(Boolean)
  return (
    // The live chat socket runs while a signed-in page is open (spec part 1 section 4).
    <LiveSocketProvider>
      <LiveUpdates />
      <ChatProvider>
        <AppShell
          user={user}
          headerActions={headerActions.length ? <>{headerActions}</> : undefined}
        >
          {children}
        </AppShell>
        {role ? <ChatDock /> : null}
      </ChatProvider>
    </LiveSocketProvider>
  )
}
