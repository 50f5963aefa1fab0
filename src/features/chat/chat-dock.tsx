import { useQuery } from '@tanstack/react-query'
import { ChevronDown, ChevronUp, X } from 'lucide-react'

import { chatContactsQueryOptions } from '@/api/chat/queries'
import { Button } from '@/components/ui/button'

import { useChat } from './chat-context'
import { unreadLabel, type DockedWindow } from './chat-rules'
import { Conversation } from './components/conversation'

/**
 * The docked chat windows at the bottom right (spec part 1 sections 2, 4, 9): the newest on the
 * right; each collapses to its header with an unread badge, and opening it marks it read.
 */
export function ChatDock() {
  const { windows } = useChat()
  if (windows.length === 0) return null
  return (
    <section
      aria-label="Open chats"
      className="pointer-events-none fixed right-2 bottom-0 z-40 flex flex-row items-end gap-2 sm:right-4"
    >
      {windows.map((entry) => (
        <ChatWindow key={entry.sk} entry={entry} />
      ))}
    </section>
  )
}

function ChatWindow({ entry }: { entry: DockedWindow }) {
  const chat = useChat()
  const contacts = useQuery(chatContactsQueryOptions())
  const unread = contacts.data?.find((contact) => contact.sk === entry.sk)?.unread_count ?? 0
  const toggle = () => chat.setCollapsed(entry.sk, !entry.collapsed)
  return (
    <div
      role="dialog"
      aria-label={`Chat with ${entry.name}`}
      className="pointer-events-auto flex w-[min(20rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-t-xl border border-b-0 border-border bg-surface shadow-lg"
    >
      <div className="flex items-center gap-1 border-b border-border bg-surface-muted px-3 py-1.5">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!entry.collapsed}
          className="flex min-w-0 flex-1 items-center gap-2 text-left text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="truncate">{entry.name}</span>
          {entry.collapsed && unread > 0 ? (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
              {unreadLabel(unread)}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </button>
        <Button
          variant="ghost"
          size="sm"
          className="size-8 px-0"
          onClick={toggle}
          aria-label={
            entry.collapsed ? `Expand chat with ${entry.name}` : `Collapse chat with ${entry.name}`
          }
        >
          {entry.collapsed ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="size-8 px-0"
          onClick={() => chat.closeChat(entry.sk)}
          aria-label={`Close chat with ${entry.name}`}
        >
          <X aria-hidden />
        </Button>
      </div>
      {entry.collapsed ? null : (
        <div className="flex h-96 max-h-[calc(100dvh-8rem)] flex-col">
          <Conversation userSk={entry.sk} name={entry.name} />
        </div>
      )}
    </div>
  )
}
