import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'

import { SafeHtml } from '@/lib/sanitize'

import type { NumberedFaq } from '../faq-rules'
import { HighlightedText } from './highlighted-text'

/**
 * The questions, one answer open at a time (part 2 section 4). Answers may carry HTML and are
 * rendered only through the sanitiser; questions are text, highlighted where they match a search.
 */
export function FaqAccordion({
  faqs,
  query,
  openId,
  onOpenChange,
}: {
  faqs: readonly NumberedFaq[]
  query: string
  openId: string
  onOpenChange: (id: string) => void
}) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={openId}
      onValueChange={onOpenChange}
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
    >
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left font-medium hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden">
                <span className="min-w-0 break-words">
                  <HighlightedText text={faq.question} query={query} />
                </span>
                <ChevronDown
                  aria-hidden
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-sm text-muted-foreground">
            <SafeHtml
              html={faq.answer}
              className="faq-answer flex flex-col gap-2 break-words [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
            />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
