import { useQuery } from '@tanstack/react-query'
import { ChevronDown, ChevronUp, X } from 'lucide-react'

import { chatContactsQueryOptions } from '@/api/chat/queries'
import { Button } from '@/components/ui/button'

import { useChat } from './chat-context'
import { unreadLabel, type DockedWindow } from './chat-rules'
import { Conversation } from './components/conversation'

/**
 * The docked chat windows at the bottom right (spec part 1 sections 2, 4, 9): the newest on the
 * right; each collapses to its header with an unread badge, and opening it marks it read. Each is
 * 20rem wide where there is room; the windows a width allows (chat-rules dockLimit) share it when
 * there is not (issue 28: at 600 px the older of two started off screen), and on a phone (500 px
 * or less, one window) the open conversation is a sheet across the whole width.
 */
export function ChatDock() {
  const { windows } = useChat()
  if (windows.length === 0) return null
  return (
    <section
      aria-label="Open chats"
      className="pointer-events-none fixed inset-x-2 bottom-0 z-40 flex flex-row items-end justify-end gap-2 sm:right-4 max-[500px]:inset-x-0"
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
      className="pointer-events-auto flex min-w-0 flex-[0_1_20rem] flex-col overflow-hidden rounded-t-xl border border-b-0 border-border bg-surface shadow-lg max-[500px]:flex-1"
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
        <div className="flex h-96 max-h-[calc(100dvh-8rem)] flex-col max-[500px]:h-[calc(100dvh-7rem)]">
          <Conversation userSk={entry.sk} name={entry.name} />
        </div>
      )}
    </div>
  )
}
