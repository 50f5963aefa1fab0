import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'

import { ChatPage } from '@/features/chat/chat-page'
import { BookSessionButton } from '@/features/sessions/book-session-button'
import { normalizeRole } from '@/lib/roles'

/** `?with=USER#...`: the open conversation, so a link or a reload keeps it. */
const searchSchema = z.object({
  with: z.catch(z.optional(z.string().check(z.regex(/^USER#\S{1,200}$/))), undefined),
})

/** The template's full-page chat (spec part 2 section 1: apps/chat, open to both roles). */
export const Route = createFileRoute('/_app/apps/chat')({
  staticData: { title: 'Chat' },
  validateSearch: searchSchema,
  loader: async ({ context }) => {
    const { chatContactsQueryOptions } = await import('@/api/chat/queries')
    void context.queryClient.prefetchQuery(chatContactsQueryOptions())
  },
  component: ChatRoute,
})

/** A student's conversation with their Catalyst offers Book a session (issue 29). */
const bookFromChat = (contactSk: string) => (
  <BookSessionButton size="sm" variant="outline" catalystSk={contactSk} compactOnPhone />
)

function ChatRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { user } = Route.useRouteContext()
  return (
    <ChatPage
      selectedSk={search.with}
      onSelect={(sk) => void navigate({ search: { with: sk }, replace: !sk })}
      conversationActions={normalizeRole(user.role) === 'student' ? bookFromChat : undefined}
    />
  )
}
