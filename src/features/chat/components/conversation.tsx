import { useInfiniteQuery } from '@tanstack/react-query'
import { AlertCircle, RotateCw } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, type UIEvent } from 'react'

import { chatMessagesQueryOptions, type ChatMessage } from '@/api/chat/queries'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format/dates'
import { linkify } from '@/lib/linkify'
import { RelativeTime } from '@/components/ui/relative-time'

import { useChat } from '../chat-context'
import { chronological, MESSAGES_LOAD_FAILED, NOT_SENT } from '../chat-rules'
import { useSendMessage, type Outgoing } from '../hooks/use-send-message'
import { Composer } from './composer'

/** How close to the top (px) a scroll must come to load older messages. */
const LOAD_OLDER_AT_PX = 48

/**
 * One conversation (spec part 1 sections 4 and 5; part 2 sections 3 and 7): the history with the
 * newest at the bottom, older pages loaded when scrolled to the top without the view jumping, my
 * unread messages in bold, and the composer. While `active` (on screen and expanded) the
 * conversation is being read: opening it marks it read, and live messages count as read.
 * Used by the docked windows, the full-page chat and the student's panel.
 */
export function Conversation({
  userSk,
  name,
  active = true,
  className,
}: {
  userSk: string
  name: string
  active?: boolean
  className?: string
}) {
  const chat = useChat()
  const query = useInfiniteQuery(chatMessagesQueryOptions(userSk))
  const { outgoing, sending, sendText, retry } = useSendMessage(userSk)
  const messages = chronological(query.data)

  useEffect(() => {
    if (!active) return undefined
    chat.markRead(userSk)
    return chat.reading(userSk)
    // Marks read once per activation, not on every render of the context.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, userSk])

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col', className)}>
      <MessageList
        name={name}
        messages={messages}
        outgoing={outgoing}
        onRetry={retry}
        loading={query.isPending}
        failed={query.isError}
        onReload={() => void query.refetch()}
        hasOlder={Boolean(query.hasNextPage)}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
      />
      <Composer name={name} sending={sending} onSend={sendText} />
    </div>
  )
}

function MessageList({
  name,
  messages,
  outgoing,
  onRetry,
  loading,
  failed,
  onReload,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  name: string
  messages: ChatMessage[]
  outgoing: Outgoing[]
  onRetry: (id: string) => void
  loading: boolean
  failed: boolean
  onReload: () => void
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
}) {
  const scroller = useRef<HTMLDivElement>(null)
  // Before older messages are added on top: the distance from the bottom to keep.
  const fromBottom = useRef<number | null>(null)
  const stuckToBottom = useRef(true)
  const newest = messages.at(-1)?.messageId
  const oldest = messages[0]?.messageId

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    if (fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current
      fromBottom.current = null
    }
  }, [oldest])

  useLayoutEffect(() => {
    const element = scroller.current
    if (element && stuckToBottom.current) element.scrollTop = element.scrollHeight
  }, [newest, outgoing.length])

  // Messages rendered off-screen start at an estimated height (content-visibility) and take
  // their real one when they come into view: a view kept at the bottom stays there as they do.
  useEffect(() => {
    const element = scroller.current
    const list = element?.querySelector('ol')
    if (!element || !list || typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(() => {
      if (stuckToBottom.current) element.scrollTop = element.scrollHeight
    })
    observer.observe(list)
    return () => observer.disconnect()
  }, [loading])

  const loadOlder = () => {
    const element = scroller.current
    if (!hasOlder || loadingOlder || !element) return
    fromBottom.current = element.scrollHeight - element.scrollTop
    onLoadOlder()
  }

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget
    stuckToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40
    if (element.scrollTop < LOAD_OLDER_AT_PX) loadOlder()
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={`Messages with ${name}`}
      aria-busy={loading || loadingOlder}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-3"
    >
      {loading ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading messages..." />
        </div>
      ) : failed ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center text-sm">
          <p className="text-muted-foreground">{MESSAGES_LOAD_FAILED}</p>
          <Button size="sm" variant="outline" onClick={onReload}>
            <RotateCw aria-hidden /> Retry
          </Button>
        </div>
      ) : (
        <>
          {hasOlder ? (
            <div className="flex justify-center pb-2">
              <Button size="sm" variant="ghost" loading={loadingOlder} onClick={loadOlder}>
                Load older messages
              </Button>
            </div>
          ) : null}
          {messages.length === 0 && outgoing.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">
              No messages yet. Say hello to {name}.
            </p>
          ) : null}
          <ol className="flex flex-col gap-2">
            {messages.map((message) => (
              <MessageBubble key={message.messageId} message={message} />
            ))}
            {outgoing.map((item) => (
              <OutgoingBubble key={item.id} item={item} onRetry={() => onRetry(item.id)} />
            ))}
          </ol>
        </>
      )}
    </div>
  )
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.sentByCurrentUser
  const unreadMine = mine && !message.isRead
  return (
    // Off-screen messages skip layout and paint (content-visibility), so a history scrolled back
    // through thousands of messages stays smooth; the size estimate keeps the scrollbar steady.
    <li
      className={cn(
        'flex flex-col gap-0.5 [contain-intrinsic-size:auto_3.5rem] [content-visibility:auto]',
        mine ? 'items-end' : 'items-start',
      )}
    >
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
          mine ? 'bg-primary text-primary-foreground' : 'bg-surface-muted text-foreground',
          // My messages the other side has not read yet are bold (spec part 2 section 3).
          unreadMine && 'font-semibold',
        )}
      >
        <MessageText text={message.message} mine={mine} />
      </p>
      <span className="px-1 text-xs text-muted-foreground">
        <RelativeTime at={message.sendAt} title={formatDateTime(message.sendAt)} />
        {mine ? <span> · {message.isRead ? 'Read' : 'Delivered'}</span> : null}
      </span>
    </li>
  )
}

function OutgoingBubble({ item, onRetry }: { item: Outgoing; onRetry: () => void }) {
  const failed = item.status === 'failed'
  return (
    <li className="flex flex-col items-end gap-0.5">
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm font-semibold',
          failed
            ? 'border border-danger bg-danger/10 text-foreground'
            : 'bg-primary/70 text-primary-foreground',
        )}
      >
        {item.text}
      </p>
      {failed ? (
        <span role="alert" className="flex items-center gap-2 px-1 text-xs text-danger">
          <AlertCircle aria-hidden className="size-3.5" />
          {NOT_SENT}
          {item.error ? `: ${item.error}` : ''}
          <Button size="sm" variant="link" className="text-xs" onClick={onRetry}>
            Retry
          </Button>
        </span>
      ) : (
        <span className="px-1 text-xs text-muted-foreground">Sending...</span>
      )}
    </li>
  )
}

/**
 * A message's text, its http(s) addresses as links (issue 27): the text stays text, a link opens
 * in a new tab without handing it this page.
 */
function MessageText({ text, mine }: { text: string; mine: boolean }) {
  return linkify(text).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(
          'break-all underline underline-offset-2',
          mine ? 'text-primary-foreground' : 'text-primary',
        )}
      >
        {part.href}
      </a>
    ),
  )
}
