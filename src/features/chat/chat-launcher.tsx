import { useQuery } from '@tanstack/react-query'
import { MessageCircle } from 'lucide-react'
import { useState } from 'react'

import { chatContactsQueryOptions } from '@/api/chat/queries'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'

import { useChat } from './chat-context'
import { contactName, totalUnread, unreadLabel } from './chat-rules'
import { ContactList } from './components/contact-list'

const PANEL_DESCRIPTION = {
  counsellor: 'Your conversations with your students.',
  student: 'Your conversation with your Catalyst.',
} as const

/**
 * The header chat icon (spec part 1 section 2), the Catalyst's and the student's (issue 36: a
 * student had no way to the chat but My Pathway): its badge counts unread messages (9+ above 9),
 * and it opens the contacts panel; a contact opens its docked window.
 */
export function ChatLauncher({ role }: { role: keyof typeof PANEL_DESCRIPTION }) {
  const [open, setOpen] = useState(false)
  const chat = useChat()
  const query = useQuery(chatContactsQueryOptions())
  const unread = totalUnread(query.data)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="md" className="relative px-2.5">
          <MessageCircle aria-hidden className="size-5" />
          <span className="sr-only">Chats</span>
          {unread > 0 ? (
            <span
              data-testid="chat-unread"
              className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground tabular-nums"
            >
              {unreadLabel(unread)}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="gap-0 p-0 sm:max-w-sm">
        <SheetHeader className="border-b border-border px-5 py-4">
          <SheetTitle>Chats</SheetTitle>
          <SheetDescription>{PANEL_DESCRIPTION[role]}</SheetDescription>
        </SheetHeader>
        <div className="flex min-h-0 flex-1 flex-col px-4 py-4">
          <ContactList
            onOpen={(contact) => {
              chat.openChat({ sk: contact.sk, name: contactName(contact) })
              setOpen(false)
            }}
          />
        </div>
      </SheetContent>
    </Sheet>
  )
}
