import { useQuery } from '@tanstack/react-query'
import { MessageCircle } from 'lucide-react'

import { chatContactsQueryOptions } from '@/api/chat/queries'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

import { contactName } from './chat-rules'
import { NoChats } from './components/contact-list'
import { Conversation } from './components/conversation'

/**
 * The student's conversation with their Catalyst (spec part 2 sections 2 and 7: beside the
 * modules on My Pathway). A student has one connected Catalyst: their first chat contact.
 */
export function StudentChatPanel({ className }: { className?: string }) {
  const query = useQuery(chatContactsQueryOptions())
  const catalyst = query.data?.[0]
  const name = catalyst ? contactName(catalyst) : ''
  return (
    <Card className={cn('flex h-[28rem] flex-col overflow-hidden p-0', className)}>
      <h2 className="flex items-center gap-2 border-b border-border px-4 py-3 text-base font-semibold">
        <MessageCircle aria-hidden className="size-4 text-primary" />
        {catalyst ? `Chat with ${name}` : 'Chat'}
      </h2>
      {query.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Loading chat..." />
        </div>
      ) : catalyst ? (
        <Conversation userSk={catalyst.sk} name={name} />
      ) : (
        <div className="flex flex-1 items-center p-4">
          <NoChats className="w-full" failed={query.isError} onRetry={() => void query.refetch()} />
        </div>
      )}
    </Card>
  )
}
