import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { BookOpen } from 'lucide-react'

import { isApiError } from '@/api/api-error'
import { hubDetailQueryOptions, type LearnHub } from '@/api/learning-hubs/queries'
import { PublicAuthActions, PublicLayout } from '@/components/layout/public-layout'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RetryError } from '@/components/ui/retry-error'
import { Skeleton } from '@/components/ui/skeleton'
import { Thumbnail } from '@/components/ui/thumbnail'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format/dates'
import { savePendingHubRedirect } from '@/lib/post-login-redirect'

import { EligibilityCard, ModulesTimeline, RewardCard } from './components/hub-detail-cards'
import {
  durationLabel,
  HUB_MESSAGES,
  hubHasEnded,
  PUBLIC_MODULES_SHOWN,
  referenceEntries,
} from './hub-rules'

/** The title over a failed read: the page's own name, as the app's header calls it. */
export const UNREAD_HUB_TITLE = 'Learning Hub Details'

/** Label and value pairs as a description list, two columns where there is room. */
function Facts({
  items,
  label,
  className,
}: {
  items: Array<{ label: string; value: string }>
  label: string
  className?: string
}) {
  return (
    <dl aria-label={label} className={cn('grid gap-x-6 gap-y-3 text-sm', className)}>
      {items.map((item) => (
        <div key={item.label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="font-medium break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Overview: image, title, long description, duration, dates, module count and the course id. */
function OverviewCard({ hub, onApply }: { hub: LearnHub; onApply: (() => void) | undefined }) {
  const modules = hub.modules?.length ?? 0
  const description = (hub.long_desc ?? hub.short_desc ?? '').trim()
  const facts = [
    { label: 'Duration', value: durationLabel(hub) ?? 'N/A' },
    { label: 'Start date', value: formatDate(hub.start_date) },
    { label: 'End date', value: formatDate(hub.end_date) },
    { label: 'Modules', value: String(modules) },
    ...(hub.moodle_id !== null && hub.moodle_id !== undefined
      ? [{ label: 'Course ID', value: String(hub.moodle_id) }]
      : []),
  ]
  return (
    <Card className="gap-0 overflow-hidden p-0">
      <Thumbnail
        src={hub.img_link}
        className="aspect-[16/7] h-auto w-full rounded-none"
        fallback={<BookOpen />}
      />
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-xl font-semibold break-words">{hub.name}</h2>
          {hub.code ? <Badge>{hub.code}</Badge> : null}
        </div>
        {description ? (
          <p className="text-sm break-words whitespace-pre-line">{description}</p>
        ) : null}
        <Facts items={facts} label="Overview" className="grid-cols-2" />
        {onApply ? (
          <Button className="self-start" onClick={onApply}>
            Apply Now
          </Button>
        ) : (
          <Alert variant="info">{HUB_MESSAGES.closed}</Alert>
        )}
      </div>
    </Card>
  )
}

function LoadingHub() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        {HUB_MESSAGES.detailLoading}
      </p>
      <div aria-hidden className="grid items-start gap-4 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="h-[32rem] w-full" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
    </div>
  )
}

/**
 * The public learning hub page (spec part 2 sections 2, 8 and 9): what a visitor with the link
 * reads before signing in, and Apply Now, which keeps the hub as the pending redirect and sends
 * them to login, from where they come back to this hub within 30 minutes.
 */
export function PublicHubPage({ learnHubId }: { learnHubId: string }) {
  const hub = useQuery(hubDetailQueryOptions(learnHubId))
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const notFound =
    hub.isError && isApiError(hub.error) && [400, 404].includes(hub.error.status ?? 0)

  const apply = (loaded: LearnHub) => () => {
    savePendingHubRedirect(sessionStorage, { learnHubId: loaded.id, trainingTitle: loaded.name })
    void navigate({ to: '/auth/login', search: { returnUrl: pathname } })
  }

  let body
  if (notFound) {
    body = <Alert variant="danger">{HUB_MESSAGES.notFound}</Alert>
  } else if (hub.isError) {
    // The one message of a failed read, in the page where it covers nothing (issue 27: a toast
    // as well sat over Login and Sign Up and said only "Something went wrong").
    body = (
      <RetryError
        message={HUB_MESSAGES.publicLoadFailed}
        retrying={hub.isFetching}
        onRetry={() => void hub.refetch()}
      />
    )
  } else if (!hub.data) {
    body = <LoadingHub />
  } else {
    const reference = referenceEntries(hub.data.ref_properties)
    body = (
      <div className="grid items-start gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <OverviewCard
            hub={hub.data}
            onApply={hubHasEnded(hub.data) ? undefined : apply(hub.data)}
          />
          <ModulesTimeline
            hub={hub.data}
            application={undefined}
            initiallyShown={PUBLIC_MODULES_SHOWN}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <EligibilityCard hub={hub.data} />
          <RewardCard hub={hub.data} />
          {reference.length > 0 ? (
            <Card className="flex flex-col gap-3 p-4">
              <h2 className="text-base font-semibold">About this hub</h2>
              <Facts items={reference} label="About this hub" className="sm:grid-cols-2" />
            </Card>
          ) : null}
        </div>
      </div>
    )
  }

  // Until the hub is read its name is unknown: a failed read names no hub ("Overview of Training"
  // would describe one); the spec's default stays for a hub without a name, and for none found.
  const title =
    hub.isError && !notFound
      ? UNREAD_HUB_TITLE
      : `Overview of ${hub.data?.name.trim() || 'Training'}`
  return (
    <PublicLayout className="max-w-6xl" actions={<PublicAuthActions signUpLabel="Sign Up" />}>
      <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
      {body}
    </PublicLayout>
  )
}
