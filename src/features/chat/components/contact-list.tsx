import { useQuery } from '@tanstack/react-query'
import { MessageCircle, RotateCw, Search } from 'lucide-react'
import { useId, useState } from 'react'

import { chatContactsQueryOptions, type ChatContact } from '@/api/chat/queries'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { RelativeTime } from '@/components/ui/relative-time'
import { usePagedList } from '@/lib/use-paged-list'

import {
  CHATS_LOAD_FAILED,
  contactName,
  filterContacts,
  NO_CHATS,
  NO_CONTACT_MATCH,
  unreadLabel,
} from '../chat-rules'

/** Search by name waits this long after the last key (spec part 1 section 9). */
export const CHAT_SEARCH_DEBOUNCE_MS = 300
/**
 * Contacts drawn at first, and added by Show more: a Catalyst with thousands of students (the
 * large scenario has 3,400) froze the page for a second drawing them all.
 */
export const CONTACTS_PAGE_SIZE = 50

/**
 * The contacts panel (spec part 1 sections 2, 3, 8, 9): search by name, each contact with the
 * last message, its relative time and the unread count; most recent first. A failed read leaves
 * the list empty as the spec says, with Retry.
 */
export function ContactList({
  onOpen,
  selectedSk,
  headingLevel = 3,
}: {
  onOpen: (contact: ChatContact) => void
  selectedSk?: string
  /** The empty state's heading level in the page outline: 3 under a drawer's title, 2 under a page's. */
  headingLevel?: 2 | 3
}) {
  const query = useQuery(chatContactsQueryOptions())
  const [search, setSearch] = useState('')
  const [term] = useDebouncedValue(search, CHAT_SEARCH_DEBOUNCE_MS)
  const searchId = useId()
  const contacts = query.data ?? []
  const matching = filterContacts(contacts, term)
  const { shown, hasMore, showMore } = usePagedList(matching, CONTACTS_PAGE_SIZE, term)

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search chats by name
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by name"
          className="pl-9"
          autoComplete="off"
        />
      </div>
      {query.isPending ? (
        <ul aria-label="Loading chats" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="flex items-center gap-3 p-2">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-3 w-1/2" />
                <Skeleton className="h-3 w-3/4" />
              </div>
            </li>
          ))}
        </ul>
      ) : contacts.length === 0 ? (
        <NoChats
          failed={query.isError}
          onRetry={() => void query.refetch()}
          headingLevel={headingLevel}
        />
      ) : matching.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-muted-foreground">
          {NO_CONTACT_MATCH}
        </p>
      ) : (
        <div className="-mx-1 flex min-h-0 flex-col gap-1 overflow-y-auto px-1">
          <ul aria-label="Chats" className="flex flex-col gap-1">
            {shown.map((contact) => (
              <li key={contact.sk}>
                <ContactRow
                  contact={contact}
                  selected={contact.sk === selectedSk}
                  onOpen={() => onOpen(contact)}
                />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <Button variant="outline" size="sm" className="my-2 self-center" onClick={showMore}>
              Show more chats
            </Button>
          ) : null}
        </div>
      )}
    </div>
  )
}

function ContactRow({
  contact,
  selected,
  onOpen,
}: {
  contact: ChatContact
  selected: boolean
  onOpen: () => void
}) {
  const name = contactName(contact)
  const unread = contact.unread_count
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected || undefined}
      className={cn(
        'flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected && 'bg-surface-muted',
      )}
    >
      <Avatar name={name} size="md" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-semibold' : 'font-medium')}>
            {name}
          </span>
          {contact.latestMessageAt ? (
            <RelativeTime
              at={contact.latestMessageAt}
              className="shrink-0 text-xs text-muted-foreground"
            />
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-xs text-muted-foreground">
            {contact.message ? `${contact.is1 ? 'You: ' : ''}${contact.message}` : ''}
          </span>
          {unread > 0 ? (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
              {unreadLabel(unread)}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  )
}

/**
 * "No Chats Available" (spec part 1 section 8); when the read failed, what happened and Retry
 * (the spec swallows the failure, the list stays empty).
 */
export function NoChats({
  failed,
  onRetry,
  className,
  headingLevel = 3,
}: {
  failed: boolean
  onRetry: () => void
  className?: string
  headingLevel?: 2 | 3
}) {
  return (
    <EmptyState
      className={className}
      headingLevel={headingLevel}
      icon={<MessageCircle />}
      title={NO_CHATS}
      description={failed ? CHATS_LOAD_FAILED : undefined}
      action={
        failed ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden /> Retry
          </Button>
        ) : undefined
      }
    />
  )
}
