import { lazy, Suspense, useId } from 'react'

/** The sanitiser (DOMPurify) loads with the first HTML note, not with the page. */
const SafeHtml = lazy(() =>
  import('@/lib/sanitize').then(({ SafeHtml }) => ({ default: SafeHtml })),
)

/** Preflight strips lists, links and headings of their looks; the sanitised note gets them back. */
const RICH_TEXT =
  'text-sm break-words text-foreground [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_p+p]:mt-2 [&_img]:h-auto [&_img]:max-w-full [&_pre]:overflow-x-auto [&_table]:block [&_table]:overflow-x-auto [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-3'

/**
 * The note as the student will see it, as it is typed. In HTML mode it renders only through the
 * one sanitiser (lib/sanitize), exactly as the server will clean it; as plain text it is text.
 */
export function NotePreview({ note, isHtml }: { note: string; isHtml: boolean }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border border-dashed border-border bg-surface-muted/40 p-3"
      data-testid="note-preview"
    >
      <h3 id={headingId} className="mb-1.5 text-xs font-medium text-muted-foreground uppercase">
        Preview
      </h3>
      {note.trim() === '' ? (
        <p className="text-sm text-muted-foreground">
          Your note will show here as the student will see it.
        </p>
      ) : isHtml ? (
        <Suspense
          fallback={<p className="text-sm text-muted-foreground">Preparing the preview...</p>}
        >
          <SafeHtml html={note} className={RICH_TEXT} />
        </Suspense>
      ) : (
        <p className="text-sm break-words whitespace-pre-wrap text-foreground">{note}</p>
      )}
    </section>
  )
}
