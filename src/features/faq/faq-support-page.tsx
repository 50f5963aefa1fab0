import { useQuery } from '@tanstack/react-query'
import { MessageCircleQuestion } from 'lucide-react'
import { useMemo, useState } from 'react'

import { faqsQueryOptions } from '@/api/faq/queries'
import { Button } from '@/components/ui/button'
import { optionalLazy } from '@/components/ui/optional-lazy'
import { useDebouncedValue } from '@/lib/use-debounced-value'

import { FaqBrowser, FaqBrowserFailed, FaqBrowserLoading } from './components/faq-browser'
import { FaqHeader } from './components/faq-header'
import { FAQ_SEARCH_DEBOUNCE_MS, numberFaqs } from './faq-rules'

/** The request form (forms, validation, file checks) loads when first opened. */
const HelpRequestDialog = optionalLazy(() =>
  import('./components/help-request-dialog').then((module) => module.HelpRequestDialog),
)

/**
 * FAQ and Support Centre, signed in (spec part 2 sections 2, 4, 5 and 8): the caller's role's
 * questions by category, a search across them, and "Need More Help" to raise a ticket.
 */
export function FaqSupportPage() {
  const faqs = useQuery(faqsQueryOptions())
  const [search, setSearch] = useState('')
  const [query, applySearchNow] = useDebouncedValue(search, FAQ_SEARCH_DEBOUNCE_MS)
  const [helpOpen, setHelpOpen] = useState(false)
  const numbered = useMemo(() => numberFaqs(faqs.data?.faqs ?? []), [faqs.data])

  let body
  if (faqs.data) {
    body = (
      <FaqBrowser
        faqs={numbered}
        categories={faqs.data.categories}
        query={query}
        resetKey={query.trim()}
      />
    )
  } else if (faqs.isError) {
    body = <FaqBrowserFailed retrying={faqs.isFetching} onRetry={() => void faqs.refetch()} />
  } else {
    body = <FaqBrowserLoading />
  }

  return (
    <div className="flex flex-col gap-6">
      <FaqHeader search={search} onSearchChange={setSearch} onSearchSubmit={applySearchNow}>
        <Button variant="outline" onClick={() => setHelpOpen(true)}>
          <MessageCircleQuestion aria-hidden />
          Need More Help
        </Button>
      </FaqHeader>
      {body}
      <HelpRequestDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  )
}
