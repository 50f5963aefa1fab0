import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'

import { chatContactsQueryOptions } from '@/api/chat/queries'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { cn } from '@/lib/cn'

import { contactName } from './chat-rules'
import { ContactList } from './components/contact-list'
import { Conversation } from './components/conversation'

/**
 * The full-page chat (the template's /apps/chat route, and chat on phones): contacts, then one
 * conversation. On wide screens both sit side by side; on phones the conversation replaces the
 * list and Back returns to it. The open conversation lives in the URL (`?with=`).
 */
export function ChatPage({
  selectedSk,
  onSelect,
  conversationActions,
}: {
  selectedSk?: string
  onSelect: (sk: string | undefined) => void
  /** What the open conversation's header offers beside the name (the route composes it). */
  conversationActions?: (contactSk: string) => ReactNode
}) {
  const contacts = useQuery(chatContactsQueryOptions())
  const selected = contacts.data?.find((contact) => contact.sk === selectedSk)
  const name = selected ? contactName(selected) : ''
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Chat</h1>
      {/* minmax(0, …): a long preview truncates in its column instead of widening the page. */}
      <div className="grid min-h-[32rem] grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[20rem_minmax(0,1fr)]">
        <Card className={cn('flex min-w-0 flex-col p-4', selected && 'max-md:hidden')}>
          {/* The page's h1 is above: the list's empty state is an h2 (axe heading-order). */}
          <ContactList
            selectedSk={selectedSk}
            onOpen={(contact) => onSelect(contact.sk)}
            headingLevel={2}
          />
        </Card>
        <Card
          className={cn(
            'flex h-[36rem] min-w-0 flex-col overflow-hidden p-0',
            !selected && 'max-md:hidden',
          )}
        >
          {selected ? (
            <>
              <div className="flex items-center gap-2 border-b border-border px-3 py-2">
                <Button
                  variant="ghost"
                  size="sm"
                  className="md:hidden"
                  onClick={() => onSelect(undefined)}
                >
                  <ArrowLeft aria-hidden /> Back
                </Button>
                <h2 className="min-w-0 flex-1 truncate text-base font-semibold">{name}</h2>
                {conversationActions?.(selected.sk)}
              </div>
              <Conversation key={selected.sk} userSk={selected.sk} name={name} />
            </>
          ) : (
            <div className="flex flex-1 items-center p-6">
              <EmptyState
                className="w-full"
                icon={<MessageCircle />}
                title="Choose a conversation"
                description="Pick a contact to read and send messages."
              />
            </div>
          )}
        </Card>
      </div>
    </div>
  )
}
