import { highlightParts } from '../faq-rules'

/**
 * Text with the runs matching `query` in <mark>. Every part is a React text node: what the user
 * typed is compared, never parsed, so it cannot become markup (issue 17, "Bad input").
 */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark
            key={index}
            data-testid="search-highlight"
            className="rounded-sm bg-warning/30 px-0.5 text-foreground"
          >
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
