import { SafeHtml } from '@/lib/sanitize'

import { NOT_AVAILABLE } from '../../people'

/** Preflight strips lists and links of their looks; sanitised messages get them back. */
const RICH_TEXT =
  'text-sm break-words text-muted-foreground [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_p+p]:mt-2 [&_img]:h-auto [&_img]:max-w-full [&_pre]:overflow-x-auto [&_table]:block [&_table]:overflow-x-auto [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold'

/**
 * A request's message under a heading. Messages may carry HTML (the contract: "May contain
 * sanitised HTML"), so they render only through the one sanitiser; "N/A" when there is none.
 */
export function RequestMessage({ id, html }: { id: string; html: string | null | undefined }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1">
      <h3 id={id} className="text-sm font-semibold">
        Message
      </h3>
      {html?.trim() ? (
        <SafeHtml html={html} className={RICH_TEXT} />
      ) : (
        <p className="text-sm text-muted-foreground">{NOT_AVAILABLE}</p>
      )}
    </section>
  )
}
