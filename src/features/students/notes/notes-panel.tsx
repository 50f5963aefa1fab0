import { useInfiniteQuery } from '@tanstack/react-query'
import { ChevronUp, StickyNote } from 'lucide-react'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'

import { studentNotesQueryOptions, type Note } from '@/api/students/queries'
import { useAddNote } from '@/api/students/mutations'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RetryError } from '@/components/ui/retry-error'
import { Spinner } from '@/components/ui/spinner'
import { SafeHtml } from '@/lib/sanitize'
import { cn } from '@/lib/cn'
import { RelativeTime } from '@/components/ui/relative-time'
import { toast } from '@/lib/toast'

import { NOTE_MESSAGES } from '../messages'
import { NoteEditor } from './note-editor'
import { noteIsBlank } from './note-html'

/** The panel's height before it scrolls, about 200 px (part 2 section 9). */
const NOTES_MAX_HEIGHT = 200

/**
 * Scrolls to the newest note and makes the panel as tall as the newest notes that fit whole in
 * it, so the view never opens on the bare foot of an older note ("2w" alone, issue 27); older
 * notes wait above, a scroll away.
 */
function showNewestWhole(list: HTMLOListElement) {
  list.style.maxHeight = ''
  const notes = [...list.querySelectorAll<HTMLElement>(':scope > li[data-note]')]
  const newest = notes.at(-1)
  if (newest && list.scrollHeight > list.clientHeight) {
    const bottom = newest.offsetTop + newest.offsetHeight
    const fits = notes.filter((note) => bottom - note.offsetTop <= NOTES_MAX_HEIGHT)
    const oldestWhole = fits[0]
    if (oldestWhole) list.style.maxHeight = `${bottom - oldestWhole.offsetTop}px`
  }
  list.scrollTop = list.scrollHeight
}

/** Oldest first on screen, newest at the bottom (pages arrive newest first). */
function chronological(pages: ReadonlyArray<{ notes: Note[] }>): Note[] {
  return pages.flatMap((page) => page.notes).reverse()
}

/**
 * Last Interaction Notes (spec part 2 sections 2, 4, 5, 8 and 9): the newest page of 5 at the
 * bottom of a panel about 200 px high; scrolling to its top loads the older page above without
 * moving what is on screen. The editor below adds a note.
 */
export function NotesPanel({ studentId, className }: { studentId: string; className?: string }) {
  const notes = useInfiniteQuery(studentNotesQueryOptions(studentId))
  const addNote = useAddNote(studentId, { errorToast: NOTE_MESSAGES.failed })
  const listRef = useRef<HTMLOListElement>(null)
  const editorRef = useRef<HTMLDivElement>(null)
  const [html, setHtml] = useState('')
  const [posted, setPosted] = useState(0)
  const [typed, setTyped] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const editorId = useId()
  const errorId = `${editorId}-error`
  const shown = notes.data ? chronological(notes.data.pages) : []

  // Where the view stood before older notes were put above it, so it does not jump.
  const anchor = useRef<{ height: number; top: number } | null>(null)
  const stickToBottom = useRef(true)
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    if (anchor.current) {
      list.scrollTop = anchor.current.top + (list.scrollHeight - anchor.current.height)
      anchor.current = null
    } else if (stickToBottom.current) {
      showNewestWhole(list)
    }
  }, [shown.length])
  // Text wraps anew when the card changes width (the pathway card arriving beside it, a turned
  // phone): the newest notes are shown whole again, if the view was on them.
  const hasList = shown.length > 0
  useEffect(() => {
    const list = listRef.current
    if (!list || typeof ResizeObserver === 'undefined') return
    let width = list.clientWidth
    const observer = new ResizeObserver(() => {
      if (list.clientWidth === width) return
      width = list.clientWidth
      if (stickToBottom.current) showNewestWhole(list)
    })
    observer.observe(list)
    return () => observer.disconnect()
  }, [hasList])

  // Whether notes wait above the view (scrolled past, or a page not loaded yet).
  const [olderAbove, setOlderAbove] = useState(false)
  const hasOlderPage = notes.hasNextPage
  useLayoutEffect(() => {
    const list = listRef.current
    setOlderAbove(Boolean(list && (list.scrollTop > 0 || hasOlderPage)))
  }, [shown.length, hasOlderPage])
  const showOlder = () => {
    const list = listRef.current
    if (!list) return
    if (list.scrollTop === 0 && notes.hasNextPage && !notes.isFetchingNextPage) {
      anchor.current = { height: list.scrollHeight, top: list.scrollTop }
      void notes.fetchNextPage()
      return
    }
    list.scrollBy({ top: -list.clientHeight, behavior: 'smooth' })
  }

  const onScroll = () => {
    const list = listRef.current
    if (!list) return
    setOlderAbove(list.scrollTop > 0 || Boolean(notes.hasNextPage))
    stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 8
    if (list.scrollTop < 24 && notes.hasNextPage && !notes.isFetchingNextPage) {
      anchor.current = { height: list.scrollHeight, top: list.scrollTop }
      void notes.fetchNextPage()
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (addNote.isPending) return
    if (noteIsBlank(html)) {
      setError(NOTE_MESSAGES.required)
      editorRef.current?.focus()
      return
    }
    try {
      await addNote.mutateAsync(html)
      toast.success(NOTE_MESSAGES.added)
      // A fresh editor for the next note: empty, and with no mark left on (Italic stayed
      // pressed, and the browser kept typing in italics, issue 27).
      setPosted((count) => count + 1)
      setHtml('')
      setTyped(false)
      stickToBottom.current = true
    } catch {
      // The central toast said "Failed to post note. Please try again."; the note stays typed.
    }
  }

  let body
  if (notes.isPending) {
    body = (
      <div className="flex h-[200px] items-center justify-center">
        <Spinner label="Loading notes..." />
      </div>
    )
  } else if (notes.isError) {
    body = (
      <RetryError
        size="sm"
        message="Failed to load notes."
        retrying={notes.isFetching}
        onRetry={() => void notes.refetch()}
      />
    )
  } else if (shown.length === 0) {
    body = <p className="py-6 text-center text-sm text-muted-foreground">{NOTE_MESSAGES.empty}</p>
  } else {
    body = (
      <>
        {olderAbove ? (
          // The panel shows whole notes only: this says older ones are above, and brings them.
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="self-center"
            disabled={notes.isFetchingNextPage}
            onClick={showOlder}
          >
            <ChevronUp aria-hidden />
            Older notes
          </Button>
        ) : null}
        <ol
          ref={listRef}
          aria-label="Notes"
          tabIndex={0}
          onScroll={onScroll}
          className="relative flex max-h-[200px] flex-col gap-2 overflow-y-auto rounded-md pr-1"
        >
          {notes.isFetchingNextPage ? (
            <li className="flex justify-center py-1">
              <Spinner label="Loading older notes..." />
            </li>
          ) : null}
          {shown.map((note) => (
            <li key={note.id} data-note className="rounded-md bg-surface-muted px-3 py-2 text-sm">
              <SafeHtml html={note.note} className="break-words [&_p]:my-0" />
              <RelativeTime
                at={note.created_at}
                className="mt-1 block text-xs text-muted-foreground"
              />
            </li>
          ))}
        </ol>
      </>
    )
  }

  return (
    <Card className={cn('p-0', className)}>
      <section aria-labelledby={`${editorId}-title`} className="flex flex-col gap-3 p-4">
        <h2 id={`${editorId}-title`} className="flex items-center gap-2 text-base font-semibold">
          <StickyNote aria-hidden className="size-4 text-primary" />
          Last Interaction Notes
        </h2>
        {body}
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
          <NoteEditor
            key={posted}
            id={editorId}
            label="New note"
            editorRef={editorRef}
            invalid={Boolean(error)}
            describedBy={error ? errorId : undefined}
            onChange={(value, anything) => {
              setHtml(value)
              setTyped(anything)
              if (error && !noteIsBlank(value)) setError(null)
            }}
          />
          {error ? (
            <p id={errorId} className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <Button
            type="submit"
            className="self-end"
            disabled={!typed || addNote.isPending}
            loading={addNote.isPending}
            loadingLabel="Adding note"
          >
            Add Note
          </Button>
        </form>
      </section>
    </Card>
  )
}
