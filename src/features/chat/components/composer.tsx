import { SendHorizontal } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'

import { Button } from '@/components/ui/button'

import { canSend, composerRows } from '../chat-rules'

/**
 * The message box of a conversation (spec part 1 section 5; part 2 section 5): blank or
 * whitespace-only text cannot be sent, Enter sends, Shift+Enter adds a line, it grows with its
 * lines or per 40 characters, and sending is disabled while a message is on its way.
 */
export function Composer({
  name,
  sending,
  onSend,
}: {
  name: string
  sending: boolean
  onSend: (text: string) => void
}) {
  const [text, setText] = useState('')
  const id = useId()
  const sendable = canSend(text) && !sending
  const submit = () => {
    if (!sendable) return
    onSend(text)
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter adds a line (spec part 1 section 5); not while composing IME text.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }
  return (
    <form
      className="flex items-end gap-2 border-t border-border p-2"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message to {name}
      </label>
      <textarea
        id={id}
        value={text}
        rows={composerRows(text)}
        maxLength={5000}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type a message"
        className="min-h-10 flex-1 resize-none rounded-md border border-input bg-surface px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <Button type="submit" size="icon" disabled={!sendable} aria-label="Send message">
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  )
}
