import { useInfiniteQuery } from '@tanstack/react-query'
import { Presentation } from 'lucide-react'

import { webinarPagesQueryOptions } from '@/api/webinars/queries'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'

import { WEBINARS_MESSAGES, type WebinarsTab } from '../webinar-rules'
import { WebinarCard } from './webinar-card'

const WEBINAR_NOUN = { one: 'webinar', other: 'webinars' }

/**
 * Upcoming (live ones included) or past webinars, a page at a time from the server: Show more
 * reads the next while `hasMore`. Loading, failed and empty as the other list screens (PagedList).
 */
export function WebinarList({ tab, hasPlan }: { tab: WebinarsTab; hasPlan: boolean | undefined }) {
  const list = useInfiniteQuery(webinarPagesQueryOptions({ scope: tab }))
  return (
    <PagedList
      query={list}
      itemsOf={(page) => page.webinars}
      renderItem={(webinar) => <WebinarCard webinar={webinar} hasPlan={hasPlan} />}
      label={tab === 'upcoming' ? 'Upcoming webinars' : 'Past webinars'}
      noun={WEBINAR_NOUN}
      errorMessage={WEBINARS_MESSAGES.loadFailed}
      empty={
        <EmptyState
          icon={<Presentation />}
          title={tab === 'upcoming' ? 'No upcoming webinars' : 'No past webinars'}
          description={
            tab === 'upcoming'
              ? 'New webinars are announced here. Check back soon.'
              : 'Webinars that have ended show here, with their recordings.'
          }
        />
      }
    />
  )
}
