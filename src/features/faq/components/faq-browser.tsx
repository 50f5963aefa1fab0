import { HelpCircle, SearchX } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'

import {
  FAQ_MESSAGES,
  FAQ_PAGE_SIZE,
  categoryLabel,
  pageCount,
  pageItems,
  visibleFaqs,
  type NumberedFaq,
} from '../faq-rules'
import { CategoryNav } from './category-nav'
import { FaqAccordion } from './faq-accordion'
import { FaqPagination } from './faq-pagination'

interface View {
  category: string | undefined
  page: number
  openId: string
}

/**
 * Categories, questions and pages (part 2 sections 2 and 4): the first category by default; a new
 * category goes back to page 1 with every answer closed, and so does a new search (`resetKey`);
 * a new page closes the open answer. An active search replaces the category view with matches
 * from every category.
 */
export function FaqBrowser({
  faqs,
  categories,
  query,
  resetKey,
}: {
  faqs: readonly NumberedFaq[]
  categories: readonly string[]
  query: string
  resetKey: string
}) {
  const fresh: View = { category: undefined, page: 1, openId: '' }
  const [state, setState] = useState({ key: resetKey, view: fresh })
  // Adjusted while rendering, not in an effect: the first render of a new search is page one.
  if (state.key !== resetKey)
    setState({ key: resetKey, view: { ...state.view, page: 1, openId: '' } })
  const view = state.key === resetKey ? state.view : { ...state.view, page: 1, openId: '' }
  const update = (next: Partial<View>) => setState({ key: resetKey, view: { ...view, ...next } })

  const searching = query.trim() !== ''
  const category =
    view.category !== undefined && categories.includes(view.category)
      ? view.category
      : categories[0]
  const shown = visibleFaqs(faqs, category, query)
  const pages = pageCount(shown.length, FAQ_PAGE_SIZE)
  const page = Math.min(view.page, pages)

  if (faqs.length === 0 && !searching)
    return <EmptyState icon={<HelpCircle />} title={FAQ_MESSAGES.empty} />

  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      {searching ? null : (
        <CategoryNav
          categories={categories}
          selected={category}
          onSelect={(next) => update({ category: next, page: 1, openId: '' })}
        />
      )}
      <section
        aria-label={searching ? 'Search results' : categoryLabel(category ?? '')}
        className={searching ? 'flex flex-col gap-4 md:col-span-2' : 'flex flex-col gap-4'}
      >
        <h2 className="text-lg font-semibold">
          {searching ? 'Search results' : categoryLabel(category ?? '')}
        </h2>
        {shown.length === 0 ? (
          <EmptyState icon={<SearchX />} title={FAQ_MESSAGES.noResults} headingLevel={3} />
        ) : (
          <FaqAccordion
            faqs={pageItems(shown, page, FAQ_PAGE_SIZE)}
            query={searching ? query : ''}
            openId={view.openId}
            onOpenChange={(openId) => update({ openId })}
          />
        )}
        <FaqPagination
          page={page}
          pages={pages}
          onPageChange={(next) => update({ page: next, openId: '' })}
        />
      </section>
    </div>
  )
}

/** While the questions load. */
export function FaqBrowserLoading() {
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]" aria-busy="true">
      <span className="sr-only">Loading questions</span>
      <div className="hidden flex-col gap-2 md:flex">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-9 w-full" />
        ))}
      </div>
      <div className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    </div>
  )
}

/** A failed read: empty lists, silently (part 2 section 8), and a way to try again. */
export function FaqBrowserFailed({
  retrying,
  onRetry,
}: {
  retrying: boolean
  onRetry: () => void
}) {
  return (
    <EmptyState
      icon={<HelpCircle />}
      title={FAQ_MESSAGES.empty}
      action={
        <Button variant="outline" loading={retrying} loadingLabel="Retrying" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  )
}
