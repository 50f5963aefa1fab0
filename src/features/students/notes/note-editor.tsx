import { Bold, Italic } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'

import { cn } from '@/lib/cn'

import { editorToNoteHtml } from './note-html'

/**
 * A small rich-text box with bold and italic only (spec part 2 section 5), on the browser's own
 * contenteditable (our choice: bold and italic need no editor framework; the result is cleaned
 * by the sanitiser here and again by the server). Pasted content arrives as plain text.
 */
export function NoteEditor({
  id,
  label,
  disabled,
  invalid,
  describedBy,
  onChange,
  editorRef,
}: {
  id: string
  label: string
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
  /** The note's HTML, and whether anything at all (spaces too) is typed. */
  onChange: (html: string, typed: boolean) => void
  editorRef: React.RefObject<HTMLDivElement | null>
}) {
  const [marks, setMarks] = useState({ bold: false, italic: false })
  const readMarks = () =>
    setMarks({
      bold: document.queryCommandState?.('bold') ?? false,
      italic: document.queryCommandState?.('italic') ?? false,
    })
  const apply = (command: 'bold' | 'italic') => {
    editorRef.current?.focus()
    document.execCommand?.(command)
    readMarks()
    emit()
  }
  const emit = () => {
    const root = editorRef.current
    if (root) onChange(editorToNoteHtml(root), (root.textContent ?? '') !== '')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return
    // Only the two allowed marks: the browser's underline shortcut would add markup we drop.
    if (event.key.toLowerCase() === 'u') event.preventDefault()
  }
  const composing = useRef(false)

  return (
    <div
      className={cn(
        'flex flex-col rounded-md border border-input bg-surface shadow-xs focus-within:ring-2 focus-within:ring-ring',
        invalid && 'border-danger',
        disabled && 'opacity-60',
      )}
    >
      <div role="toolbar" aria-label="Formatting" className="flex gap-1 border-b border-border p-1">
        <ToolbarToggle
          label="Bold"
          pressed={marks.bold}
          disabled={disabled}
          onPress={() => apply('bold')}
        >
          <Bold aria-hidden className="size-4" />
        </ToolbarToggle>
        <ToolbarToggle
          label="Italic"
          pressed={marks.italic}
          disabled={disabled}
          onPress={() => apply('italic')}
        >
          <Italic aria-hidden className="size-4" />
        </ToolbarToggle>
      </div>
      <div
        id={id}
        ref={editorRef}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        tabIndex={disabled ? -1 : 0}
        className="min-h-20 px-3 py-2 text-sm outline-none [&_p]:my-0"
        onFocus={() => document.execCommand?.('defaultParagraphSeparator', false, 'p')}
        onInput={() => {
          if (!composing.current) emit()
        }}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => {
          composing.current = false
          emit()
        }}
        onKeyDown={onKeyDown}
        onKeyUp={readMarks}
        onMouseUp={readMarks}
        onPaste={(event) => {
          event.preventDefault()
          const text = event.clipboardData.getData('text/plain')
          document.execCommand?.('insertText', false, text)
          emit()
        }}
        onDrop={(event) => event.preventDefault()}
      />
    </div>
  )
}

function ToolbarToggle({
  label,
  pressed,
  disabled,
  onPress,
  children,
}: {
  label: string
  pressed: boolean
  disabled?: boolean
  onPress: () => void
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the selection in the editor: a toolbar click must not take the focus away first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded hover:bg-surface-muted disabled:pointer-events-none',
        pressed && 'bg-surface-muted text-primary',
      )}
    >
      {children}
    </button>
  )
}
