import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Mail } from 'lucide-react'
import { useMemo, useState } from 'react'

import { publicFaqsQueryOptions } from '@/api/faq/queries'
import { PublicAuthActions, PublicLayout } from '@/components/layout/public-layout'
import { Button } from '@/components/ui/button'
import { env } from '@/config/env'
import type { Role } from '@/lib/roles'
import { useDebouncedValue } from '@/lib/use-debounced-value'

import { FaqBrowser, FaqBrowserFailed, FaqBrowserLoading } from './components/faq-browser'
import { FaqHeader } from './components/faq-header'
import { FAQ_SEARCH_DEBOUNCE_MS, numberFaqs } from './faq-rules'

const ROLES: ReadonlyArray<{ role: Role; label: string }> = [
  { role: 'counsellor', label: 'Catalyst' },
  { role: 'student', label: 'Student' },
]

/**
 * The public FAQ and Support Centre at /faq (spec part 2 section 2): Login and Sign up, Back to
 * login, the search, a Catalyst / Student toggle showing only that role's questions and the
 * categories that have some, and Need More Help as an e-mail to the support address.
 */
export function PublicFaqPage() {
  const faqs = useQuery(publicFaqsQueryOptions())
  const [role, setRole] = useState<Role>('counsellor')
  const [search, setSearch] = useState('')
  const [query, applySearchNow] = useDebouncedValue(search, FAQ_SEARCH_DEBOUNCE_MS)

  const forRole = useMemo(
    () => numberFaqs((faqs.data?.faqs ?? []).filter((faq) => faq.role === role)),
    [faqs.data, role],
  )
  const categories = useMemo(() => {
    const used = new Set(forRole.map((faq) => faq.category))
    const listed = (faqs.data?.categories ?? []).filter((category) => used.has(category))
    // A category the list left out still shows when it has questions.
    return [...new Set([...listed, ...used])]
  }, [faqs.data, forRole])

  let body
  if (faqs.data) {
    body = (
      <FaqBrowser
        faqs={forRole}
        categories={categories}
        query={query}
        resetKey={`${role}|${query.trim()}`}
      />
    )
  } else if (faqs.isError) {
    body = <FaqBrowserFailed retrying={faqs.isFetching} onRetry={() => void faqs.refetch()} />
  } else {
    body = <FaqBrowserLoading />
  }

  return (
    <PublicLayout className="max-w-6xl" actions={<PublicAuthActions signUpLabel="Sign up" />}>
      <Button asChild variant="ghost" className="self-start">
        <Link to="/auth/login">
          <ArrowLeft aria-hidden />
          Back to login
        </Link>
      </Button>
      <FaqHeader search={search} onSearchChange={setSearch} onSearchSubmit={applySearchNow}>
        <div role="group" aria-label="Questions for" className="flex gap-1">
          {ROLES.map((option) => (
            <Button
              key={option.role}
              variant={option.role === role ? 'primary' : 'outline'}
              aria-pressed={option.role === role}
              onClick={() => setRole(option.role)}
            >
              {option.label}
            </Button>
          ))}
        </div>
        <Button asChild variant="outline">
          <a href={`mailto:${env.supportEmail}`}>
            <Mail aria-hidden />
            Need More Help
          </a>
        </Button>
      </FaqHeader>
      {body}
    </PublicLayout>
  )
}
